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

/** `start` moved on by `months` calendar months (UTC), on the same day or the month's last. */
function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(start);
  moved.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return moved;
}

/**
 * The credit period that contains `now`: credits reset monthly (spec §4), so it is the month of
 * the paid subscription's period that contains `now` (a yearly period has twelve), else the
 * calendar month (UTC) on the free plan and the trial.
 */
export function creditPeriod(
  row: Pick<SubscriptionRow, 'planId' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  now: Date,
) {
  const { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd } = row;
  if (row.planId !== 'free' && periodStart && periodEnd && periodEnd > now && periodStart <= now) {
    let months =
      (now.getUTCFullYear() - periodStart.getUTCFullYear()) * 12 +
      now.getUTCMonth() -
      periodStart.getUTCMonth();
    while (months > 0 && addMonths(periodStart, months) > now) {
      months -= 1;
    }
    const start = addMonths(periodStart, months);
    const next = addMonths(periodStart, months + 1);
    return { start, end: next < periodEnd ? next : periodEnd };
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
