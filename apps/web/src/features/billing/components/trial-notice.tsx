import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSubscription } from '../api/get-subscription';
import { isTrialExpired } from '../utils/subscription-rules';
import { useTrialDaysLeft } from './use-trial-days-left';

// Spec §9: the trial warning shows at 3 or fewer days left.
const TRIAL_WARNING_DAYS = 3;

type TrialNoticeProps = { onNavigate?: () => void };

function daysText(days: number) {
  return `${days} ${days === 1 ? 'day' : 'days'} remaining`;
}

/** Spec §2: the sidebar's trial notice with the days remaining. */
export function TrialNotice({ onNavigate }: TrialNoticeProps) {
  const { subscription } = useSubscription();
  const days = useTrialDaysLeft();
  if (isTrialExpired(subscription)) {
    return (
      <Link
        to={paths.billing}
        onClick={onNavigate}
        className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-xs text-red-800 hover:bg-red-100"
      >
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <span className="block font-semibold">Free trial ended</span>
          Choose a plan to continue
        </span>
      </Link>
    );
  }
  if (days === null) {
    return null;
  }
  const isWarning = days <= TRIAL_WARNING_DAYS;
  return (
    <Link
      to={paths.billing}
      onClick={onNavigate}
      className={cn(
        'flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-xs',
        isWarning
          ? 'border-amber-200 bg-amber-50 text-amber-900 hover:bg-amber-100'
          : 'border-blue-200 bg-blue-50 text-blue-900 hover:bg-blue-100',
      )}
    >
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="block font-semibold">Free Trial</span>
        {daysText(days)}
        {isWarning ? ' · upgrade to keep going' : ''}
      </span>
    </Link>
  );
}
