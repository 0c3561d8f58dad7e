import type { LinkCalibration } from '@linkloom/contracts';
import type { SiteCalibration } from '@linkloom/engine';

/**
 * The part of the engine's calibration a website keeps: the figures and bands the owner is
 * shown. The score-to-confidence curve is left out; each suggestion stores its confidence.
 */
export function toStoredCalibration(calibration: SiteCalibration): LinkCalibration {
  return {
    basis: calibration.basis,
    linkPairs: calibration.linkPairs,
    labelFrequency: calibration.labelFrequency,
    hiddenPairs: calibration.hiddenPairs,
    foundPairs: calibration.foundPairs,
    suggestions: calibration.suggestions,
    precision: calibration.precision,
    recall: calibration.recall,
    precisionRange: calibration.precisionRange,
    ...(calibration.learntFrom ? { learntFrom: calibration.learntFrom } : {}),
    ...(calibration.siteCandidates === undefined
      ? {}
      : { siteCandidates: calibration.siteCandidates }),
    targetPrecision: calibration.targetPrecision,
    cutoff: calibration.cutoff,
    bands: calibration.bands.map((band) => ({
      minConfidence: band.minConfidence,
      maxConfidence: band.maxConfidence,
      minScore: band.minScore,
      maxScore: band.maxScore,
      suggestions: band.suggestions,
      hits: band.hits,
      precision: band.precision,
    })),
  };
}
