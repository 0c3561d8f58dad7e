import type { BillingInterval } from '@linkloom/contracts';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { CataloguePlan } from '../api/get-plans';

/** What choosing this card does from the current plan: its button says so. */
export type PlanAction = 'upgrade' | 'downgrade' | 'switch';

type PlanCardProps = {
  plan: CataloguePlan;
  /** 'upgrade' from a trial or the free plan; from a paid plan, by the plans' order. */
  action: PlanAction;
  interval: BillingInterval;
  isCurrent: boolean;
  isPopular: boolean;
  isProcessing: boolean;
  isDisabled: boolean;
  onChoose: (planId: string) => void;
};

const ACTION_LABELS: Record<PlanAction, string> = {
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  switch: 'Switch',
};

/**
 * Spec §2 plan card: name, price per month ('Billed annually ($x/year)' when yearly), the
 * features, and 'Upgrade' ('Processing...' while busy) or a disabled 'Current Plan'. From a
 * paid plan a cheaper plan's button says 'Downgrade' and the same plan's other interval
 * 'Switch to yearly' or 'Switch to monthly' (issue 17).
 */
export function PlanCard({
  plan,
  action,
  interval,
  isCurrent,
  isPopular,
  isProcessing,
  isDisabled,
  onChoose,
}: PlanCardProps) {
  const isYearly = interval === 'year';
  const price = isYearly ? plan.yearlyPrice : plan.monthlyPrice;
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col p-6',
        isPopular && 'border-brand-500 ring-1 ring-brand-500',
        isCurrent && 'border-emerald-500 ring-1 ring-emerald-500',
      )}
    >
      {isPopular ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          Most Popular
        </span>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-zinc-900">
        {plan.name}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-3xl font-semibold tracking-tight text-zinc-900">${price}</span>
        <span className="text-sm text-zinc-500">/month</span>
      </p>
      <p className="mt-1 h-5 text-xs text-zinc-500">
        {isYearly ? `Billed annually ($${plan.yearlyPrice * 12}/year)` : null}
      </p>
      <ul className="mt-5 flex flex-1 flex-col gap-2 text-sm text-zinc-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {isCurrent ? (
        <Button variant="secondary" className="mt-6 w-full" disabled>
          Current Plan
        </Button>
      ) : (
        <Button
          className="mt-6 w-full"
          variant={isPopular ? 'primary' : 'secondary'}
          disabled={isDisabled || isProcessing}
          onClick={() => onChoose(plan.id)}
          aria-label={isProcessing ? undefined : `${ACTION_LABELS[action]} to ${plan.name}`}
        >
          {isProcessing
            ? 'Processing...'
            : action === 'switch'
              ? `Switch to ${isYearly ? 'yearly' : 'monthly'}`
              : ACTION_LABELS[action]}
        </Button>
      )}
    </Card>
  );
}
