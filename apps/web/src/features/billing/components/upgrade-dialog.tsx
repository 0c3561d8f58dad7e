import type { BillingInterval } from '@linkloom/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscription } from '../api/get-subscription';
import { isOnTrial, isTrialExpired } from '../utils/subscription-rules';
import { Dialog } from '@/components/ui/dialog';
import { IntervalToggle } from './interval-toggle';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanOptions } from './plan-options';
import { useChoosePlan } from './use-choose-plan';
import { useUpgradeDialog } from './use-upgrade-dialog';

/**
 * Spec §2: the upgrade dialog that opens when credits run out, titled 'Trial Ended' or
 * 'Credits Exhausted', offering starter, pro and business, monthly or yearly.
 */
export function UpgradeDialog() {
  const { isOpen, reason, close } = useUpgradeDialog();
  const { subscription } = useSubscription();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const { choosePlan, pendingPlanId, planChange, closePlanChange } = useChoosePlan();
  const isTrialEnded =
    reason === 'trial_ended' || (reason === null && isTrialExpired(subscription));
  const title = isTrialEnded ? 'Trial Ended' : 'Credits Exhausted';
  const description = isTrialEnded
    ? 'Your free trial has ended. Choose a plan to keep generating internal link suggestions.'
    : "You've used all your credits for this month. Upgrade to get more credits now.";

  return (
    <>
      <Dialog
        isOpen={isOpen}
        onOpenChange={(next) => {
          if (!next) {
            close();
          }
        }}
        title={title}
        description={description}
      >
        <div className="flex flex-col gap-4">
          <div className="flex justify-center">
            <IntervalToggle interval={interval} onIntervalChange={setInterval} />
          </div>
          <PlanOptions
            interval={interval}
            isFreeTrialShown={isOnTrial(subscription) || isTrialExpired(subscription)}
            pendingPlanId={pendingPlanId}
            onChoose={(planId) => {
              choosePlan(planId, interval);
            }}
          />
          <p className="text-center text-sm text-zinc-500">
            <Link to={paths.billing} onClick={close} className="text-brand-700 hover:underline">
              Compare all plan features
            </Link>
          </p>
        </div>
      </Dialog>
      <PlanChangeDialog
        change={planChange}
        onOpenChange={(next) => {
          if (!next) {
            closePlanChange();
          }
        }}
        onSuccess={close}
      />
    </>
  );
}
