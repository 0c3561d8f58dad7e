import type { WebsiteAnalytics } from '@linkloom/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  AXIS_TICK,
  GRID_STROKE,
  LEGEND_TEXT,
  SUGGESTION_STATUS_COLORS,
} from '../utils/chart-colors';
import { fillDays } from '../utils/fill-days';

type SuggestionsOverTimeChartProps = {
  days: WebsiteAnalytics['suggestionsOverTime'];
  /** The last day on the axis. */
  today?: Date;
};

const SERIES = [
  { key: 'approved', label: 'Approved' },
  { key: 'applied', label: 'Applied' },
  { key: 'pending', label: 'Pending' },
  { key: 'rejected', label: 'Rejected' },
] as const;

function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Suggestions created per day over the last 30 days, stacked by their status today. */
export function SuggestionsOverTimeChart({
  days,
  today = new Date(),
}: SuggestionsOverTimeChartProps) {
  const data = fillDays(days, today);
  const isEmpty = days.every(
    (day) => day.pending + day.approved + day.rejected + day.applied === 0,
  );
  return (
    <div className="relative h-64 w-full">
      {isEmpty ? (
        <p className="absolute inset-x-0 top-1/3 z-10 text-center text-sm text-zinc-500">
          No suggestions created in the last 30 days.
        </p>
      ) : null}
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          <XAxis
            dataKey="day"
            tickFormatter={formatDay}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: GRID_STROKE }}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip
            cursor={{ fill: '#f4f4f5' }}
            labelFormatter={(label) => formatDay(String(label))}
          />
          {/* Legend text in the series' colours reads 1.7:1 on white: the dots carry the colour. */}
          <Legend
            iconType="circle"
            iconSize={8}
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value) => <span style={{ color: LEGEND_TEXT }}>{value}</span>}
          />
          {SERIES.map((series) => (
            <Bar
              isAnimationActive={false}
              key={series.key}
              dataKey={series.key}
              name={series.label}
              stackId="status"
              fill={SUGGESTION_STATUS_COLORS[series.key]}
              maxBarSize={24}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
