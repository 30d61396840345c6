import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../../../shared/moscow-time.ts';
import type { AdvertDay } from '../adverts.graphql.ts';

/** Views, clicks, CTR and spend by day; counts on the left axis, rubles on the right, CTR on its own scale. */
export default function AdvertChart({ days }: { days: AdvertDay[] }) {
  const points = days.map((d) => ({
    date: formatDay(d.date),
    views: d.views,
    clicks: d.clicks,
    ctr: d.ctr === null || d.ctr === undefined ? null : Number(d.ctr),
    spend: Number(d.sum),
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" />
        <YAxis yAxisId="count" />
        <YAxis yAxisId="rub" orientation="right" />
        <YAxis yAxisId="pct" hide />
        <Tooltip />
        <Legend />
        <Line yAxisId="count" type="monotone" dataKey="views" name="Показы" stroke="#a410b4" dot={false} />
        <Line yAxisId="count" type="monotone" dataKey="clicks" name="Клики" stroke="#1976d2" dot={false} />
        <Line yAxisId="rub" type="monotone" dataKey="spend" name="Расход, ₽" stroke="#ed6c02" dot={false} />
        <Line yAxisId="pct" type="monotone" dataKey="ctr" name="CTR, %" stroke="#2e7d32" dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
