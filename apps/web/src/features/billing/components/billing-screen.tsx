import type { BillingInterval } from '@linkloom/contracts';
import { FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBillingProvider } from '../api/get-billing-provider';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import {
  currentTierOf,
  hasPaidPlan,
  isFreeSubscription,
  PLAN_ORDER,
} from '../utils/subscription-rules';
import { ActiveWebsitesCard } from './active-websites-card';
import { CheckoutCanceledNotice } from './checkout-canceled-notice';
import { CurrentPlanCard } from './current-plan-card';
import { IntervalToggle } from './interval-toggle';
import { PlanCard } from './plan-card';
import type { PlanAction } from './plan-card';
import { PlanChangeDialog } from './plan-change-dialog';
import { TrialStatusCard } from './trial-status-card';
import { useChoosePlan } from './use-choose-plan';

/**
 * Spec §2 Billing page: the Current Plan card (neither free nor trialing), the trial cards,
 * the Monthly/Yearly toggle and the starter, pro and business plan cards.
 */
export function BillingScreen() {
  const { subscription, isLoading } = useSubscription();
  const plans = usePlans();
  const provider = useBillingProvider();
  const [chosenInterval, setInterval] = useState<BillingInterval | null>(null);
  const { choosePlan, pendingPlanId, planChange, closePlanChange } = useChoosePlan();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isCheckoutCanceled, setIsCheckoutCanceled] = useState(
    () => searchParams.get('checkout') === 'canceled',
  );

  useEffect(() => {
    // Said once: a reload or a shared link does not say it again.
    if (searchParams.has('checkout')) {
      setSearchParams(
        (params) => {
          params.delete('checkout');
          return params;
        },
        { replace: true },
      );
    }
  }, [searchParams, setSearchParams]);

  if (isLoading || plans.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <LoadError
        title="Error loading plans"
        error={plans.error}
        isRetrying={plans.isFetching}
        onRetry={() => void plans.refetch()}
      />
    );
  }

  const { status } = subscription;
  const isTrialing = status === 'trialing';
  const tier = currentTierOf(subscription);
  // Spec §2: during a trial no plan card is current; nor on the free plan or an expired trial.
  const currentTier = isTrialing || isFreeSubscription(subscription) ? null : tier;
  // Opens on the interval the user pays by, so their plan reads 'Current Plan' at once.
  const interval = chosenInterval ?? currentTier?.interval ?? 'month';
  const hidesPopular = currentTier !== null && PLAN_ORDER[currentTier.planId] >= PLAN_ORDER.pro;
  const paidTier = hasPaidPlan(subscription) ? tier : null;
  function actionFor(planId: keyof typeof PLAN_ORDER): PlanAction {
    if (!paidTier) {
      return 'upgrade';
    }
    if (planId === paidTier.planId) {
      return 'switch';
    }
    return PLAN_ORDER[planId] > PLAN_ORDER[paidTier.planId] ? 'upgrade' : 'downgrade';
  }
  const paidPlans = plans.data
    .filter((plan) => plan.id !== 'free')
    .sort((a, b) => PLAN_ORDER[a.id] - PLAN_ORDER[b.id]);

  return (
    <div className="flex flex-col gap-6">
      {isCheckoutCanceled ? (
        <CheckoutCanceledNotice onDismiss={() => setIsCheckoutCanceled(false)} />
      ) : null}
      {status !== 'free' && !isTrialing ? <CurrentPlanCard subscription={subscription} /> : null}
      <TrialStatusCard subscription={subscription} />
      <ActiveWebsitesCard />
      {provider.data?.provider === 'local' ? (
        <p className="flex items-center gap-2 text-xs text-zinc-500">
          <FlaskConical className="size-4 text-amber-600" aria-hidden />
          Payments run in test mode on this installation: no card is charged.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-zinc-900">Plans</h2>
        <IntervalToggle interval={interval} onIntervalChange={setInterval} />
      </div>
      <div className="grid gap-6 pt-2 md:grid-cols-3">
        {paidPlans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            action={actionFor(plan.id)}
            interval={interval}
            isCurrent={currentTier?.planId === plan.id && currentTier.interval === interval}
            isPopular={plan.popular === true && !hidesPopular}
            isProcessing={pendingPlanId === plan.id}
            isDisabled={pendingPlanId !== null}
            onChoose={(planId) => choosePlan(planId, interval)}
          />
        ))}
      </div>
      <PlanChangeDialog
        change={planChange}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            closePlanChange();
          }
        }}
      />
    </div>
  );
}
