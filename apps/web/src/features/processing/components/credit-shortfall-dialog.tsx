import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useUpgradeRecommendation } from '@/lib/queries/get-upgrade-recommendation';
import { creditFitTitle } from '@/components/credits/credit-fit-notice';
import { choiceCount } from '@/components/page-selection/page-choice';
import type { PageChoice } from '@/components/page-selection/page-choice';

export type CreditShortfall = {
  choice: PageChoice;
  creditsRemaining: number;
  /** Why the check could not say yes ('Failed to check credits', say), when it failed. */
  errorMessage: string | null;
};

type CreditShortfallDialogProps = {
  shortfall: CreditShortfall | null;
  /** Back to the selection, as the user left it. */
  onClose: () => void;
  /** Send the whole selection anyway: the server processes as many URLs as the credits cover. */
  onContinuePartially: (choice: PageChoice) => void;
};

/**
 * The paywall of spec §2/§4: opens when a credit check says the balance does not cover the
 * selection (or the check failed). Titled 'Trial Ended' once the trial is over and 'Credits
 * Exhausted' when none are left; with some left it says what can happen now ('50 of 62 pages
 * can be analysed now') instead of claiming the credits are gone (issue 17). Closing it
 * goes back to the selection untouched.
 */
export function CreditShortfallDialog({
  shortfall,
  onClose,
  onContinuePartially,
}: CreditShortfallDialogProps) {
  const recommendation = useUpgradeRecommendation(shortfall !== null);
  const isTrialEnded = recommendation.data?.reason === 'trial_expired';
  const remaining = shortfall?.creditsRemaining ?? 0;
  const needed = shortfall ? choiceCount(shortfall.choice) : 0;
  const isCheckFailed = shortfall !== null && shortfall.errorMessage !== null;
  const canContinue = !isTrialEnded && !isCheckFailed && remaining > 0;
  const title = isTrialEnded
    ? 'Trial Ended'
    : canContinue
      ? creditFitTitle(remaining, needed)
      : 'Credits Exhausted';
  const description = isTrialEnded
    ? 'Your free trial has ended. Upgrade your plan to keep generating link suggestions.'
    : canContinue
      ? `One credit is used per page, and you have ${remaining} ${remaining === 1 ? 'credit' : 'credits'} left this month.`
      : 'One credit is used per selected URL. Upgrade your plan for more credits each month.';

  return (
    <Dialog
      isOpen={shortfall !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={title}
      description={description}
      className="sm:max-w-xl"
    >
      <div className="space-y-4 text-sm text-zinc-700">
        {shortfall?.errorMessage ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
            {shortfall.errorMessage}
          </p>
        ) : canContinue ? (
          <p>
            You selected <strong>{needed}</strong> pages. The first <strong>{remaining}</strong> in
            your list can be analysed now; the other <strong>{needed - remaining}</strong> stay in
            your selection for when you have more credits.
          </p>
        ) : (
          <p>
            You selected <strong>{needed}</strong> {needed === 1 ? 'URL' : 'URLs'} and have{' '}
            <strong>{remaining}</strong> {remaining === 1 ? 'credit' : 'credits'} left this month.
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Back to my selection
          </Button>
          {canContinue && shortfall ? (
            <Button variant="secondary" onClick={() => onContinuePartially(shortfall.choice)}>
              Process {remaining} {remaining === 1 ? 'URL' : 'URLs'} now
            </Button>
          ) : null}
          <Button asChild>
            <Link to={paths.billing} onClick={onClose}>
              Upgrade Plan
            </Link>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
