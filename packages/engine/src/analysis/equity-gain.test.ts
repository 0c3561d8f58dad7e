import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { createEquityEstimator } from './equity-gain';
import { analyzeSite } from './site-analysis';
import type { SiteAnalysis } from './site-analysis';

const site = 'https://garden.example';

/**
 * /roses and /tulips link to the home page in their prose; the home page links nowhere.
 * With damping 0.85 the ranks solve to home = 2.7/4.7 and roses = tulips = 1/4.7
 * (x = 0.05 + 0.85·home/3, home = 1 − 2x), so equity maps ln(rank / (1/4.7)) / ln(2.7) to 0–100.
 */
function starSite(): SiteAnalysis {
  const home = page({ url: `${site}/`, title: 'Home', paragraphs: ['Welcome.'] });
  const roses = page({
    url: `${site}/roses`,
    title: 'Roses',
    paragraphs: ['Roses.'],
    links: [{ href: `${site}/`, placement: 'main' }],
  });
  const tulips = page({
    url: `${site}/tulips`,
    title: 'Tulips',
    paragraphs: ['Tulips.'],
    links: [{ href: `${site}/`, placement: 'main' }],
  });
  return analyzeSite(
    [home, roses, tulips].map((text) => ({ url: text.url, httpStatus: 200, text })),
    `${site}/`,
  );
}

describe('createEquityEstimator', () => {
  const analysis = starSite();
  const x = 1 / 4.7;
  const home = 2.7 / 4.7;
  const onScale = (rank: number) => (Math.log(rank / x) / Math.log(home / x)) * 100;

  it('keeps the figures the estimate needs', () => {
    const roses = analysis.pages.find((figures) => figures.url === `${site}/roses`)!;
    expect(roses.rank).toBeCloseTo(x, 6);
    expect(roses.outWeight).toBe(1);
    expect(roses.linksTo).toEqual([0]);
    expect(analysis.equityScale?.minRank).toBeCloseTo(x, 6);
    expect(analysis.equityScale?.maxRank).toBeCloseTo(home, 6);
    expect(analysis.equityScale?.damping).toBe(0.85);
  });

  it('matches a hand-computed one-step gain on the 0–100 scale', () => {
    // roses (one link out) passes 0.85·x/2 to tulips: 35.66 points.
    const fromLinkedPage = onScale(x + (0.85 * x) / 2);
    expect(fromLinkedPage).toBeCloseTo(35.66, 2);
    expect(createEquityEstimator(analysis).gainOf(`${site}/roses`, `${site}/tulips`)).toBe(35.7);
    // The home page links nowhere: its rank was spread over all 3 pages, so tulips gains
    // 0.85·home·(1 − 1/3): 93.45 points.
    expect(onScale(x + 0.85 * home * (2 / 3))).toBeCloseTo(93.45, 2);
    expect(createEquityEstimator(analysis).gainOf(`${site}/`, `${site}/tulips`)).toBe(93.5);
  });

  it('is 0 for a link that exists, capped at 100, and null for unknown pages', () => {
    const estimator = createEquityEstimator(analysis);
    expect(estimator.gainOf(`${site}/roses`, site)).toBe(0);
    expect(estimator.gainOf(`${site}/roses/`, `${site}/roses`)).toBe(0);
    expect(estimator.gainOf(`${site}/missing`, `${site}/tulips`)).toBeNull();
    expect(estimator.gainOf(`${site}/roses`, `${site}/missing`)).toBeNull();
    expect(estimator.equityOf(`${site}/`)).toBe(100);
    expect(estimator.equityOf(`${site}/tulips/`)).toBe(0);
    expect(estimator.equityOf(`${site}/missing`)).toBeNull();
  });

  it('answers null for an analysis stored before the figures were kept', () => {
    const newer = new Set(['rank', 'outWeight', 'linksTo', 'equityScale']);
    const old = JSON.parse(
      JSON.stringify(analysis, (key, value: unknown) => (newer.has(key) ? undefined : value)),
    ) as SiteAnalysis;
    expect(old.equityScale).toBeUndefined();
    expect(createEquityEstimator(old).gainOf(`${site}/roses`, `${site}/tulips`)).toBeNull();
    expect(createEquityEstimator(old).equityOf(`${site}/tulips`)).toBe(0);
  });
});
