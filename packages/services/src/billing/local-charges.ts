import { PLANS } from '@linkloom/contracts';
import type { BillingInterval, PaidPlanId, PlanChoiceBody } from '@linkloom/contracts';
import type { SubscriptionRow } from '@linkloom/db';

/** A line of the local billing ledger, before it is given to a user. */
export type LocalCharge = {
  description: string;
  planId: PaidPlanId;
  billingInterval: BillingInterval;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
};

/** The end of a billing period that starts at `start`. */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'year') {
    end.setUTCFullYear(end.getUTCFullYear() + 1);
  } else {
    end.setUTCMonth(end.getUTCMonth() + 1);
  }
  return end;
}

/** What one whole period of a plan costs, in cents: yearly is the per-month price times 12. */
export function periodPriceCents(planId: PaidPlanId, interval: BillingInterval): number {
  const plan = PLANS[planId];
  return interval === 'year' ? plan.yearlyPrice * 12 * 100 : plan.monthlyPrice * 100;
}

function intervalLabel(interval: BillingInterval): string {
  return interval === 'year' ? 'yearly' : 'monthly';
}

/** A new subscription's first period, paid in full. */
export function chargeForPlan(
  planId: PaidPlanId,
  interval: BillingInterval,
  now: Date,
): LocalCharge {
  return {
    description: `Linkloom ${PLANS[planId].name}, ${intervalLabel(interval)}`,
    planId,
    billingInterval: interval,
    amountCents: periodPriceCents(planId, interval),
    periodStart: now,
    periodEnd: addInterval(now, interval),
  };
}

/**
 * A plan change, prorated as a card provider does it: within the same interval the price
 * difference for the rest of the period (a credit when it is a downgrade); to another
 * interval a new period from now, less what is left unused of the old one.
 */
export function chargeForChange(
  row: Pick<
    SubscriptionRow,
    'planId' | 'billingInterval' | 'currentPeriodStart' | 'currentPeriodEnd'
  >,
  target: PlanChoiceBody,
  now: Date,
): LocalCharge & { isNewPeriod: boolean } {
  const from = row.planId === 'free' ? null : row.planId;
  const start = row.currentPeriodStart ?? now;
  const end = row.currentPeriodEnd ?? addInterval(now, row.billingInterval);
  const length = Math.max(1, end.getTime() - start.getTime());
  const unused = Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / length));
  const oldPrice = from ? periodPriceCents(from, row.billingInterval) : 0;
  const newPrice = periodPriceCents(target.planId, target.billingInterval);
  const isNewPeriod = target.billingInterval !== row.billingInterval;
  const fromName = from ? PLANS[from].name : 'Free';
  const description = `Change from ${fromName} (${intervalLabel(row.billingInterval)}) to ${PLANS[target.planId].name} (${intervalLabel(target.billingInterval)}), prorated`;
  return {
    description,
    planId: target.planId,
    billingInterval: target.billingInterval,
    amountCents: isNewPeriod
      ? newPrice - Math.round(oldPrice * unused)
      : Math.round((newPrice - oldPrice) * unused),
    periodStart: now,
    periodEnd: isNewPeriod ? addInterval(now, target.billingInterval) : end,
    isNewPeriod,
  };
}
