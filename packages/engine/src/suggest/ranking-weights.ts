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
  bias: -0.89,
  density: -1,
  fromAnchor: -0.15,
  fromSection: -1.86,
  fromTerm: -3.51,
  rarity: 2.97,
  twoWords: 0.66,
  threeWords: 0.39,
  anchorUses: 0.12,
  caseMatch: 0.87,
  capitalised: 0.33,
  quoted: 0.79,
  code: 3.86,
  relevance: 0.51,
  sharedName: -0.81,
  orphan: 0.3,
  repeats: 0.28,
  listed: 1.23,
  targetHub: -0.83,
  neighbourLinks: 2,
};
