import { cn } from '@/lib/cn';
import type { PageState } from '../utils/page-state';

const BADGES: Record<PageState, { label: string; title: string; className: string }> = {
  has_suggestions: {
    label: 'Has suggestions',
    title: 'Processing it again replaces its pending suggestions',
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  },
  no_links_found: {
    label: 'Analysed, no links found',
    title: 'Nothing changed since: analysing it again finds the same and costs no credit',
    className: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  },
  changed: {
    label: 'Changed since analysis',
    title: 'The page or the site changed since it was analysed without a link found',
    className: 'bg-amber-50 text-amber-800 ring-amber-200',
  },
  left_out: {
    label: 'List, not analysed',
    title: 'It lists other pages (a home page or an archive): never analysed, never charged',
    className: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  },
  not_analysed: {
    label: 'Not analysed yet',
    title: 'One credit to analyse it',
    className: 'bg-sky-50 text-sky-800 ring-sky-200',
  },
};

type PageStateBadgeProps = { state: PageState; className?: string };

/** A page's analysis state in the picker (issue 17). */
export function PageStateBadge({ state, className }: PageStateBadgeProps) {
  const badge = BADGES[state];
  return (
    <span
      title={badge.title}
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        badge.className,
        className,
      )}
    >
      {badge.label}
    </span>
  );
}
