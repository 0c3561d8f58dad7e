import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

/** '50 of 62 pages can be analysed now': what a selection larger than the balance leads to. */
export function creditFitTitle(creditsRemaining: number, selectedCount: number): string {
  return `${creditsRemaining} of ${selectedCount} pages can be analysed now`;
}

type CreditFitNoticeProps = {
  selectedCount: number;
  /** The balance this month; undefined while it loads (nothing is shown). */
  creditsRemaining: number | undefined;
  /** Selected pages unchanged since their last analysis: skipped, and their credit given back. */
  unchangedCount?: number;
  /**
   * Selected pages processing leaves out (archives, lists): never analysed nor charged, and
   * not counted in `selectedCount`.
   */
  leftOutCount?: number;
  className?: string;
};

/**
 * Under a page selection: what processing it will cost, and, when the credits do not cover
 * it, how many pages can be analysed now (issue 17), while the selection stays as it is.
 */
export function CreditFitNotice({
  selectedCount,
  creditsRemaining,
  unchangedCount = 0,
  leftOutCount = 0,
  className,
}: CreditFitNoticeProps) {
  if (creditsRemaining === undefined || selectedCount + leftOutCount === 0) {
    return null;
  }
  const leftOut =
    leftOutCount > 0
      ? ` ${leftOutCount} selected ${leftOutCount === 1 ? 'page is an archive or list' : 'pages are archives or lists'}: not analysed, not charged.`
      : '';
  if (selectedCount <= creditsRemaining) {
    return (
      <p className={cn('text-xs text-zinc-600', className)}>
        Uses {selectedCount - unchangedCount} of your {creditsRemaining}{' '}
        {creditsRemaining === 1 ? 'credit' : 'credits'} left this month (one per page; unchanged
        pages are free).{leftOut}
      </p>
    );
  }
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      <div>
        <p className="font-medium">
          {creditsRemaining === 0
            ? 'No credits left this month'
            : creditFitTitle(creditsRemaining, selectedCount)}
        </p>
        <p className="text-amber-800">
          {creditsRemaining === 0
            ? 'Upgrade your plan to analyse these pages. Your selection stays as it is.'
            : `You have ${creditsRemaining} ${creditsRemaining === 1 ? 'credit' : 'credits'} left this month, one per page: the first ${creditsRemaining} in the list are analysed. Your selection stays as it is.`}
        </p>
      </div>
    </div>
  );
}
