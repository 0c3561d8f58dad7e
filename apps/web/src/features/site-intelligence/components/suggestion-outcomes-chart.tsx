import type { WebsiteAnalytics } from '@linkloom/contracts';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { SUGGESTION_STATUS_COLORS } from '../utils/chart-colors';

type SuggestionOutcomesChartProps = { byStatus: WebsiteAnalytics['suggestionsByStatus'] };

const SLICES = [
  { key: 'approved', label: 'Approved' },
  { key: 'applied', label: 'Applied' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'pending', label: 'Pending' },
] as const;

/** Suggestions someone decided on: approved, applied or rejected (pending ones are not). */
export function reviewedCount(byStatus: WebsiteAnalytics['suggestionsByStatus']): number {
  return byStatus.approved + byStatus.applied + byStatus.rejected;
}

/** Share of reviewed suggestions that were accepted (approved or applied), or null before any review. */
export function approvalRate(byStatus: WebsiteAnalytics['suggestionsByStatus']): number | null {
  const accepted = byStatus.approved + byStatus.applied;
  const reviewed = reviewedCount(byStatus);
  return reviewed === 0 ? null : Math.round((accepted / reviewed) * 100);
}

/**
 * Every suggestion by status as a donut (pending its own share), with the approval rate of
 * the reviewed ones inside, saying how many that is.
 */
export function SuggestionOutcomesChart({ byStatus }: SuggestionOutcomesChartProps) {
  const data = SLICES.map((slice) => ({ ...slice, value: byStatus[slice.key] }));
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  const rate = approvalRate(byStatus);
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <div className="relative h-44 w-44 shrink-0">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={total === 0 ? [{ label: 'None', value: 1 }] : data}
              dataKey="value"
              nameKey="label"
              innerRadius="68%"
              outerRadius="100%"
              paddingAngle={total === 0 ? 0 : 1}
              stroke="none"
              isAnimationActive={false}
            >
              {total === 0 ? (
                <Cell fill="#e4e4e7" />
              ) : (
                data.map((slice) => (
                  <Cell key={slice.key} fill={SUGGESTION_STATUS_COLORS[slice.key]} />
                ))
              )}
            </Pie>
            {total > 0 ? <Tooltip /> : null}
          </PieChart>
        </ResponsiveContainer>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-semibold text-zinc-900">
            {rate === null ? '–' : `${rate}%`}
          </span>
          <span className="text-xs text-zinc-500">approved</span>
          {rate === null ? null : (
            <span className="text-xs text-zinc-500">{`of ${reviewedCount(byStatus).toLocaleString('en')} reviewed`}</span>
          )}
        </div>
      </div>
      <dl className="grid w-full grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1">
        {data.map((slice) => (
          <div key={slice.key} className="flex items-center gap-2">
            <span
              className="size-2.5 rounded-full"
              style={{ backgroundColor: SUGGESTION_STATUS_COLORS[slice.key] }}
              aria-hidden
            />
            <dt className="text-zinc-600">{slice.label}</dt>
            <dd className="ml-auto font-medium text-zinc-900 tabular-nums">
              {slice.value.toLocaleString('en')}
              {total > 0 ? (
                <span className="ml-1 font-normal text-zinc-500">
                  {`(${Math.round((slice.value / total) * 100)}%)`}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
