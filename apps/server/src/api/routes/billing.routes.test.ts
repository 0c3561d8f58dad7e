import { MESSAGES } from '@linkloom/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

describe('billing with the built-in test-mode checkout', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  const call = (method: string, url: string, payload?: object) =>
    harness.app.inject({ method: method as 'GET', url, payload, headers: ada.headers });

  beforeAll(async () => {
    harness = await createTestApp();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
  });
  afterAll(() => harness?.close());

  it('publishes the plan catalogue without sign-in', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/plans' });
    const plans = response.json().data as Array<{
      id: string;
      monthlyPrice: number;
      yearlyPrice: number;
      popular?: boolean;
      features: string[];
    }>;
    expect(plans.map((plan) => [plan.id, plan.monthlyPrice, plan.yearlyPrice])).toEqual([
      ['free', 0, 0],
      ['starter', 19, 16],
      ['pro', 49, 40],
      ['business', 99, 79],
    ]);
    expect(plans.find((plan) => plan.id === 'pro')?.popular).toBe(true);
    expect(plans[0]!.features[0]).toBe('50 pages a month');
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/billing/provider' })).json().data,
    ).toEqual({ provider: 'local' });
  });

  it('refuses an unknown plan with the spec message', async () => {
    const response = await call('POST', '/api/billing/checkout', {
      planId: 'platinum',
      billingInterval: 'month',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(MESSAGES.invalidPlan);
  });

  it('builds checkout and portal addresses on the trusted address the user is on, PUBLIC_URL otherwise', async () => {
    const from = async (path: string, payload: object, headers: Record<string, string>) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: { ...ada.headers, ...headers },
      });
      return new URL(response.json().data.url as string).origin;
    };
    const plan = { planId: 'starter', billingInterval: 'month' };

    expect(await from('/api/billing/checkout', plan, { origin: 'http://127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(await from('/api/billing/portal', {}, { host: '127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(await from('/api/billing/checkout', plan, { origin: 'https://evil.test' })).toBe(
      'http://localhost:3000',
    );
    expect(await from('/api/billing/portal', {}, { host: 'evil.test' })).toBe(
      'http://localhost:3000',
    );
  });

  it('takes a test-mode payment that activates the plan once, with its credits and website limit', async () => {
    const checkout = await call('POST', '/api/billing/checkout', {
      planId: 'pro',
      billingInterval: 'month',
    });
    const url = new URL(checkout.json().data.url);
    expect(url.pathname).toMatch(/^\/billing\/local-checkout\/cs_local_/);

    const page = await harness.app.inject({ method: 'GET', url: url.pathname });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('$49/month');

    const paid = await harness.app.inject({
      method: 'POST',
      url: `${url.pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/payment-success?plan=pro');
    const again = await harness.app.inject({
      method: 'POST',
      url: `${url.pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(again.headers.location).toBe('/billing');

    const subscription = (await call('GET', '/api/users/subscription')).json().data;
    expect(subscription).toMatchObject({
      status: 'active',
      isTrial: false,
      plan: { id: 'pro', price: 49, interval: 'month' },
      pricingTierNumber: 35,
      cancelAtPeriodEnd: false,
    });
    expect((await call('GET', '/api/credits/status')).json().data).toMatchObject({
      plan: 'pro',
      creditsPerMonth: 200,
      creditsRemaining: 200,
    });
    expect(
      (
        await call('POST', '/api/billing/checkout', {
          planId: 'business',
          billingInterval: 'month',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('changes plan, cancels at period end and reactivates', async () => {
    const upgraded = await call('POST', '/api/billing/upgrade', {
      planId: 'business',
      billingInterval: 'year',
    });
    expect(upgraded.json().data).toMatchObject({
      plan: { id: 'business', price: 79, interval: 'year' },
      pricingTierNumber: 47,
    });
    expect((await call('POST', '/api/billing/cancel')).json().data.cancelAtPeriodEnd).toBe(true);
    expect((await call('POST', '/api/billing/reactivate')).json().data.cancelAtPeriodEnd).toBe(
      false,
    );
    expect(
      (await call('PUT', '/api/users/subscription', { cancelAtPeriodEnd: true })).json().data
        .cancelAtPeriodEnd,
    ).toBe(true);
  });

  it('opens a test-mode billing portal: update plan, cancel at period end, renew, invoices from the ledger', async () => {
    await call('POST', '/api/billing/reactivate');
    const portal = await call('POST', '/api/billing/portal', {
      returnUrl: 'http://127.0.0.1:3000/billing',
    });
    const url = new URL(portal.json().data.url);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toMatch(/^\/billing\/local-portal\/bps_local_/);
    const open = () => harness.app.inject({ method: 'GET', url: url.pathname });
    const post = (action: string, form = '') =>
      harness.app.inject({
        method: 'POST',
        url: `${url.pathname}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });

    let page = await open();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Business');
    expect(page.body).toContain('href="http://127.0.0.1:3000/billing"');
    // Pro checkout ($49.00), then the prorated change to Business yearly, from the ledger.
    expect(page.body).toContain('Linkloom Pro, monthly');
    expect(page.body).toContain('$49.00');
    expect(page.body).toContain('Change from Pro (monthly) to Business (yearly), prorated');
    expect(page.body).toContain('aria-label="Downgrade to Starter, monthly"');
    expect(page.body).toContain('Your plan renews on');

    const cancel = await post('cancel');
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`${url.pathname}?notice=canceled`);
    expect((await call('GET', '/api/users/subscription')).json().data.cancelAtPeriodEnd).toBe(true);
    page = await harness.app.inject({ method: 'GET', url: cancel.headers.location as string });
    expect(page.body).toContain('Your plan will be canceled on');
    expect(page.body).toContain('Renew plan');

    expect((await post('reactivate')).statusCode).toBe(303);
    expect((await call('GET', '/api/users/subscription')).json().data.cancelAtPeriodEnd).toBe(
      false,
    );

    const downgrade = await post('change', 'plan=starter&interval=year');
    expect(downgrade.statusCode).toBe(303);
    expect((await call('GET', '/api/users/subscription')).json().data).toMatchObject({
      plan: { id: 'starter', interval: 'year' },
      pricingTierNumber: 27,
    });
    page = await open();
    // A downgrade within the period is a credit.
    expect(page.body).toMatch(
      /Change from Business \(yearly\) to Starter \(yearly\), prorated<\/td><td class="amount">−\$/,
    );

    const same = await post('change', 'plan=starter&interval=year');
    expect(same.statusCode).toBe(409);
    expect(same.body).toContain('You are already on this plan.');
    // Back up to Business, where the provider-event test below expects it.
    expect((await post('change', 'plan=business&interval=year')).statusCode).toBe(303);

    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/billing/local-portal/bps_local_nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This billing session has expired');
  });

  it('returns from the portal only to Linkloom: foreign return URLs are refused, paths resolved', async () => {
    for (const returnUrl of [
      'https://evil.example/',
      '//evil.example/billing',
      'javascript:alert(1)',
    ]) {
      const refused = await call('POST', '/api/billing/portal', { returnUrl });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        'The return URL must be a page of Linkloom (http://localhost:3000).',
      );
    }
    const relative = await call('POST', '/api/billing/portal', {
      returnUrl: '/billing?from=portal',
    });
    const page = await harness.app.inject({
      method: 'GET',
      url: new URL(relative.json().data.url).pathname,
    });
    expect(page.body).toContain('href="http://localhost:3000/billing?from=portal"');
  });

  it('sends a canceled checkout back to the billing page, which says so', async () => {
    const eve = await signUpTestUser(harness.app, 'eve-checkout@example.com');
    const checkout = await harness.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: eve.headers,
      payload: { planId: 'starter', billingInterval: 'month' },
    });
    const { pathname } = new URL(checkout.json().data.url);
    const canceled = await harness.app.inject({
      method: 'POST',
      url: `${pathname}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(canceled.headers.location).toBe('/billing?checkout=canceled');
  });

  it('applies provider events once and in order', async () => {
    const { billing } = harness.context.services;
    const subscription = (await call('GET', '/api/users/subscription')).json().data;
    expect(subscription.plan.id).toBe('business');
    const userId = (await call('GET', '/api/auth/verify')).json().data.user.id as string;
    const state = {
      userId,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      planId: 'starter' as const,
      interval: 'month' as const,
      status: 'active' as const,
      periodStart: new Date('2026-11-01T00:00:00Z'),
      periodEnd: new Date('2026-12-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
      priceId: 'price_starter',
    };
    expect(
      await billing.applyProviderEvent(
        {
          id: 'evt_2',
          type: 'customer.subscription.updated',
          createdAt: new Date('2026-11-20T00:00:00Z'),
        },
        state,
      ),
    ).toBe('applied');
    expect(
      await billing.applyProviderEvent(
        {
          id: 'evt_2',
          type: 'customer.subscription.updated',
          createdAt: new Date('2026-11-20T00:00:00Z'),
        },
        state,
      ),
    ).toBe('duplicate');
    const older = { ...state, planId: 'pro' as const };
    expect(
      await billing.applyProviderEvent(
        {
          id: 'evt_1',
          type: 'customer.subscription.updated',
          createdAt: new Date('2026-11-19T00:00:00Z'),
        },
        older,
      ),
    ).toBe('stale');
    expect((await call('GET', '/api/users/subscription')).json().data.plan.id).toBe('starter');
  });
});
