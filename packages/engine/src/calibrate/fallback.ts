import type { ColdPrior } from './cold-prior';
import { DEVELOPER_SITES } from './developer-sites';
import type { DeveloperSite } from './developer-sites';
import { fitIsotonic } from './isotonic';
import type { Outcome } from './isotonic';
import { bandsOf, chooseCutoff, countAt, figuresAt } from './measure';
import { spreadRange } from './precision-range';
import { siteCutoff } from './site-cutoff';
import { confidenceOf, DEFAULT_TARGET_PRECISION, pageBestCutoffOf } from './site-calibration';
import type { SiteCalibration } from './site-calibration';

/**
 * The developer sites' outcomes pooled, one per suggestion: of names, and of numbered
 * references ("see chapter 45"), which only the sites that number their pages have; with the
 * curves read from them and the authors' pairs there were to find.
 */
export type DeveloperPool = {
  sites: string[];
  /** Each site's outcomes, names and numbered references together. */
  perSite: Outcome[][];
  names: Outcome[];
  numbered: Outcome[];
  relevant: number;
  curve: SiteCalibration['curve'];
  numberedCurve: SiteCalibration['numberedCurve'];
  bands: SiteCalibration['bands'];
};

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
function pool(sites: readonly DeveloperSite[]): DeveloperPool {
  const names = sites.flatMap((site) => expand(site.outcomes));
  const numbered = sites.flatMap((site) => expand(site.numberedOutcomes, true));
  const curve = fitIsotonic(names);
  const numberedCurve = fitIsotonic(numbered);
  const bands = bandsOf([...names, ...numbered], curve, numberedCurve);
  const relevant = sites.reduce((sum, site) => sum + site.relevant, 0);
  const perSite = sites.map((site) => [
    ...expand(site.outcomes),
    ...expand(site.numberedOutcomes, true),
  ]);
  return {
    sites: sites.map((site) => site.site),
    perSite,
    names,
    numbered,
    relevant,
    curve,
    numberedCurve,
    bands,
  };
}

const pools = new WeakMap<readonly DeveloperSite[], Map<string, DeveloperPool>>();

/**
 * The developer sites pooled, but for those named in `leaveOut`: a site measured by the eval
 * is never scored by figures fitted on it or on a site made from the same source.
 */
export function developerPool(
  leaveOut: readonly string[] = [],
  sites: readonly DeveloperSite[] = DEVELOPER_SITES,
): DeveloperPool {
  const left = sites.filter((site) => !leaveOut.includes(site.site));
  const key = left.map((site) => site.site).join(',');
  const cached = pools.get(sites) ?? new Map<string, DeveloperPool>();
  pools.set(sites, cached);
  let pooled = cached.get(key);
  if (!pooled) {
    pooled = pool(left);
    cached.set(key, pooled);
  }
  return pooled;
}

/**
 * The cut-off the site's own candidates set (`siteCutoff`), each counted right with the
 * confidence the pooled curves give it; null without candidates (docs/quality.md has what it
 * did to F1, measured leave-one-source-out).
 */
function cutoffFromSite(
  pool: DeveloperPool,
  candidates: ReadonlyArray<{ score: number; numbered: boolean }>,
  targetPrecision: number,
) {
  const found = pool.perSite.flat().filter((outcome) => outcome.hit).length;
  const coverage = pool.relevant > 0 ? found / pool.relevant : 0;
  const scored = candidates.map(({ score, numbered }) => ({
    score,
    confidence: confidenceOf({ curve: numbered ? pool.numberedCurve : pool.curve }, score),
  }));
  // At the default setting the site's best F1 sets the cut-off; an owner who asks for more
  // precision than that has it as a floor.
  const floor = targetPrecision > DEFAULT_TARGET_PRECISION ? targetPrecision : null;
  return siteCutoff(scored, coverage, floor);
}

/**
 * The pooled developer-site calibration, for a site with too few links of its own: the
 * engine's own, or `prior`'s (its weights then score the site). With the site's own
 * candidates (`siteCandidates`), the cut-off is the one they set; without, the pool's.
 */
export function fallbackCalibration(
  linkPairs: number,
  targetPrecision: number,
  leaveOut: readonly string[] = [],
  prior?: ColdPrior,
  candidates: ReadonlyArray<{ score: number; numbered: boolean }> = [],
): SiteCalibration {
  const pool = developerPool(leaveOut, prior?.sites);
  const { perSite, names, relevant, curve, numberedCurve, bands } = pool;
  const fromSite = cutoffFromSite(pool, candidates, targetPrecision);
  const pooled = chooseCutoff(names, relevant, targetPrecision, curve);
  // A site whose every candidate is kept says nothing of where below them to cut: the pool's
  // cut-off, when lower, stands for it.
  const siteOwn =
    fromSite && !(fromSite.keepsAll && pooled.cutoff < fromSite.cutoff) ? fromSite : null;
  const chosen = siteOwn ? { cutoff: siteOwn.cutoff, ...countAt(names, siteOwn.cutoff) } : pooled;
  const cutoff = chosen.cutoff;
  const precisions = perSite.map((outcomes) => {
    const { suggestions, hits } = countAt(outcomes, cutoff);
    return suggestions > 0 ? hits / suggestions : NaN;
  });
  return {
    basis: 'developer_sites',
    linkPairs,
    labelFrequency: 1,
    hiddenPairs: relevant,
    ...figuresAt(chosen, relevant),
    precisionRange: spreadRange(precisions),
    targetPrecision,
    cutoff,
    pageBestCutoff: pageBestCutoffOf(curve, cutoff),
    bands,
    curve,
    numberedCurve,
    weights: prior?.weights ?? null,
    ...(siteOwn ? { siteCandidates: candidates.length } : {}),
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
