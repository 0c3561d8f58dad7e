import { PauseCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type PausedWebsitesNoticeProps = {
  /** How many of the user's websites the plan has paused. */
  pausedCount: number;
  /** Said on one website's screens: this website is the paused one. */
  isThisWebsite?: boolean;
};

/**
 * Why websites are paused and how to fix it (issue 54), instead of errors on their screens:
 * their data is kept, read-only, until the owner chooses them as active or upgrades.
 */
export function PausedWebsitesNotice({
  pausedCount,
  isThisWebsite = false,
}: PausedWebsitesNoticeProps) {
  if (pausedCount === 0) {
    return null;
  }
  const what = isThisWebsite
    ? 'This website is paused'
    : `${pausedCount} of your websites ${pausedCount === 1 ? 'is' : 'are'} paused`;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <PauseCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {what}: your plan allows fewer active websites. Paused websites keep their data,
          read-only; nothing crawls or changes on them.
        </span>
      </p>
      <Link
        to={`${paths.billing}#active-websites`}
        className="shrink-0 font-semibold text-amber-900 underline underline-offset-2"
      >
        Choose active websites
      </Link>
    </div>
  );
}
