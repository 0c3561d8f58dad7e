import type { BillingInterval, PaidPlanId } from '@linkloom/contracts';

export type StripePrices = {
  priceFor(planId: PaidPlanId, interval: BillingInterval): string;
  planOf(priceId: string): { planId: PaidPlanId; interval: BillingInterval } | null;
};

const PAIR = /^(starter|pro|business):(month|year)=(\S+)$/;

/**
 * Reads `STRIPE_PRICES` (`starter:month=price_…,…`), the Stripe prices of each plan.
 * @throws Error naming what is missing, so a misconfigured server fails at boot.
 */
export function parseStripePrices(entries: string[]): StripePrices {
  const byPlan = new Map<string, string>();
  const byPrice = new Map<string, { planId: PaidPlanId; interval: BillingInterval }>();
  for (const entry of entries) {
    const match = PAIR.exec(entry);
    if (!match) {
      throw new Error(`STRIPE_PRICES: "${entry}" is not plan:interval=price_id`);
    }
    const [, planId, interval, priceId] = match as unknown as [
      string,
      PaidPlanId,
      BillingInterval,
      string,
    ];
    byPlan.set(`${planId}:${interval}`, priceId);
    byPrice.set(priceId, { planId, interval });
  }
  const missing = ['starter', 'pro', 'business']
    .flatMap((plan) => ['month', 'year'].map((interval) => `${plan}:${interval}`))
    .filter((key) => !byPlan.has(key));
  if (missing.length > 0) {
    throw new Error(`STRIPE_PRICES is missing ${missing.join(', ')}`);
  }
  return {
    priceFor: (planId, interval) => byPlan.get(`${planId}:${interval}`)!,
    planOf: (priceId) => byPrice.get(priceId) ?? null,
  };
}
