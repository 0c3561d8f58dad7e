import { DEVELOPER_SITES } from './developer-sites';
import { fitIsotonic } from './isotonic';
import type { Outcome } from './isotonic';
import { bandsOf, chooseCutoff, figuresAt } from './measure';
import { DEFAULT_TARGET_PRECISION, pageBestCutoffOf } from './site-calibration';
import type { SiteCalibration } from './site-calibration';

/**
 * The pooled developer-site outcomes, one per suggestion, numbered references left out: a
 * site's own backtest, which this prior steadies, measures its own numbered references.
 */
export function developerOutcomes(): Outcome[] {
  return (pooled ??= pool()).names;
}

function expand(outcomes: ReadonlyArray<readonly [number, number, number]>): Outcome[] {
  return outcomes.flatMap(([score, suggestions, hits]) => [
    ...Array.from({ length: hits }, () => ({ score, hit: true })),
    ...Array.from({ length: suggestions - hits }, () => ({ score, hit: false })),
  ]);
}

// The confidence of a score is read from every suggestion; the cut-off from those that are not
// numbered references ("see chapter 45"). Those are right nine times in ten where a site has
// them, and only the sites that number their pages do: counted in the cut-off, they would let
// it drop on every site, for suggestions right less often than it aims for.
function pool() {
  const names = expand(DEVELOPER_SITES.outcomes);
  const outcomes = [...names, ...expand(DEVELOPER_SITES.numberedOutcomes)];
  const curve = fitIsotonic(outcomes);
  return { names, curve, bands: bandsOf(outcomes, curve) };
}

let pooled: {
  names: Outcome[];
  curve: SiteCalibration['curve'];
  bands: SiteCalibration['bands'];
} | null = null;

/** The pooled developer-site calibration, for a site with too few links of its own. */
export function fallbackCalibration(linkPairs: number, targetPrecision: number): SiteCalibration {
  const { relevant } = DEVELOPER_SITES;
  const { names, curve, bands } = (pooled ??= pool());
  const chosen = chooseCutoff(names, relevant, targetPrecision);
  return {
    basis: 'developer_sites',
    linkPairs,
    labelFrequency: 1,
    hiddenPairs: relevant,
    ...figuresAt(chosen, relevant),
    targetPrecision,
    cutoff: chosen.cutoff,
    pageBestCutoff: pageBestCutoffOf(curve, chosen.cutoff),
    bands,
    curve,
    weights: null,
  };
}

const defaults = new Map<number, SiteCalibration>();

/** The fallback at the default target precision, for callers that bring no calibration. */
export function developerSitesCalibration(
  targetPrecision = DEFAULT_TARGET_PRECISION,
): SiteCalibration {
  let calibration = defaults.get(targetPrecision);
  if (!calibration) {
    calibration = fallbackCalibration(0, targetPrecision);
    defaults.set(targetPrecision, calibration);
  }
  return calibration;
}
