import { describe, expect, it } from 'vitest';
import { getWebsiteLimit } from './website-limit';

describe('getWebsiteLimit', () => {
  it('allows adding below the plan maximum', () => {
    expect(getWebsiteLimit('free', 0).canAdd).toBe(true);
    expect(getWebsiteLimit('pro', 2).canAdd).toBe(true);
    expect(getWebsiteLimit('business', 9).canAdd).toBe(true);
  });

  it('locks Free and Starter at 1 website with the Pro upgrade', () => {
    expect(getWebsiteLimit('free', 1)).toEqual({
      canAdd: false,
      hint: 'Upgrade to Pro to add up to 3 websites (currently 1/1)',
      upgradeLabel: 'Upgrade to Pro',
    });
    expect(getWebsiteLimit('starter', 1).upgradeLabel).toBe('Upgrade to Pro');
  });

  it('locks Pro at 3 websites with the Business upgrade', () => {
    expect(getWebsiteLimit('pro', 3)).toEqual({
      canAdd: false,
      hint: 'Upgrade to Business to add up to 10 websites (currently 3/3)',
      upgradeLabel: 'Upgrade to Business',
    });
  });

  it('locks Business at 10 with no upgrade left', () => {
    expect(getWebsiteLimit('business', 10)).toEqual({
      canAdd: false,
      hint: "You've reached the maximum number of websites for your Business plan (10/10)",
      upgradeLabel: null,
    });
  });

  it('never locks while the plan is unknown', () => {
    expect(getWebsiteLimit(null, 5).canAdd).toBe(true);
  });
});
