import { describe, expect, it } from 'vitest';
import { addInterval, chargeForChange, chargeForPlan } from './local-charges';

const start = new Date('2026-11-01T00:00:00Z');
const halfway = new Date('2026-11-16T00:00:00Z');
const proMonthly = {
  planId: 'pro' as const,
  billingInterval: 'month' as const,
  currentPeriodStart: start,
  currentPeriodEnd: addInterval(start, 'month'),
};

describe('local charges', () => {
  it('charges a new plan its whole first period: yearly is the monthly-equivalent price times 12', () => {
    expect(chargeForPlan('pro', 'month', start)).toMatchObject({
      description: 'Linkloom Pro, monthly',
      amountCents: 4900,
      periodEnd: new Date('2026-12-01T00:00:00Z'),
    });
    expect(chargeForPlan('business', 'year', start)).toMatchObject({
      description: 'Linkloom Business, yearly',
      amountCents: 79 * 12 * 100,
      periodEnd: new Date('2027-11-01T00:00:00Z'),
    });
  });

  it('prorates a change within the period, and a downgrade is a credit', () => {
    const up = chargeForChange(
      proMonthly,
      { planId: 'business', billingInterval: 'month' },
      halfway,
    );
    expect(up.isNewPeriod).toBe(false);
    expect(up.amountCents).toBe(2500); // (99 − 49) × 15 of 30 days
    expect(up.periodEnd).toEqual(proMonthly.currentPeriodEnd);
    const down = chargeForChange(
      proMonthly,
      { planId: 'starter', billingInterval: 'month' },
      halfway,
    );
    expect(down.amountCents).toBe(-1500);
    expect(down.description).toBe('Change from Pro (monthly) to Starter (monthly), prorated');
  });

  it('starts a new period on another interval, less what is left of the old one', () => {
    const yearly = chargeForChange(proMonthly, { planId: 'pro', billingInterval: 'year' }, halfway);
    expect(yearly.isNewPeriod).toBe(true);
    expect(yearly.amountCents).toBe(40 * 12 * 100 - 2450);
    expect(yearly.periodStart).toEqual(halfway);
    expect(yearly.periodEnd).toEqual(new Date('2027-11-16T00:00:00Z'));
  });
});
