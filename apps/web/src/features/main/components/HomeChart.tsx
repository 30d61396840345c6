import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatDate } from '../../../shared/columns/format.ts';
import { formatDecimal, formatRub } from '../../../shared/money-format.ts';

export interface HomeChartDay {
  day: string;
  orders: number;
  sales: number;
  revenue: string;
}

/** Orders and sales as bars, revenue as a line, one point per Moscow day of the last 30. */
export default function HomeChart({ days }: { days: HomeChartDay[] }) {
  const theme = useTheme();
  // Sums arrive as exact decimal strings; a chart only needs them to draw.
  const points = days.map((day) => ({ ...day, label: formatDate(day.day), revenueValue: Number(day.revenue) }));
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
        <Bar yAxisId="count" dataKey="orders" name="Заказы, шт." fill={theme.palette.primary.main} />
        <Bar yAxisId="count" dataKey="sales" name="Продажи, шт." fill={theme.palette.success.main} />
        <Line
          yAxisId="sum"
          type="linear"
          dataKey="revenueValue"
          name="Выручка, ₽"
          stroke={theme.palette.success.dark}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
