import { useTheme } from '@mui/material';
import { DailyChart } from '../../../shared/charts/DailyChart.tsx';
import { formatDate } from '../../../shared/columns/format.ts';

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
    <DailyChart
      points={points}
      bars={[
        { key: 'orders', name: 'Заказы, шт.', color: theme.palette.primary.main },
        { key: 'sales', name: 'Продажи, шт.', color: theme.palette.success.main },
      ]}
      lines={[{ key: 'revenueValue', name: 'Выручка, ₽', color: theme.palette.success.dark }]}
    />
  );
}
