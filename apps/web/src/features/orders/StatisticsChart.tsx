import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatDate } from '../../shared/columns/format.ts';
import { formatDecimal, formatRub } from '../../shared/money-format.ts';
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
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis yAxisId="count" allowDecimals={false} />
        <YAxis
          yAxisId="sum"
          orientation="right"
          width={90}
          tickFormatter={(value: number) => formatDecimal(String(Math.round(value)), 0)}
        />
        <Tooltip
          formatter={(value, name) =>
            String(name).includes('₽') ? formatRub(Number(value).toFixed(2)) : String(value)
          }
        />
        <Legend />
        {series.map((s) => (
          <Bar key={s.count} yAxisId="count" dataKey={s.count} name={`${s.name}, шт.`} fill={s.color} />
        ))}
        {series.map((s) => (
          <Line
            key={s.sum}
            yAxisId="sum"
            type="linear"
            dataKey={`${s.sum}Value`}
            name={`${s.name}, ₽`}
            stroke={s.color}
            strokeDasharray="4 2"
            dot={false}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
