import type { Page } from '@linkloom/contracts';
import { cn } from '@/lib/cn';

const STATUS_STYLES: Record<string, { label: string; className: string }> = {
  crawled: { label: 'Crawled', className: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20' },
  error: { label: 'Error', className: 'bg-red-50 text-red-700 ring-red-600/20' },
  crawling: { label: 'Crawling', className: 'bg-blue-50 text-blue-700 ring-blue-600/20' },
  pending: { label: 'Pending', className: 'bg-amber-50 text-amber-800 ring-amber-600/20' },
};

type PageStatusBadgeProps = { status: Page['status'] | (string & {}) };

/** Spec §2: crawled, error, crawling, pending, and a neutral badge for any other status. */
export function PageStatusBadge({ status }: PageStatusBadgeProps) {
  const style = STATUS_STYLES[status] ?? {
    label: status.charAt(0).toUpperCase() + status.slice(1),
    className: 'bg-zinc-100 text-zinc-700 ring-zinc-500/20',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        style.className,
      )}
    >
      {style.label}
    </span>
  );
}
