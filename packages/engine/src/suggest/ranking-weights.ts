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
  bias: -0.76,
  density: -1,
  fromAnchor: -0.27,
  fromSection: -1.73,
  fromTerm: -3.36,
  rarity: 3.11,
  twoWords: 0.58,
  threeWords: 0.41,
  anchorUses: 0.23,
  caseMatch: 0.82,
  capitalised: 0.27,
  quoted: 0.76,
  code: 3.81,
  relevance: 0.52,
  sharedName: -0.98,
  orphan: 0.3,
  repeats: 0.21,
  listed: 1.13,
  targetHub: -0.84,
  neighbourLinks: 2,
};
