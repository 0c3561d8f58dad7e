import type { PaidPlanId } from '@linkloom/contracts';
import type { createTestApp } from './test-app';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

/** Pays for `planId` through the built-in test-mode checkout, as a user would. */
export async function subscribeInTestMode(
  harness: Harness,
  headers: Record<string, string>,
  planId: PaidPlanId,
): Promise<void> {
  const checkout = await harness.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers,
    payload: { planId, billingInterval: 'month' },
  });
  const { pathname } = new URL(checkout.json().data.url);
  const paid = await harness.app.inject({
    method: 'POST',
    url: `${pathname}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (paid.statusCode !== 303) {
    throw new Error(`the test-mode checkout answered ${paid.statusCode}: ${paid.body}`);
  }
}

/** Moves a paid user to another plan, as the billing page's plan change does. */
export async function changePlanInTestMode(
  harness: Harness,
  headers: Record<string, string>,
  planId: PaidPlanId,
): Promise<void> {
  const changed = await harness.app.inject({
    method: 'POST',
    url: '/api/billing/upgrade',
    headers,
    payload: { planId, billingInterval: 'month' },
  });
  if (changed.statusCode !== 200) {
    throw new Error(`the plan change answered ${changed.statusCode}: ${changed.body}`);
  }
}
