import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, GRID_STROKE, NEUTRAL_BAR } from '../utils/chart-colors';

type HistogramChartProps = {
  buckets: Array<{ bucket: string; pages: number }>;
  /** Says what the buckets count, under the axis ("Inbound links from content"). */
  xLabel: string;
  /** A bar's colour by its bucket: weak buckets can stand out. */
  colorOf?: (bucket: string) => string;
};

/** Pages per bucket as bars; the bucket labels come from the server and read as they are. */
export function HistogramChart({ buckets, xLabel, colorOf }: HistogramChartProps) {
  return (
    <div className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={buckets} margin={{ top: 8, right: 8, bottom: 16, left: -16 }}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          <XAxis
            dataKey="bucket"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: GRID_STROKE }}
            label={{ value: xLabel, position: 'insideBottom', offset: -10, ...AXIS_TICK }}
          />
          <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip
            cursor={{ fill: '#f4f4f5' }}
            formatter={(value) => [value, 'Pages']}
            labelFormatter={(label) => `${xLabel}: ${String(label)}`}
          />
          <Bar dataKey="pages" radius={[4, 4, 0, 0]} maxBarSize={56} isAnimationActive={false}>
            {buckets.map((entry) => (
              <Cell key={entry.bucket} fill={colorOf?.(entry.bucket) ?? NEUTRAL_BAR} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
