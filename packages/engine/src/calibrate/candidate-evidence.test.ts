import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { RANKING_WEIGHTS } from '../suggest/ranking-weights';
import { calibrateSite } from './backtest';
import { bestEvidence, candidateGroups } from './candidate-evidence';
import type { ColdPrior } from './cold-prior';
import { DEVELOPER_SITES } from './developer-sites';

const site = 'https://bakery.example';
const pages = [
  page({
    url: `${site}/`,
    title: 'Bakery notes',
    paragraphs: ['Notes on bread.'],
  }),
  page({
    url: `${site}/starter`,
    title: 'Sourdough Starter',
    paragraphs: ['A sourdough starter is flour and water. Feed the starter daily.'],
  }),
  page({
    url: `${site}/hydration`,
    title: 'Dough Hydration',
    paragraphs: ['Dough hydration is the water in a dough. High hydration suits a lively starter.'],
  }),
  page({
    url: `${site}/bake`,
    title: 'Baking day',
    paragraphs: [
      'Before baking day, feed your sourdough starter. Then check the dough hydration of the recipe.',
    ],
  }),
];

describe('candidateGroups', () => {
  const index = buildSiteIndex(pages);
  const bake = index.pages.findIndex((entry) => entry.url.endsWith('/bake'));
  const starter = index.pages.findIndex((entry) => entry.url.endsWith('/starter'));

  it('gives each target a page names, with every mention and whether its author linked it', () => {
    const groups = candidateGroups(index, bake, new Set([starter]));
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups.filter((group) => group.hit)).toHaveLength(1);
    expect(groups.every((group) => group.mentions.length > 0)).toBe(true);
  });

  it('picks the mention the weights rate best', () => {
    const groups = candidateGroups(index, bake, new Set([starter]));
    const best = bestEvidence(groups, RANKING_WEIGHTS);
    expect(best).toHaveLength(groups.length);
    expect(best.map((row) => row.hit)).toEqual(groups.map((group) => group.hit));
  });
});

describe('calibrateSite with a prior', () => {
  it('scores a cold site with the prior’s weights and pools the prior’s sites', () => {
    const prior: ColdPrior = {
      weights: { ...RANKING_WEIGHTS, quoted: 9 },
      sites: DEVELOPER_SITES.slice(0, 3),
    };
    const calibration = calibrateSite(buildSiteIndex(pages), { prior });
    expect(calibration.basis).toBe('developer_sites');
    expect(calibration.weights).toBe(prior.weights);
    const own = calibrateSite(buildSiteIndex(pages));
    expect(own.weights).toBeNull();
    expect(calibration.hiddenPairs).toBe(
      prior.sites.reduce((sum, developerSite) => sum + developerSite.relevant, 0),
    );
  });
});
