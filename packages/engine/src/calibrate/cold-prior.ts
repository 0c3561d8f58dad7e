import type { FeatureWeights } from '../suggest/score-candidate';
import type { DeveloperSite } from './developer-sites';

/**
 * What the engine knows of a site before the site says anything of itself: the weights of the
 * evidence, and the developer sites' suggestions scored with those weights (the pooled curve,
 * cut-off and range). The product's is the engine's own (`ranking-weights.ts`,
 * `developer-sites.ts`); the eval gives each site one fitted without it and its source.
 */
export type ColdPrior = {
  weights: FeatureWeights;
  sites: readonly DeveloperSite[];
};
