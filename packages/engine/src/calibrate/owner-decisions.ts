import { fitLogisticMap, logit, quadraticForm, sigmoid } from './logistic-map';
import type { CoefficientPrior, LogisticObservation } from './logistic-map';
import { learntCalibration, thresholdOf } from './learnt-calibration';
import { ORIGIN_REASON } from '../suggest/score-candidate';
import { confidenceOf } from './site-calibration';
import type { SiteCalibration } from './site-calibration';

/**
 * Why a reviewer rejected a suggestion: the codes of @linkloom/contracts' REJECTION_REASONS
 * (the engine imports no other workspace, so it repeats the union; the services pass the
 * contracts' type, which must stay assignable to this one).
 */
export type RejectionReason =
  'generic_words' | 'wrong_page' | 'already_linked' | 'reads_badly' | 'other';

/** One approval or rejection, with what the suggestion was when the owner saw it. */
export type OwnerDecision = {
  /** The suggestion's raw score. */
  score: number;
  /** Its evidence kinds (`evidenceKindsOf` its reasons). */
  kinds: string[];
  approved: boolean;
  reason?: RejectionReason | null;
  /** Whether its anchor is a numbered reference ("see chapter 45"): read off the numbered curve. */
  numbered?: boolean;
};

/** The site's calibration updated with its owner's decisions. */
export type LearntModel = {
  /** The prior's, with its curves, cut-off and bands as the decisions moved them. */
  calibration: SiteCalibration;
  /** Log-odds each evidence kind adds on this site (negative: fewer of them). */
  kindShifts: Record<string, number>;
  /** Decisions learnt from ("already linked" ones say nothing of the model) and approvals among them. */
  decisions: number;
  approvals: number;
  /** What the confidence rests on, in the owner's words. */
  basisText: string;
  /** 90 % credible range of the confidence of a suggestion at the cut-off. */
  confidenceRange: [number, number];
  /** logit(confidence) = intercept + slope × logit(prior confidence) + Σ kind shifts. */
  intercept: number;
  slope: number;
  /** Confidence a suggestion needs to be shown. */
  threshold: number;
  /** The posterior's covariance over [intercept, slope, ...kinds] (Laplace), for ranges. */
  posterior: { kinds: string[]; covariance: number[][] };
  /** The prior's curves, which the model re-reads (`calibration` holds the learnt ones). */
  prior: PriorCurves;
};

type PriorCurves = Pick<SiteCalibration, 'curve' | 'numberedCurve' | 'cutoff'>;

// Prior standard deviations, in log-odds: the prior's calibration is believed to within 0.6
// (intercept) and its slope to within 0.4; the anchor's origin (title, section, …: the kind
// the reviewer reads first, one per suggestion) may move by 0.8 on its own, each other sign
// (capitals, code, …; a suggestion has several) by 0.4. So 5 decisions move a confidence a few
// points, and 50 as far as they agree.
const INTERCEPT_SD = 0.6;
const SLOPE_SD = 0.4;
const ORIGIN_SD = 0.8;
const SIGN_SD = 0.4;
const ORIGINS = new Set<string>([...Object.keys(ORIGIN_REASON), 'numbered']);
// Prior confidences are kept off 0 and 1, where log-odds are infinite.
const EDGE = 0.005;
const CREDIBLE_Z = 1.645;
const NUMBERED = 'numbered';

/** The prior's confidence of a suggestion, from the numbered curve for a numbered reference. */
export function priorConfidenceOf(prior: PriorCurves, score: number, numbered = false): number {
  const curve = numbered && prior.numberedCurve.length > 0 ? prior.numberedCurve : prior.curve;
  return confidenceOf({ curve }, score);
}

export function priorLogOdds(confidence: number): number {
  return logit(Math.min(1 - EDGE, Math.max(EDGE, confidence)));
}

function kindsWithNumber(kinds: readonly string[], numbered: boolean | undefined): string[] {
  // A numbered reference's origin kind ('number') already says it: one shift, not two.
  const isNamed = kinds.includes(NUMBERED) || kinds.includes('number');
  return numbered && !isNamed ? [...kinds, NUMBERED] : [...kinds];
}

function featuresOf(kinds: readonly string[], logOdds: number, known: readonly string[]): number[] {
  return [1, logOdds, ...known.map((kind) => (kinds.includes(kind) ? 1 : 0))];
}

/**
 * Updates a site's calibration with its owner's decisions: a Bayesian logistic recalibration
 *
 *   logit(p) = a + b · logit(prior(score)) + Σ_{k ∈ kinds} s_k
 *
 * with independent Gaussian priors a ~ N(0, 0.6²), b ~ N(1, 0.4²), s_k ~ N(0, 0.8²) for the anchor's origin and N(0, 0.4²) for each other sign: with no
 * decisions it is the prior; each decision pulls by its Bernoulli likelihood, so a few move
 * the confidence a little and many as far as they agree. The mode is found by Newton's method
 * and the covariance by Laplace's approximation, from which the credible ranges come. A
 * kind's shift s_k is moved only by decisions on suggestions of that kind: five rejections of
 * 'section' anchors lower 'section' suggestions on this site and no others. The slope b is
 * kept positive, so the curve stays monotone. "Already linked" rejections are left out: the
 * link exists, nothing was wrong with the suggestion. "Generic words" and "reads badly" (the
 * anchor) and "wrong page" (the target) all say the link was not wanted. The cut-off is then
 * derived again: the lowest score at which the learnt confidence reaches the prior's bar
 * (`thresholdOf`), the confidence its cut-off was chosen at for the target precision.
 */
