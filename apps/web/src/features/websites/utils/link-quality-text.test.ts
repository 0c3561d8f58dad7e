import type { LinkQuality } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { describeLinkQuality } from './link-quality-text';

const pooled: LinkQuality = {
  basis: 'developer_sites',
  linkPairs: 0,
  hiddenPairs: 9980,
  foundPairs: 3800,
  suggestions: 7600,
  precision: 0.5,
  recall: 0.38,
  targetPrecision: 0.5,
  cutoff: 0.215,
  bands: [],
  measuredAt: '2026-11-25T12:00:00.000Z',
};

describe('the measured quality in one sentence', () => {
  it('says a site with no links in its text has none, not too few', () => {
    expect(describeLinkQuality(pooled)).toBe(
      "Your site has no links in its pages’ text yet to measure Linkloom on, so these figures come from reference documentation sites: there, Linkloom found 38% of their authors' links and was right 50% of the time at this setting.",
    );
  });

  it('says of a site with links that too few of them are found again by name', () => {
    expect(describeLinkQuality({ ...pooled, linkPairs: 1 })).toMatch(
      /^Too few of the 1 link in your pages’ text are ones Linkloom can find again by name to measure it on, so /,
    );
  });
});
