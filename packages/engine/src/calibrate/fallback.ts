import { DEVELOPER_SITES } from './developer-sites';
import { fitIsotonic } from './isotonic';
import type { Outcome } from './isotonic';
import { bandsOf, chooseCutoff, figuresAt } from './measure';
import { DEFAULT_TARGET_PRECISION, pageBestCutoffOf } from './site-calibration';
import type { SiteCalibration } from './site-calibration';

/**
 * The pooled developer-site outcomes, one per suggestion: of names, and of numbered references
 * ("see chapter 45"), which only the sites that number their pages have.
 */
export function developerOutcomes(): { names: Outcome[]; numbered: Outcome[] } {
  return (pooled ??= pool());
}

function expand(
  outcomes: ReadonlyArray<readonly [number, number, number]>,
  numbered = false,
): Outcome[] {
  return outcomes.flatMap(([score, suggestions, hits]) => [
    ...Array.from({ length: hits }, () => ({ score, hit: true, numbered })),
    ...Array.from({ length: suggestions - hits }, () => ({ score, hit: false, numbered })),
  ]);
}

// Numbered references ("see chapter 45") are right nine times in ten where a site has them,
// and only the sites that number their pages do: they have a confidence curve of their own,
// and the cut-off is read from the other suggestions alone (counted in, they would let it drop
// on every site, for names right less often than it aims for).
function pool() {
  const names = expand(DEVELOPER_SITES.outcomes);
  const numbered = expand(DEVELOPER_SITES.numberedOutcomes, true);
  const curve = fitIsotonic(names);
  const numberedCurve = fitIsotonic(numbered);
  const bands = bandsOf([...names, ...numbered], curve, numberedCurve);
  return { names, numbered, curve, numberedCurve, bands };
}

let pooled: {
  names: Outcome[];
  numbered: Outcome[];
  curve: SiteCalibration['curve'];
  numberedCurve: SiteCalibration['numberedCurve'];
  bands: SiteCalibration['bands'];
} | null = null;

/** The pooled developer-site calibration, for a site with too few links of its own. */
export function fallbackCalibration(linkPairs: number, targetPrecision: number): SiteCalibration {
  const { relevant } = DEVELOPER_SITES;
  const { names, curve, numberedCurve, bands } = (pooled ??= pool());
  const chosen = chooseCutoff(names, relevant, targetPrecision, curve);
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
    numberedCurve,
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
