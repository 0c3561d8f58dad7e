import { schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase, testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditsService } from '../credits/credits.service';
import { createBillingService } from './billing.service';
import { createLocalGateway } from './local-gateway';

// Issue 54, item 11: a change of billing interval starts a new billing period; the month's
// used credits must not reset with it, in the local checkout or from Stripe.
describe.each(testDatabaseKinds())('used credits across a change of interval on %s', (kind) => {
  let database: Database;
  let now = new Date('2026-11-10T12:00:00Z');
  const clock = { now: () => now };
  let credits: ReturnType<typeof createCreditsService>;
  let billing: ReturnType<typeof createBillingService>;

  async function useAll(userId: string, key: string) {
    const { creditsRemaining } = await credits.status(userId);
    await database.db.transaction((tx) =>
      credits.reserve(tx, { userId, amount: creditsRemaining, idempotencyKey: key }),
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    credits = createCreditsService({ db: database.db, clock });
    const gateway = createLocalGateway({ db: database.db, clock });
    billing = createBillingService({
      db: database.db,
      clock,
      gateway,
      credits,
      publicUrl: 'http://localhost:3000',
    });
    for (const id of ['ada', 'bob']) {
      await database.db.insert(schema.users).values({ id, name: id, email: `${id}@example.com` });
    }
  });
  afterAll(() => database?.close());

  it('keeps 50 of 50 used when the local checkout changes only the interval, back and forth', async () => {
    const checkout = await billing.checkout('ada', 'ada@example.com', {
      planId: 'starter',
      billingInterval: 'month',
    });
    await billing.closeLocalCheckout(checkout.url.split('/').pop()!, 'completed');
    now = new Date('2026-11-20T12:00:00Z');
    await useAll('ada', 'ada-job-1');
    expect(await credits.status('ada')).toMatchObject({
      creditsUsedThisMonth: 50,
      creditsPerMonth: 50,
    });

    await billing.changePlan('ada', { planId: 'starter', billingInterval: 'year' });
    expect(await credits.status('ada')).toMatchObject({
      creditsUsedThisMonth: 50,
      creditsRemaining: 0,
    });
    now = new Date('2026-11-21T12:00:00Z');
    await billing.changePlan('ada', { planId: 'starter', billingInterval: 'month' });
    expect(await credits.status('ada')).toMatchObject({
      creditsUsedThisMonth: 50,
      creditsRemaining: 0,
    });
  });

  it('gives a yearly plan its credits month by month', async () => {
    await billing.changePlan('ada', { planId: 'starter', billingInterval: 'year' });
    now = new Date('2026-12-22T12:00:00Z');
    expect(await credits.status('ada')).toMatchObject({
      creditsUsedThisMonth: 0,
      creditsRemaining: 50,
      periodStart: '2026-12-21T12:00:00.000Z',
      periodEnd: '2027-01-21T12:00:00.000Z',
    });
  });

  it('keeps them when Stripe reports the subscription moved to a yearly price', async () => {
    now = new Date('2026-11-20T12:00:00Z');
    const state = {
      userId: 'bob',
      customerId: 'cus_bob',
      subscriptionId: 'sub_bob',
      planId: 'pro' as const,
      interval: 'month' as const,
      status: 'active' as const,
      periodStart: new Date('2026-11-05T00:00:00Z'),
      periodEnd: new Date('2026-12-05T00:00:00Z'),
      cancelAtPeriodEnd: false,
      priceId: 'price_pm',
    };
    const event = (id: string, at: string) => ({
      id,
      type: 'customer.subscription.updated',
      createdAt: new Date(at),
    });
    await billing.applyProviderEvent(event('evt_1', '2026-11-05T00:00:00Z'), state);
    await useAll('bob', 'bob-job-1');
    expect((await credits.status('bob')).creditsUsedThisMonth).toBe(200);

    // Stripe starts a new period when the interval changes.
    await billing.applyProviderEvent(event('evt_2', '2026-11-20T12:00:00Z'), {
      ...state,
      interval: 'year',
      priceId: 'price_py',
      periodStart: now,
      periodEnd: new Date('2027-11-20T12:00:00Z'),
    });
    expect(await credits.status('bob')).toMatchObject({
      creditsUsedThisMonth: 200,
      creditsRemaining: 0,
    });
  });

  it('starts afresh at a renewal, once the old period is over', async () => {
    now = new Date('2027-11-20T12:10:00Z');
    await useAll('bob', 'bob-job-2');
    await billing.applyProviderEvent(
      { id: 'evt_3', type: 'customer.subscription.updated', createdAt: now },
      {
        userId: 'bob',
        customerId: 'cus_bob',
        subscriptionId: 'sub_bob',
        planId: 'pro',
        interval: 'year',
        status: 'active',
        periodStart: new Date('2027-11-20T12:00:00Z'),
        periodEnd: new Date('2028-11-20T12:00:00Z'),
        cancelAtPeriodEnd: false,
        priceId: 'price_py',
      },
    );
    expect((await credits.status('bob')).creditsUsedThisMonth).toBe(0);
  });
});
