import type { Subscription } from '@linkloom/contracts';
import { ok } from '@/testing/fake-backend';
import type { FakeAnswer } from '@/testing/fake-backend';

const DAY_MS = 24 * 60 * 60 * 1000;

export const trialSubscription = (daysLeft = 10): Subscription => ({
  id: 'free',
  plan: { id: 'free', name: 'Free', price: 0, currency: 'USD', interval: 'month' },
  status: 'trialing',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialEnd: new Date(Date.now() + daysLeft * DAY_MS - 60_000).toISOString(),
  isTrial: true,
  pricingTierNumber: 0,
});

export const expiredSubscription = (): Subscription => ({
  ...trialSubscription(0),
  status: 'pending',
  trialEnd: '2026-01-15T10:00:00.000Z',
});

export const paidSubscription = (
  planId: 'starter' | 'pro' | 'business',
  tier: number,
  overrides: Partial<Subscription> = {},
): Subscription => ({
  id: 'sub_1',
  plan: {
    id: planId,
    name: planId[0]!.toUpperCase() + planId.slice(1),
    price: 49,
    currency: 'USD',
    interval: tier % 10 === 7 ? 'year' : 'month',
  },
  status: 'active',
  currentPeriodStart: '2026-03-01T00:00:00.000Z',
  currentPeriodEnd: '2026-04-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  isTrial: false,
  pricingTierNumber: tier,
  ...overrides,
});

const feature = (text: string) => [text, 'Internal linking suggestions', 'Topic clustering'];

export const catalogue = [
  {
    id: 'free',
    name: 'Free',
    monthlyPrice: 0,
    yearlyPrice: 0,
    creditsPerMonth: 50,
    websiteLimit: 1,
    features: feature('50 pages a month'),
  },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 19,
    yearlyPrice: 16,
    creditsPerMonth: 50,
    websiteLimit: 1,
    features: feature('50 webpages a month'),
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyPrice: 49,
    yearlyPrice: 40,
    creditsPerMonth: 200,
    websiteLimit: 3,
    features: feature('200 webpages a month'),
    popular: true,
  },
  {
    id: 'business',
    name: 'Business',
    monthlyPrice: 99,
    yearlyPrice: 79,
    creditsPerMonth: 500,
    websiteLimit: 10,
    features: feature('500 webpages a month'),
  },
];

export const creditStatus = (used: number, perMonth = 50, plan = 'free') => ({
  plan,
  creditsUsedThisMonth: used,
  creditsRemaining: Math.max(0, perMonth - used),
  creditsPerMonth: perMonth,
  hasCredits: used < perMonth,
  periodStart: '2026-03-01T00:00:00.000Z',
  periodEnd: '2026-04-01T00:00:00.000Z',
});

export const noUpgrade = { needsUpgrade: false, reason: 'none', recommendedPlan: null };

/** The calls every signed-in screen makes, answered for a user with `subscription`. */
export function accountRoutes(
  subscription: Subscription,
  overrides: Record<string, FakeAnswer[]> = {},
): Record<string, FakeAnswer[]> {
  return {
    'GET /api/users/subscription': [ok(subscription)],
    'GET /api/plans': [ok(catalogue)],
    'GET /api/billing/provider': [ok({ provider: 'local' })],
    'GET /api/credits/status': [ok(creditStatus(10))],
    'GET /api/credits/upgrade-recommendation': [ok(noUpgrade)],
    // The shell waits for the website list before it renders.
    'GET /api/websites': [ok([])],
    'GET /api/websites/needing-url-selection': [ok([])],
    // No website over the plan's limit: the billing page shows no chooser (issue 54).
    'GET /api/account/active-websites': [
      ok({ planName: 'Free', limit: 1, activeCount: 0, websites: [] }),
    ],
    ...overrides,
  };
}
