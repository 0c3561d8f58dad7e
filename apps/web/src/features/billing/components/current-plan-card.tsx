import type { Subscription } from '@linkloom/contracts';
import { PLANS } from '@linkloom/contracts';
import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { formatBillingDate } from '../utils/format-date';
import { currentTierOf, statusBadgeOf } from '../utils/subscription-rules';

type CurrentPlanCardProps = { subscription: Subscription };

/**
 * Spec §2 'Current Plan' card (shown when the status is neither free nor trialing): the plan
 * name, a monthly price, a status badge and 'Manage Billing'.
 */
export function CurrentPlanCard({ subscription }: CurrentPlanCardProps) {
  const portal = useOpenBillingPortal();
  const tier = currentTierOf(subscription);
  const plan = PLANS[tier.planId];
  const monthlyPrice = tier.interval === 'year' ? plan.yearlyPrice : plan.monthlyPrice;
  const badge = statusBadgeOf(subscription.status);
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <CreditCard className="size-5" aria-hidden />
        </div>
        <div>
          <h2 className="text-sm font-medium text-zinc-500">Current Plan</h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-zinc-900">{plan.name}</span>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                badge.isDestructive ? 'bg-red-100 text-red-700' : 'bg-emerald-100 text-emerald-700',
              )}
            >
              {badge.label}
            </span>
          </p>
          <p className="mt-1 text-sm text-zinc-600">
            ${monthlyPrice}/month
            {tier.interval === 'year' ? ', billed annually' : ''}
            {subscription.currentPeriodEnd
              ? subscription.cancelAtPeriodEnd
                ? ` · Ends on ${formatBillingDate(subscription.currentPeriodEnd)}`
                : ` · Renews on ${formatBillingDate(subscription.currentPeriodEnd)}`
              : ''}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        onClick={() => portal.mutate()}
        disabled={portal.isPending || portal.isSuccess}
      >
        Manage Billing
      </Button>
    </Card>
  );
}
