import { paidPlanIdSchema } from '@linkloom/contracts';
import type { BillingInterval } from '@linkloom/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useSubscription } from '../api/get-subscription';
import { currentTierOf, hasPaidPlan, isDowngrade } from '../utils/subscription-rules';
import type { PlanChange } from './plan-change-dialog';

/**
 * What 'Upgrade' does: a paid subscription moves plan after a confirmation (the plan-change
 * dialog); a trial, an expired trial or the free plan goes to checkout.
 */
export function useChoosePlan() {
  const { subscription } = useSubscription();
  const checkout = useCreateCheckoutSession();
  const [planChange, setPlanChange] = useState<PlanChange | null>(null);

  function choosePlan(planId: string, interval: BillingInterval) {
    const parsed = paidPlanIdSchema.safeParse(planId);
    if (!parsed.success) {
      // Spec §5: plan choice must be starter, pro or business.
      toast.error(parsed.error.issues[0]?.message ?? 'Invalid plan selected');
      return;
    }
    if (hasPaidPlan(subscription)) {
      const current = currentTierOf(subscription).planId;
      setPlanChange({
        currentPlanId: current,
        targetPlanId: parsed.data,
        interval,
        isDowngrade: isDowngrade(current, parsed.data),
      });
      return;
    }
    checkout.mutate({ planId: parsed.data, billingInterval: interval });
  }

  return {
    choosePlan,
    /** The plan whose checkout is being created or opened ('Processing...' on its button). */
    pendingPlanId:
      checkout.isPending || checkout.isSuccess ? (checkout.variables?.planId ?? null) : null,
    planChange,
    closePlanChange: () => setPlanChange(null),
  };
}
