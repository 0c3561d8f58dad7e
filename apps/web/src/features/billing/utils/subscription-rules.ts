import type { PaidPlanId, PlanId, Subscription } from '@linkloom/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §3: the subscription used when there is none (a 404) or it cannot be loaded. */
export const FREE_SUBSCRIPTION: Subscription = {
  id: 'free',
  plan: { id: 'free', name: 'Free', price: 0, currency: 'USD', interval: 'month' },
  status: 'free',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEnd: null,
  isTrial: false,
  pricingTierNumber: 0,
};

type StatusFields = Pick<Subscription, 'status' | 'isTrial' | 'pricingTierNumber'>;

/** Spec §4: active means status active or trialing. */
export function isActiveSubscription({ status }: Pick<Subscription, 'status'>): boolean {
  return status === 'active' || status === 'trialing';
}

/** Spec §4: on trial when isTrial is set or the status is trialing. */
export function isOnTrial({ status, isTrial }: Pick<StatusFields, 'status' | 'isTrial'>): boolean {
  return isTrial || status === 'trialing';
}

/** Spec §4: a trial is expired when the status is pending. */
export function isTrialExpired({ status }: Pick<Subscription, 'status'>): boolean {
  return status === 'pending';
}

/** Spec §4: free when the status is free or the tier number is 0. */
export function isFreeSubscription({
  status,
  pricingTierNumber,
}: Pick<StatusFields, 'status' | 'pricingTierNumber'>): boolean {
  return status === 'free' || pricingTierNumber === 0;
}

/**
 * Spec §4: the ceiling of 24-hour days until trialEnd, never below 0; null without a trial.
 */
export function trialDaysLeft(trialEnd: string | null | undefined, now: Date): number | null {
  if (!trialEnd) {
    return null;
  }
  const end = new Date(trialEnd).getTime();
  if (Number.isNaN(end)) {
    return null;
  }
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export type Tier = { planId: PlanId; interval: 'month' | 'year' };

// Spec §4: tier codes are identifiers, separate from display prices.
const TIERS: Record<number, Tier> = {
  0: { planId: 'free', interval: 'month' },
  25: { planId: 'starter', interval: 'month' },
  27: { planId: 'starter', interval: 'year' },
  35: { planId: 'pro', interval: 'month' },
  37: { planId: 'pro', interval: 'year' },
  45: { planId: 'business', interval: 'month' },
  47: { planId: 'business', interval: 'year' },
};

/** The plan and interval a pricing tier number stands for; null for an unknown code. */
export function tierFromNumber(tierNumber: number | null | undefined): Tier | null {
  if (tierNumber === null || tierNumber === undefined) {
    return null;
  }
  return TIERS[tierNumber] ?? null;
}

/**
 * Spec §4: the billing page takes the current plan from pricingTierNumber when present,
 * otherwise from plan.id.
 */
export function currentTierOf(subscription: Subscription): Tier {
  return (
    tierFromNumber(subscription.pricingTierNumber) ?? {
      planId: subscription.plan.id,
      interval: subscription.plan.interval,
    }
  );
}

export type StatusBadge = { label: string; isDestructive: boolean };

/** Spec §4: the status labels of the billing page. */
export function statusBadgeOf(status: Subscription['status']): StatusBadge {
  switch (status) {
    case 'trialing':
      return { label: 'Free Trial', isDestructive: false };
    case 'active':
      return { label: 'Active', isDestructive: false };
    case 'canceled':
      return { label: 'Cancelled', isDestructive: true };
    case 'past_due':
      return { label: 'Past Due', isDestructive: false };
    case 'pending':
      return { label: 'Trial Expired', isDestructive: true };
    default:
      return { label: 'Unknown', isDestructive: false };
  }
}

/** Spec §4: popularity tier order, used to tell an upgrade from a downgrade. */
export const PLAN_ORDER: Record<PlanId, number> = { free: 0, starter: 1, pro: 2, business: 3 };

export function isDowngrade(from: PlanId, to: PaidPlanId): boolean {
  return PLAN_ORDER[to] < PLAN_ORDER[from];
}

/**
 * A paid plan is changed in place (prorated); anyone else goes through checkout.
 * Cancelled subscriptions keep their plan until the period ends, so they change in place too.
 */
export function hasPaidPlan(subscription: Subscription): boolean {
  return !isFreeSubscription(subscription) && !isTrialExpired(subscription);
}
