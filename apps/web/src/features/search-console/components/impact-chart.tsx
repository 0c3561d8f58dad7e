import type { SearchTimelineResponse } from '@linkloom/contracts';
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// The site-intelligence charts' palette (features do not import each other).
const GRID_STROKE = '#e4e4e7'; // zinc-200
const AXIS_TICK = { fontSize: 12, fill: '#52525b' } as const; // zinc-600
const LEGEND_TEXT = '#3f3f46'; // zinc-700
const CLICKS = '#6366f1'; // indigo-500
const IMPRESSIONS = '#10b981'; // emerald-500
const APPLIED = '#f59e0b'; // amber-500

type ImpactChartProps = {
  timeline: SearchTimelineResponse;
};

function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: '2-digit',
        timeZone: 'UTC',
      });
}

type AppliedDay = SearchTimelineResponse['applied_days'][number];

/** How a batch went live, in the words the chart and its caption use. */
function describeBatchWay(applied: AppliedDay): string {
  if (applied.seen_live === 0) {
    return 'published by Linkloom';
  }
  if (applied.published === 0) {
    return 'seen live by re-crawl';
  }
  return `${applied.published} published by Linkloom, ${applied.seen_live} seen live by re-crawl`;
}

function batchLabel(applied: AppliedDay): string {
  if (applied.seen_live === 0) {
    return `+${applied.links} published`;
  }
  if (applied.published === 0) {
    return `+${applied.links} seen live`;
  }
  return `+${applied.links} (${applied.published} published, ${applied.seen_live} seen live)`;
}

/**
 * The site's clicks (left axis) and impressions (right axis) per day from Search Console, with
 * a dashed line on each day links went live (published by Linkloom, or approved and seen live by
 * a re-crawl), labelled with how, so a change can be read against the batches.
 */
export function ImpactChart({ timeline }: ImpactChartProps) {
  const first = timeline.days[0]?.day;
  // A batch before the imported days has no place on the axis. One after them (Search Console's
  // figures lag two or three days) is marked at the axis's end, on a day without figures yet,
  // so links applied today show at once.
  const marked = timeline.applied_days.filter((applied) => first && applied.day >= first);
  const known = new Set(timeline.days.map((day) => day.day));
  const days = [
    ...timeline.days,
    ...marked.filter((applied) => !known.has(applied.day)).map((applied) => ({ day: applied.day })),
  ].sort((a, b) => (a.day < b.day ? -1 : 1));
  return (
    <figure className="space-y-2" aria-label="Clicks and impressions over time">
      <div className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={days} margin={{ top: 16, right: 8, bottom: 0, left: -8 }}>
            <CartesianGrid vertical={false} stroke={GRID_STROKE} />
            <XAxis
              dataKey="day"
              tickFormatter={formatDay}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={{ stroke: GRID_STROKE }}
              minTickGap={32}
            />
            <YAxis
              yAxisId="clicks"
              allowDecimals={false}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
            />
            <YAxis
              yAxisId="impressions"
              orientation="right"
              allowDecimals={false}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip labelFormatter={(label) => formatDay(String(label))} />
            <Legend
              iconType="circle"
              iconSize={8}
              wrapperStyle={{ fontSize: 12 }}
              formatter={(value) => <span style={{ color: LEGEND_TEXT }}>{value}</span>}
            />
            <Line
              yAxisId="clicks"
              type="monotone"
              dataKey="clicks"
              name="Clicks"
              stroke={CLICKS}
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
            <Line
              yAxisId="impressions"
              type="monotone"
              dataKey="impressions"
              name="Impressions"
              stroke={IMPRESSIONS}
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
            {marked.map((applied) => (
              <ReferenceLine
                key={applied.day}
                yAxisId="clicks"
                x={applied.day}
                stroke={APPLIED}
                strokeDasharray="4 3"
                label={{
                  value: batchLabel(applied),
                  position: 'top',
                  fontSize: 11,
                  fill: '#b45309',
                }}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-zinc-600">
        <span
          className="mr-1 inline-block h-3 w-0 border-l-2 border-dashed align-middle"
          style={{ borderColor: APPLIED }}
          aria-hidden
        />
        {marked.length === 0
          ? 'No links applied in this period yet (published by Linkloom, or approved and seen live by a re-crawl).'
          : `${marked.length} day${marked.length === 1 ? '' : 's'} links went live (${marked
              .map(
                (applied) =>
                  `${applied.day}: ${applied.links} link${applied.links === 1 ? '' : 's'}, ${describeBatchWay(applied)}`,
              )
              .join('; ')}).`}
      </figcaption>
    </figure>
  );
}
