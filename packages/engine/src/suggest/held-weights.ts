import type { FeatureWeights } from './score-candidate';

type Held = 'fromReference' | 'searchQuery' | 'strikingTarget';

/**
 * The weights of evidence that no site with known links shows, so none is fitted
 * (`calibrate/pooled-weights.ts`); set by what each means.
 *
 * A writer's reference to another of their posts ("my post about hydration",
 * `reference-candidates.ts`) 3: no developer site writes so, and a blogger who does names the
 * post they mean; it outweighs a plain word's penalties and the density of a page's names.
 *
 * Search evidence (Search Console, when the site has it): an anchor that is a query people
 * find the target for weighs 1.5, about what a name set in quotation marks and written as a
 * name weigh together; the site's backtest learns it like the rest and takes it away where it
 * does not raise precision (`searchEvidenceWeight`). A target in striking distance weighs 0.3,
 * fixed: a priority among links of like quality, not evidence an editor would make the link.
 * Without search data both are 0 on every candidate, and no score moves.
 */
export const HELD_WEIGHTS: Pick<FeatureWeights, Held> = {
  fromReference: 3,
  searchQuery: 1.5,
  strikingTarget: 0.3,
};
