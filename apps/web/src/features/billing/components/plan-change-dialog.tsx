import type { BillingInterval, PaidPlanId, PlanId } from '@linkloom/contracts';
import { PLANS } from '@linkloom/contracts';
import { ArrowRight } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useUpgradeSubscription } from '../api/upgrade-subscription';
import { errorMessageOr } from '../utils/error-message';
import { Dialog } from '@/components/ui/dialog';

const CHANGE_ERROR = 'Failed to change subscription';

export type PlanChange = {
  currentPlanId: PlanId;
  targetPlanId: PaidPlanId;
  interval: BillingInterval;
  isDowngrade: boolean;
};

type PlanChangeDialogProps = {
  change: PlanChange | null;
  onOpenChange: (isOpen: boolean) => void;
  onSuccess?: () => void;
};

function intervalLabel(interval: BillingInterval) {
  return interval === 'year' ? 'Yearly' : 'Monthly';
}

/**
 * Spec §2 plan-change confirmation: the current plan, the target plan, the billing interval
 * and whether it is a downgrade. Confirming moves the paid subscription (prorated).
 */
export function PlanChangeDialog({ change, onOpenChange, onSuccess }: PlanChangeDialogProps) {
  const upgrade = useUpgradeSubscription();

  function handleConfirm() {
    if (!change) {
      return;
    }
    upgrade.mutate(
      { planId: change.targetPlanId, billingInterval: change.interval },
      {
        onSuccess: () => {
          toast.success(
            change.isDowngrade
              ? 'Subscription changed successfully!'
              : 'Subscription upgraded successfully!',
          );
          onOpenChange(false);
          onSuccess?.();
        },
        onError: (error) => {
          toast.error(errorMessageOr(error, CHANGE_ERROR));
        },
      },
    );
  }

  const target = change ? PLANS[change.targetPlanId] : null;
  const price = target && change?.interval === 'year' ? target.yearlyPrice : target?.monthlyPrice;

  return (
    <Dialog
      isOpen={change !== null}
      onOpenChange={onOpenChange}
      title={change?.isDowngrade ? 'Confirm Plan Downgrade' : 'Confirm Plan Change'}
      description="Your subscription changes at once; the difference is prorated on your next invoice."
    >
      {change && target ? (
        <div className="flex flex-col gap-5">
          <div className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-4 text-sm">
            <div className="flex-1">
              <p className="text-xs text-zinc-500">Current plan</p>
              <p className="font-medium text-zinc-900">{PLANS[change.currentPlanId].name}</p>
            </div>
            <ArrowRight className="size-4 text-zinc-400" aria-hidden />
            <div className="flex-1 text-right">
              <p className="text-xs text-zinc-500">New plan</p>
              <p className="font-medium text-zinc-900">{target.name}</p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-y-2 text-sm">
            <dt className="text-zinc-500">Billing interval</dt>
            <dd className="text-right font-medium text-zinc-900">
              {intervalLabel(change.interval)}
            </dd>
            <dt className="text-zinc-500">Price</dt>
            <dd className="text-right font-medium text-zinc-900">${price}/month</dd>
          </dl>
          {change.isDowngrade ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
              This is a downgrade: you get fewer credits and websites from now on.
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={handleConfirm} disabled={upgrade.isPending}>
              {upgrade.isPending ? 'Processing...' : `Switch to ${target.name}`}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
