import { describe, expect, it } from 'vitest';
import {
  creditPeriod,
  effectiveStatus,
  pricingTierNumber,
  trialDaysLeft,
} from './subscription-rules';

const now = new Date('2026-11-22T12:00:00Z');

describe('subscription rules', () => {
  it('counts trial days as the ceiling of 24-hour days, never below 0, null without a trial', () => {
    expect(trialDaysLeft(new Date('2026-11-23T11:00:00Z'), now)).toBe(1);
    expect(trialDaysLeft(new Date('2026-11-24T12:00:01Z'), now)).toBe(3);
    expect(trialDaysLeft(new Date('2026-11-20T00:00:00Z'), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
  });

  it('turns an ended trial into pending (expired) and leaves others alone', () => {
    expect(
      effectiveStatus({ status: 'trialing', trialEnd: new Date('2026-11-22T11:59:59Z') }, now),
    ).toBe('pending');
    expect(
      effectiveStatus({ status: 'trialing', trialEnd: new Date('2026-11-30T00:00:00Z') }, now),
    ).toBe('trialing');
    expect(
      effectiveStatus({ status: 'active', trialEnd: new Date('2026-01-01T00:00:00Z') }, now),
    ).toBe('active');
  });

  it('gives the spec tier codes', () => {
    expect(pricingTierNumber('free', 'month')).toBe(0);
    expect([pricingTierNumber('starter', 'month'), pricingTierNumber('starter', 'year')]).toEqual([
      25, 27,
    ]);
    expect([pricingTierNumber('pro', 'month'), pricingTierNumber('pro', 'year')]).toEqual([35, 37]);
    expect([pricingTierNumber('business', 'month'), pricingTierNumber('business', 'year')]).toEqual(
      [45, 47],
    );
  });

  it('uses the calendar month on the free plan and the paid period otherwise', () => {
    expect(
      creditPeriod({ planId: 'free', currentPeriodStart: null, currentPeriodEnd: null }, now),
    ).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
    });
    const paid = {
      planId: 'pro' as const,
      currentPeriodStart: new Date('2026-11-10T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-10T00:00:00Z'),
    };
    expect(creditPeriod(paid, now)).toEqual({
      start: paid.currentPeriodStart,
      end: paid.currentPeriodEnd,
    });
  });
});
