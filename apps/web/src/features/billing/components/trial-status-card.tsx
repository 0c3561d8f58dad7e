import type { Subscription } from '@linkloom/contracts';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { formatBillingDate } from '../utils/format-date';
import { isTrialExpired } from '../utils/subscription-rules';

type TrialStatusCardProps = { subscription: Subscription };

/** Spec §2: a blue 'Free Trial Active' card while trialing, a red 'Trial Expired' one when pending. */
export function TrialStatusCard({ subscription }: TrialStatusCardProps) {
  const endDate = formatBillingDate(subscription.trialEnd);
  if (isTrialExpired(subscription)) {
    return (
      <section
        aria-labelledby="trial-expired-title"
        className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-5"
      >
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
        <div>
          <h2 id="trial-expired-title" className="font-semibold text-red-900">
            Trial Expired
          </h2>
          <p className="mt-1 text-sm text-red-800">
            Your free trial ended on {endDate}. Upgrade to a plan below to keep generating link
            suggestions.
          </p>
        </div>
      </section>
    );
  }
  if (subscription.status !== 'trialing') {
    return null;
  }
  return (
    <section
      aria-labelledby="trial-active-title"
      className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-5"
    >
      <Sparkles className="mt-0.5 size-5 shrink-0 text-blue-600" aria-hidden />
      <div>
        <h2 id="trial-active-title" className="font-semibold text-blue-900">
          Free Trial Active
        </h2>
        <p className="mt-1 text-sm text-blue-800">
          Your free trial ends on {endDate}. Choose a plan to keep your credits coming after it
          ends.
        </p>
      </div>
    </section>
  );
}
