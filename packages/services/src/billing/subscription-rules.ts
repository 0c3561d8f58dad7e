import { PLANS } from '@linkloom/contracts';
import type { PlanId, Subscription } from '@linkloom/contracts';
import type { SubscriptionRow } from '@linkloom/db';

export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The status as of `now`: a trial past its end without payment is 'pending' (expired). */
export function effectiveStatus(
  row: Pick<SubscriptionRow, 'status' | 'trialEnd'>,
  now: Date,
): SubscriptionRow['status'] {
  if (row.status === 'trialing' && row.trialEnd && row.trialEnd.getTime() <= now.getTime()) {
    return 'pending';
  }
  return row.status;
}

/** Spec §4: ceiling of 24-hour days until the trial ends, never below 0; null without a trial. */
export function trialDaysLeft(trialEnd: Date | null, now: Date): number | null {
  if (!trialEnd) {
    return null;
  }
  return Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS));
}

const TIER_BASE: Record<PlanId, number> = { free: 0, starter: 25, pro: 35, business: 45 };

/** Spec §4 tier codes: 0 free; 25/27 Starter, 35/37 Pro, 45/47 Business (monthly/yearly). */
export function pricingTierNumber(planId: PlanId, interval: 'month' | 'year'): number {
  const base = TIER_BASE[planId];
  return base === 0 ? 0 : base + (interval === 'year' ? 2 : 0);
}

/**
 * The credit period that contains `now`: the paid subscription's period, else the
 * calendar month (UTC) on the free plan and the trial.
 */
export function creditPeriod(
  row: Pick<SubscriptionRow, 'planId' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  now: Date,
) {
  if (
    row.planId !== 'free' &&
    row.currentPeriodStart &&
    row.currentPeriodEnd &&
    row.currentPeriodEnd > now
  ) {
    return { start: row.currentPeriodStart, end: row.currentPeriodEnd };
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** The subscription as the API shows it (spec §3). */
export function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  const plan = PLANS[row.planId];
  const status = effectiveStatus(row, now);
  return {
    id: row.providerSubscriptionId ?? (row.planId === 'free' ? 'free' : `sub_${row.userId}`),
    plan: {
      id: plan.id,
      name: plan.name,
      price: row.billingInterval === 'year' ? plan.yearlyPrice : plan.monthlyPrice,
      currency: 'USD',
      interval: row.billingInterval,
    },
    status,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    isTrial: status === 'trialing',
    pricingTierNumber: pricingTierNumber(row.planId, row.billingInterval),
  };
}
