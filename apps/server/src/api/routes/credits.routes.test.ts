import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

describe('credits and subscription API', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;

  beforeAll(async () => {
    harness = await createTestApp();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
  });
  afterAll(() => harness?.close());

  it('shows a new account on the free trial with 50 credits', async () => {
    const status = await harness.app.inject({
      method: 'GET',
      url: '/api/credits/status',
      headers: ada.headers,
    });
    expect(status.json().data).toMatchObject({
      plan: 'free',
      creditsRemaining: 50,
      creditsPerMonth: 50,
      hasCredits: true,
    });
    const subscription = await harness.app.inject({
      method: 'GET',
      url: '/api/users/subscription',
      headers: ada.headers,
    });
    expect(subscription.json().data).toMatchObject({
      id: 'free',
      plan: { id: 'free', name: 'Free', price: 0, currency: 'USD', interval: 'month' },
      status: 'trialing',
      isTrial: true,
      cancelAtPeriodEnd: false,
      pricingTierNumber: 0,
    });
  });

  it('checks whether credits cover a request, one credit by default', async () => {
    const one = await harness.app.inject({
      method: 'POST',
      url: '/api/credits/check',
      headers: ada.headers,
      payload: {},
    });
    expect(one.json().data).toEqual({ hasEnoughCredits: true, creditsRemaining: 50 });
    const many = await harness.app.inject({
      method: 'POST',
      url: '/api/credits/check',
      headers: ada.headers,
      payload: { creditsNeeded: 51 },
    });
    expect(many.json().data.hasEnoughCredits).toBe(false);
  });

  it('recommends no upgrade while credits last, and reports usage', async () => {
    const recommendation = await harness.app.inject({
      method: 'GET',
      url: '/api/credits/upgrade-recommendation',
      headers: ada.headers,
    });
    expect(recommendation.json().data).toEqual({
      needsUpgrade: false,
      reason: 'none',
      recommendedPlan: null,
    });
    const usage = await harness.app.inject({
      method: 'GET',
      url: '/api/credits/usage-stats',
      headers: ada.headers,
    });
    expect(usage.json().data).toMatchObject({ daily: [], perWebsite: [] });
  });

  it('requires sign-in', async () => {
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/credits/status' })).statusCode,
    ).toBe(401);
  });
});
