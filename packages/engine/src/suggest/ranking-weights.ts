import type { FeatureWeights } from './score-candidate';

/**
 * Log-odds weights of the evidence (see `candidateFeatures`): a logistic regression (L2,
 * each site weighing the same) over the developer sites of ../shared/eval pooled, the GIMP
 * and Apache manuals, every page's best candidate per target against the links their
 * authors made. Only general evidence, no vocabulary or markup of either site. `density`
 * stays at -1 (two sites cannot tell a site's density from the site itself): a page that
 * names twice as many pages gets each name linked about half as often. A site's own links
 * then recalibrate these scores (`calibrateSite`).
 */
export const RANKING_WEIGHTS: FeatureWeights = {
  bias: -0.96,
  density: -1,
  fromAnchor: -0.18,
  fromSection: -1.89,
  fromTerm: -3.54,
  rarity: 3.09,
  twoWords: 0.63,
  threeWords: 0.47,
  anchorUses: 0.12,
  caseMatch: 0.89,
  capitalised: 0.32,
  quoted: 0.76,
  code: 3.7,
  relevance: 0.48,
  sharedName: -0.78,
  orphan: 0.3,
  repeats: 0.26,
  listed: 1.22,
};