export function learnFromDecisions(
  prior: SiteCalibration,
  decisions: readonly OwnerDecision[],
): LearntModel {
  const learnt = decisions.filter((decision) => decision.reason !== 'already_linked');
  const known = [
    ...new Set(learnt.flatMap((decision) => kindsWithNumber(decision.kinds, decision.numbered))),
  ].sort();
  const priors: CoefficientPrior[] = [
    { mean: 0, sd: INTERCEPT_SD },
    { mean: 1, sd: SLOPE_SD },
    ...known.map((kind) => ({ mean: 0, sd: ORIGINS.has(kind) ? ORIGIN_SD : SIGN_SD })),
  ];
  const observations: LogisticObservation[] = learnt.map((decision) => ({
    features: featuresOf(
      kindsWithNumber(decision.kinds, decision.numbered),
      priorLogOdds(priorConfidenceOf(prior, decision.score, decision.numbered)),
      known,
    ),
    yes: decision.approved,
    weight: 1,
  }));
  const posterior = fitLogisticMap(priors, observations);
  const [intercept, fittedSlope] = posterior.mean as [number, number];
  const slope = Math.max(0.05, fittedSlope);
  const kindShifts = Object.fromEntries(known.map((kind, i) => [kind, posterior.mean[i + 2]!]));
  const approvals = learnt.filter((decision) => decision.approved).length;
  const base = {
    kindShifts,
    decisions: learnt.length,
    approvals,
    intercept,
    slope,
    posterior: { kinds: known, covariance: posterior.covariance },
    prior: { curve: prior.curve, numberedCurve: prior.numberedCurve, cutoff: prior.cutoff },
  };
  const rated = learnt.map((decision) => ({
    score: decision.score,
    approved: decision.approved,
    confidence: learnt.length === 0 ? 0 : rate(base, prior, decision).confidence,
  }));
  const threshold = thresholdOf(prior);
  const typicalShift =
    learnt.length === 0
      ? 0
      : learnt.reduce(
          (sum, decision) =>
            sum +
            kindsWithNumber(decision.kinds, decision.numbered).reduce(
              (shift, kind) => shift + (kindShifts[kind] ?? 0),
              0,
            ),
          0,
        ) / learnt.length;
  const calibration =
    learnt.length === 0
      ? prior
      : learntCalibration(prior, { intercept, slope, kindShifts, typicalShift }, threshold, rated);
  // The typical suggestion at the cut-off: each kind in the share of decisions that had it.
  const atCutoff = priorLogOdds(priorConfidenceOf(prior, calibration.cutoff));
  const kindShares = known.map(
    (_, i) =>
      observations.reduce((sum, observation) => sum + observation.features[i + 2]!, 0) /
      Math.max(1, observations.length),
  );
  const range = rangeOf(
    base,
    [1, atCutoff, ...kindShares],
    intercept + slope * atCutoff + typicalShift,
  );
  return {
    ...base,
    calibration,
    threshold,
    basisText: basisTextOf(prior, learnt.length),
    confidenceRange: range,
  };
}

type ModelCore = Pick<LearntModel, 'intercept' | 'slope' | 'kindShifts' | 'posterior'>;

function rate(
  model: ModelCore,
  prior: PriorCurves,
  suggestion: { score: number; kinds: readonly string[]; numbered?: boolean },
): { confidence: number; logOdds: number; features: number[] } {
  const kinds = kindsWithNumber(suggestion.kinds, suggestion.numbered);
  const x = priorLogOdds(priorConfidenceOf(prior, suggestion.score, suggestion.numbered));
  const shift = kinds.reduce((sum, kind) => sum + (model.kindShifts[kind] ?? 0), 0);
  const logOdds = model.intercept + model.slope * x + shift;
  return {
    confidence: sigmoid(logOdds),
    logOdds,
    features: featuresOf(kinds, x, model.posterior.kinds),
  };
}

function rangeOf(model: ModelCore, features: number[], logOdds: number): [number, number] {
  const sd = Math.sqrt(Math.max(0, quadraticForm(model.posterior.covariance, features)));
  return [sigmoid(logOdds - CREDIBLE_Z * sd), sigmoid(logOdds + CREDIBLE_Z * sd)];
}

function basisTextOf(prior: SiteCalibration, decisions: number): string {
  if (decisions > 0) {
    return `learnt from your ${decisions} ${decisions === 1 ? 'decision' : 'decisions'}`;
  }
  return prior.basis === 'site'
    ? "estimated from your site's own links"
    : 'estimated from other sites';
}

/**
 * A suggestion's confidence under the learnt model, whether it is shown (at or above the
 * model's threshold; with no decisions learnt, exactly the prior's cut-off) and the 90 %
 * credible range of its confidence.
 */
export function rateWithModel(
  model: LearntModel,
  score: number,
  kinds: readonly string[],
  numbered?: boolean,
): { confidence: number; passes: boolean; range: [number, number] } {
  if (model.decisions === 0) {
    const confidence = priorConfidenceOf(model.prior, score, numbered);
    return { confidence, passes: score >= model.prior.cutoff, range: model.confidenceRange };
  }
  const rated = rate(model, model.prior, { score, kinds, numbered });
  return {
    confidence: rated.confidence,
    passes: rated.confidence >= model.threshold,
    range: rangeOf(model, rated.features, rated.logOdds),
  };
}
