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
export default function StatisticsChart({ days, tab }: StatisticsChartProps) {
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
  // Sums arrive as exact decimal strings; a chart only needs them to draw.
  const points = days.map((day) => ({
    ...day,
    label: formatDate(day.day),
    ...Object.fromEntries(series.map((s) => [`${s.sum}Value`, Number(day[s.sum])])),
  }));
  return (
    <DailyChart
      points={points}
      bars={series.map((s) => ({ key: s.count, name: `${s.name}, шт.`, color: s.color }))}
      lines={series.map((s) => ({ key: `${s.sum}Value`, name: `${s.name}, ₽`, color: s.color, dashed: true }))}
    />
  );
}
