import type { LinkQuality } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { describeCertainty, describeLinkQuality } from './link-quality-text';

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

  it('says of a site that has made part of its links that the figures are for the missing ones', () => {
    const partly: LinkQuality = { ...pooled, basis: 'site', linkPairs: 650, labelFrequency: 0.46 };
    expect(describeLinkQuality(partly)).toBe(
      'Your pages seem to carry about 46% of the links their text calls for. Judged on the 650 links they already have, Linkloom finds 38% of the links still missing and is right 50% of the time at this setting.',
    );
  });

  it('reads a measure taken before the share of links made was estimated as a site that made them', () => {
    expect(describeLinkQuality({ ...pooled, basis: 'site', linkPairs: 650 })).toMatch(
      /^On 650 links your site already has, Linkloom found 38%/,
    );
  });
});

describe('describeCertainty', () => {
  it('gives a cold site the range other sites saw at the same setting', () => {
    expect(describeCertainty({ ...pooled, precisionRange: [0.41, 0.77] })).toBe(
      'How sure: estimated from other sites, where this setting was right 41% to 77% of the time.',
    );
  });

  it("says a cold site's cut-off is read off its own possible links", () => {
    expect(
      describeCertainty({ ...pooled, precisionRange: [0.41, 0.77], siteCandidates: 1840 }),
    ).toBe(
      "How sure: estimated from other sites, where this setting was right 41% to 77% of the time. The cut-off is your site's own: it is set where the 1,840 possible links Linkloom read on your pages, each judged as likely as on those sites, should balance precision and recall best.",
    );
  });

  it("gives a linked site its backtest's interval", () => {
    expect(describeCertainty({ ...pooled, basis: 'site', precisionRange: [0.52, 0.66] })).toBe(
      "How sure: right 52% to 66% of the time (a 90% range), estimated from your site's own links.",
    );
  });

  it('says nothing for a measure taken before ranges were kept', () => {
    expect(describeCertainty(pooled)).toBeNull();
  });
});
