import type { SuggestionStats } from '@linkloom/contracts';
import { cn } from '@/lib/cn';

type SummaryCountsProps = { stats: SuggestionStats | undefined };

const ITEMS = [
  { key: 'total', label: 'Total', tone: 'text-zinc-900' },
  { key: 'pending', label: 'Pending', tone: 'text-amber-700' },
  { key: 'approved', label: 'Approved', tone: 'text-emerald-700' },
  { key: 'rejected', label: 'Rejected', tone: 'text-red-700' },
  // Links written to the site: without this tile they were in no count but the total.
  { key: 'applied', label: 'Applied', tone: 'text-sky-700' },
] as const;

/** The summary counts by status (all of the website's suggestions, not just those loaded). */
export function SummaryCounts({ stats }: SummaryCountsProps) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Summary">
      {ITEMS.map((item) => (
        <div
          key={item.key}
          className="rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-xs"
        >
          <dt className="text-xs font-medium text-zinc-500">{item.label}</dt>
          <dd className={cn('mt-0.5 text-2xl font-semibold tabular-nums', item.tone)}>
            {stats ? stats[item.key] : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
