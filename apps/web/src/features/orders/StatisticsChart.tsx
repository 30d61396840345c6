import { memo } from 'react';
import { useTheme } from '@mui/material';
import { DailyChart } from '../../shared/charts/DailyChart.tsx';
import { formatDate } from '../../shared/columns/format.ts';
import type { StatisticsDay } from './orders.graphql.ts';

export interface StatisticsChartProps {
  days: StatisticsDay[];
  tab: 'orders' | 'sales';
}

interface Series {
  count: keyof StatisticsDay;
  sum: keyof StatisticsDay;
  name: string;
  color: string;
}

/** Counts as bars (left axis) and sums as lines (right axis), one point per Moscow day. */
function StatisticsChart({ days, tab }: StatisticsChartProps) {
  const theme = useTheme();
  const series: Series[] =
    tab === 'orders'
      ? [
          { count: 'orders', sum: 'ordersSum', name: 'Заказы', color: theme.palette.primary.main },
          { count: 'cancellations', sum: 'cancellationsSum', name: 'Отмены', color: theme.palette.warning.main },
        ]
      : [
          { count: 'sales', sum: 'salesSum', name: 'Продажи', color: theme.palette.success.main },
          { count: 'returns', sum: 'returnsSum', name: 'Возвраты', color: theme.palette.error.main },
        ];
  // Sums arrive as exact decimal strings; a chart only needs them to draw. A point holds only what is
  // drawn: the chart copies every field of a point into each of its bars, 730 bars for a year.
  const points = days.map((day) => ({
    label: formatDate(day.day),
    ...Object.fromEntries(
      series.flatMap((s) => [
        [s.count, day[s.count]],
        [`${s.sum}Value`, Number(day[s.sum])],
      ]),
    ),
  }));
  return (
    <DailyChart
      points={points}
      bars={series.map((s) => ({ key: s.count, name: `${s.name}, шт.`, color: s.color }))}
      lines={series.map((s) => ({ key: `${s.sum}Value`, name: `${s.name}, ₽`, color: s.color, dashed: true }))}
    />
  );
}

// Typing a date redraws the page above it; a year's chart is worth redrawing only for new days or another tab.
export default memo(StatisticsChart);
