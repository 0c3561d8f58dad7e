import { describe, expect, it } from 'vitest';
import {
  currentTierOf,
  FREE_SUBSCRIPTION,
  isActiveSubscription,
  isDowngrade,
  isFreeSubscription,
  isOnTrial,
  isTrialExpired,
  statusBadgeOf,
  tierFromNumber,
  trialDaysLeft,
} from './subscription-rules';

const now = new Date('2026-03-10T12:00:00Z');

describe('subscription rules', () => {
  it('counts active as active or trialing', () => {
    expect(isActiveSubscription({ status: 'active' })).toBe(true);
    expect(isActiveSubscription({ status: 'trialing' })).toBe(true);
    expect(isActiveSubscription({ status: 'past_due' })).toBe(false);
    expect(isActiveSubscription({ status: 'pending' })).toBe(false);
  });

  it('is on trial when isTrial is set or the status is trialing', () => {
    expect(isOnTrial({ status: 'trialing', isTrial: false })).toBe(true);
    expect(isOnTrial({ status: 'active', isTrial: true })).toBe(true);
    expect(isOnTrial({ status: 'active', isTrial: false })).toBe(false);
  });

  it('treats pending as an expired trial', () => {
    expect(isTrialExpired({ status: 'pending' })).toBe(true);
    expect(isTrialExpired({ status: 'trialing' })).toBe(false);
  });

  it('is free when the status is free or the tier number is 0', () => {
    expect(isFreeSubscription({ status: 'free', pricingTierNumber: 35 })).toBe(true);
    expect(isFreeSubscription({ status: 'active', pricingTierNumber: 0 })).toBe(true);
    expect(isFreeSubscription({ status: 'active', pricingTierNumber: 35 })).toBe(false);
  });

  it('counts trial days as the ceiling of 24-hour days, never below 0, null without a trial', () => {
    expect(trialDaysLeft('2026-03-24T12:00:00Z', now)).toBe(14);
    expect(trialDaysLeft('2026-03-11T12:00:01Z', now)).toBe(2);
    expect(trialDaysLeft('2026-03-10T12:00:01Z', now)).toBe(1);
    expect(trialDaysLeft('2026-03-10T12:00:00Z', now)).toBe(0);
    expect(trialDaysLeft('2026-03-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
  });

  it('reads the tier codes 0, 25/27, 35/37 and 45/47', () => {
    expect(tierFromNumber(0)).toEqual({ planId: 'free', interval: 'month' });
    expect(tierFromNumber(25)).toEqual({ planId: 'starter', interval: 'month' });
    expect(tierFromNumber(27)).toEqual({ planId: 'starter', interval: 'year' });
    expect(tierFromNumber(35)).toEqual({ planId: 'pro', interval: 'month' });
    expect(tierFromNumber(37)).toEqual({ planId: 'pro', interval: 'year' });
    expect(tierFromNumber(45)).toEqual({ planId: 'business', interval: 'month' });
    expect(tierFromNumber(47)).toEqual({ planId: 'business', interval: 'year' });
    expect(tierFromNumber(99)).toBeNull();
  });

  it('takes the current plan from the tier number when present, else from plan.id', () => {
    expect(currentTierOf({ ...FREE_SUBSCRIPTION, pricingTierNumber: 47 })).toEqual({
      planId: 'business',
      interval: 'year',
    });
    expect(
      currentTierOf({
        ...FREE_SUBSCRIPTION,
        plan: { ...FREE_SUBSCRIPTION.plan, id: 'pro', interval: 'year' },
        pricingTierNumber: 12,
      }),
    ).toEqual({ planId: 'pro', interval: 'year' });
  });

  it('labels each status as the billing page shows it', () => {
    expect(statusBadgeOf('trialing')).toEqual({ label: 'Free Trial', isDestructive: false });
    expect(statusBadgeOf('active')).toEqual({ label: 'Active', isDestructive: false });
    expect(statusBadgeOf('canceled')).toEqual({ label: 'Cancelled', isDestructive: true });
    expect(statusBadgeOf('past_due')).toEqual({ label: 'Past Due', isDestructive: false });
    expect(statusBadgeOf('pending').label).toBe('Trial Expired');
    expect(statusBadgeOf('free').label).toBe('Unknown');
  });

  it('orders plans starter, pro, business to tell a downgrade', () => {
    expect(isDowngrade('business', 'pro')).toBe(true);
    expect(isDowngrade('starter', 'pro')).toBe(false);
    expect(isDowngrade('free', 'starter')).toBe(false);
  });
});
