import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { formatDecimal, formatRub } from '../money-format.ts';

export interface DailySeries {
  /** The point's field holding the value. */
  key: string;
  name: string;
  color: string;
  dashed?: boolean;
}

export interface DailyChartProps {
  /** One point per day, with a `label` for the axis and a number under each series' key. */
  points: ({ label: string } & Record<string, unknown>)[];
  /** Counts, drawn as bars on the left axis. */
  bars: DailySeries[];
  /** Sums in rubles, drawn as lines on the right axis. */
  lines: DailySeries[];
}

/**
 * Beyond a quarter the bars grow in without a drawing: each step of it redraws every bar, and a year's
 * 730 bars took 60–120 ms a step, over a second of the page not answering the seller.
 */
const ANIMATED_POINTS = 92;

/** A bar as a bare rect: recharts' own shape costs a component with its hooks per bar, 730 of them a year. */
function plainBar({ x, y, width, height, fill }: BarShapeProps) {
  return <rect x={x} y={Math.min(y, y + height)} width={width} height={Math.abs(height)} fill={fill} />;
}

/** Counts as bars and ruble sums as lines by day: the one chart the figure screens share. */
export function DailyChart({ points, bars, lines }: DailyChartProps) {
  const animate = points.length <= ANIMATED_POINTS ? 'auto' : false;
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        {/* Evenly spaced days up to the last: measures a few labels to find the step, not every day's. */}
        <XAxis dataKey="label" interval="equidistantPreserveEnd" />
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
        {bars.map((s) => (
          <Bar
            key={s.key}
            yAxisId="count"
            dataKey={s.key}
            name={s.name}
            fill={s.color}
            shape={plainBar}
            isAnimationActive={animate}
          />
        ))}
        {lines.map((s) => (
          <Line
            key={s.key}
            yAxisId="sum"
            type="linear"
            dataKey={s.key}
            name={s.name}
            stroke={s.color}
            strokeDasharray={s.dashed ? '4 2' : undefined}
            dot={false}
            isAnimationActive={animate}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
