import type { LinkImpact } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { linkImpactToCsv } from './link-impact-csv';

const measured: LinkImpact = {
  target_url: 'https://coffee.test/burr-grinders',
  applied_on: '2026-01-05',
  links: 2,
  applied_via: 'seen_live',
  status: 'measured',
  before: { clicks: 84, impressions: 1960, position: 11.3 },
  after: { clicks: 120, impressions: 2400, position: 9.8 },
  controls: 12,
  clicks: { estimate: 0.3127, low: -0.0512, high: 0.62, is_clear: false },
  impressions: { estimate: 0.2, low: 0.05, high: 0.4, is_clear: true },
  position: { estimate: -1.437, low: -2.1, high: -0.6, is_clear: true },
};

describe('linkImpactToCsv', () => {
  it('writes each estimate with its 95% range, negative changes as numbers', () => {
    const [, row] = linkImpactToCsv([measured]).split('\r\n');
    expect(row).toBe(
      'https://coffee.test/burr-grinders,2026-01-05,2,seen_live,measured,84,120,1960,2400,11.3,9.8,12,' +
        '31.3,-5.1,62,no (within the noise),20,5,40,yes,-1.44,-2.1,-0.6,yes',
    );
  });

  it('leaves the effects empty while a target cannot be measured, and neutralises formulas', () => {
    const waiting: LinkImpact = {
      ...measured,
      target_url: '=HYPERLINK("x")',
      status: 'waiting',
      after: { clicks: 0, impressions: 0, position: null },
      clicks: null,
      impressions: null,
      position: null,
    };
    const [, row] = linkImpactToCsv([waiting]).split('\r\n');
    expect(row).toBe(
      `"'=HYPERLINK(""x"")",2026-01-05,2,seen_live,waiting,84,0,1960,0,11.3,,12,,,,,,,,,,,,`,
    );
  });
});
