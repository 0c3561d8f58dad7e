import type { BillingInterval } from '@linkloom/contracts';
import { PLANS } from '@linkloom/contracts';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';

type PlanOptionsProps = {
  interval: BillingInterval;
  /** Shows the Free Trial row first (the credits dialog's figures). */
  isFreeTrialShown: boolean;
  pendingPlanId: string | null;
  onChoose: (planId: string) => void;
};

const PAID = [PLANS.starter, PLANS.pro, PLANS.business];

/**
 * Spec §9 credits dialog figures: Free Trial 50 credits $0; Starter 50 credits $19/month;
 * Pro 200 credits $49 (popular); Business 500 credits $99 (yearly-billed prices when yearly).
 */
export function PlanOptions({
  interval,
  isFreeTrialShown,
  pendingPlanId,
  onChoose,
}: PlanOptionsProps) {
  const isYearly = interval === 'year';
  return (
    <ul className="flex flex-col gap-2">
      {isFreeTrialShown ? (
        <li className="flex items-center justify-between gap-3 rounded-lg border border-zinc-200 bg-zinc-50 px-4 py-3 text-sm">
          <div>
            <p className="font-medium text-zinc-900">Free Trial</p>
            <p className="text-zinc-500">{PLANS.free.creditsPerMonth} credits</p>
          </div>
          <p className="font-semibold text-zinc-900">$0</p>
        </li>
      ) : null}
      {PAID.map((plan) => {
        const price = isYearly ? plan.yearlyPrice : plan.monthlyPrice;
        const isProcessing = pendingPlanId === plan.id;
        return (
          <li
            key={plan.id}
            className={cn(
              'flex items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm',
              plan.popular ? 'border-brand-500 bg-brand-50/50' : 'border-zinc-200',
            )}
          >
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-medium text-zinc-900">
                {plan.name}
                {plan.popular ? (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">
                    Popular
                  </span>
                ) : null}
              </p>
              <p className="text-zinc-500">{plan.creditsPerMonth} credits</p>
            </div>
            <div className="flex items-center gap-3">
              <p className="font-semibold whitespace-nowrap text-zinc-900">
                ${price}
                <span className="font-normal text-zinc-500">/month</span>
              </p>
              <Button
                size="sm"
                variant={plan.popular ? 'primary' : 'secondary'}
                disabled={pendingPlanId !== null}
                onClick={() => onChoose(plan.id)}
                aria-label={isProcessing ? undefined : `Choose ${plan.name}`}
              >
                {isProcessing ? 'Processing...' : 'Choose'}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
