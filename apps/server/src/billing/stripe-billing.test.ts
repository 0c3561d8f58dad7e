import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser } from '../testing/test-app';

const WEBHOOK_SECRET = 'whsec_test_linkloom';
const PRICES =
  'starter:month=price_sm,starter:year=price_sy,pro:month=price_pm,pro:year=price_py,business:month=price_bm,business:year=price_by';
const periodStart = Math.floor(Date.UTC(2026, 10, 1) / 1000);
const periodEnd = Math.floor(Date.UTC(2026, 11, 1) / 1000);

function subscription(overrides: {
  price?: string;
  status?: string;
  cancel?: boolean;
  userId: string;
}) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: overrides.status ?? 'active',
    cancel_at_period_end: overrides.cancel ?? false,
    metadata: { userId: overrides.userId },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          price: { id: overrides.price ?? 'price_pm', object: 'price' },
          current_period_start: periodStart,
          current_period_end: periodEnd,
        },
      ],
    },
  };
}

/** Stripe's API at the HTTP boundary: answers what the gateway calls and records the requests. */
async function startStripeStandIn(state: { userId: string }) {
  const requests: Array<{ method: string; path: string; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? 'GET', path, body });
      const send = (payload: object) =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(payload));
      if (path === '/v1/checkout/sessions') {
        return send({
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/cs_test_1',
        });
      }
      if (path === '/v1/billing_portal/sessions') {
        return send({
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session',
        });
      }
      if (path.startsWith('/v1/subscriptions/sub_1')) {
        return send(subscription({ userId: state.userId }));
      }
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `no stand-in for ${path}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('billing through Stripe (a stand-in at the HTTP boundary)', () => {
  const state = { userId: '' };
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  const signer = new Stripe('sk_test_signer');

  function signed(payload: object, timestamp = Math.floor(Date.now() / 1000)) {
    const body = JSON.stringify(payload);
    return {
      body,
      signature: signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
        timestamp,
      }),
    };
  }
  function postWebhook(body: string, signature: string) {
    return harness.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  }
  const subscriptionNow = async () =>
    (
      await harness.app.inject({
        method: 'GET',
        url: '/api/users/subscription',
        headers: ada.headers,
      })
    ).json().data;

  beforeAll(async () => {
    standIn = await startStripeStandIn(state);
    harness = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_linkloom',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICES: PRICES,
        STRIPE_API_BASE: standIn.url,
      },
    });
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    state.userId = (
      await harness.app.inject({ method: 'GET', url: '/api/auth/verify', headers: ada.headers })
    ).json().data.user.id;
  });
  afterAll(async () => {
    await harness?.close();
    await standIn?.close();
  });

  it('creates a Checkout Session in subscription mode with the configured price', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: ada.headers,
      payload: { planId: 'pro', billingInterval: 'month' },
    });
    expect(response.json().data.url).toBe('https://checkout.stripe.test/cs_test_1');
    const call = standIn.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    const form = new URLSearchParams(call.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_pm');
    expect(form.get('client_reference_id')).toBe(state.userId);
    expect(form.get('customer_email')).toBe('ada@example.com');
  });

  it('activates the plan from a signed checkout.session.completed event, once', async () => {
    const event = {
      id: 'evt_checkout',
      object: 'event',
      type: 'checkout.session.completed',
      created: periodStart + 60,
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          subscription: 'sub_1',
          customer: 'cus_1',
          client_reference_id: state.userId,
        },
      },
    };
    const { body, signature } = signed(event);
    const first = await postWebhook(body, signature);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscriptionNow()).toMatchObject({
      status: 'active',
      plan: { id: 'pro', interval: 'month' },
      pricingTierNumber: 35,
    });
    const replay = await postWebhook(body, signature);
    expect(replay.json().outcome).toBe('duplicate');
  });

  it('refuses a tampered payload and a stale signature', async () => {
    const event = {
      id: 'evt_tamper',
      object: 'event',
      type: 'customer.subscription.updated',
      created: periodStart + 120,
      data: { object: subscription({ userId: state.userId, price: 'price_bm' }) },
    };
    const { body, signature } = signed(event);
    const tampered = await postWebhook(body.replace('price_bm', 'price_by'), signature);
    expect(tampered.statusCode).toBe(400);
    const stale = signed({ ...event, id: 'evt_stale' }, Math.floor(Date.now() / 1000) - 3600);
    expect((await postWebhook(stale.body, stale.signature)).statusCode).toBe(400);
    expect((await subscriptionNow()).plan.id).toBe('pro');
  });

  it('ignores an older event that arrives after a newer one', async () => {
    const newer = signed({
      id: 'evt_newer',
      object: 'event',
      type: 'customer.subscription.updated',
      created: periodStart + 600,
      data: { object: subscription({ userId: state.userId, price: 'price_bm', cancel: true }) },
    });
    const older = signed({
      id: 'evt_older',
      object: 'event',
      type: 'customer.subscription.updated',
      created: periodStart + 300,
      data: { object: subscription({ userId: state.userId, price: 'price_sm' }) },
    });
    expect((await postWebhook(newer.body, newer.signature)).json().outcome).toBe('applied');
    expect((await postWebhook(older.body, older.signature)).json().outcome).toBe('stale');
    expect(await subscriptionNow()).toMatchObject({
      plan: { id: 'business' },
      cancelAtPeriodEnd: true,
    });
  });

  it('cancels the subscription when Stripe deletes it, pausing the websites over Free', async () => {
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      harness.app.inject({ method, url, payload, headers: ada.headers });
    for (const name of ['first', 'second']) {
      await call('POST', '/api/websites', { name, url: `https://${name}.example.com/` });
    }
    const deleted = signed({
      id: 'evt_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: periodStart + 900,
      data: {
        object: subscription({ userId: state.userId, price: 'price_bm', status: 'canceled' }),
      },
    });
    expect((await postWebhook(deleted.body, deleted.signature)).json().outcome).toBe('applied');
    expect(await subscriptionNow()).toMatchObject({ status: 'canceled', plan: { id: 'free' } });
    const websites = (await call('GET', '/api/websites')).json().data;
    expect(websites).toMatchObject([
      { name: 'first', pausedByPlan: false },
      { name: 'second', pausedByPlan: true },
    ]);
  });

  it('opens the Stripe billing portal for the customer', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: ada.headers,
      payload: { returnUrl: 'http://localhost:3000/billing' },
    });
    expect(response.json().data.url).toBe('https://billing.stripe.test/p/session');
    const form = new URLSearchParams(
      standIn.requests.find((request) => request.path === '/v1/billing_portal/sessions')!.body,
    );
    expect(form.get('customer')).toBe('cus_1');
  });

  it('acknowledges, once, an event for an unknown user and one whose subscription has no items', async () => {
    const stranger = signed({
      id: 'evt_unknown_user',
      object: 'event',
      type: 'customer.subscription.updated',
      created: periodStart + 1200,
      data: {
        object: { ...subscription({ userId: 'no-such-user' }), customer: 'cus_unknown' },
      },
    });
    const first = await postWebhook(stranger.body, stranger.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'unknown_customer' });
    expect((await postWebhook(stranger.body, stranger.signature)).json().outcome).toBe('duplicate');

    const { items: _items, ...itemless } = subscription({ userId: state.userId });
    const noItems = signed({
      id: 'evt_no_items',
      object: 'event',
      type: 'customer.subscription.updated',
      created: periodStart + 1300,
      data: { object: itemless },
    });
    const response = await postWebhook(noItems.body, noItems.signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
