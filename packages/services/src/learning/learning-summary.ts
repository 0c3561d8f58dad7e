import type { LearningSummary, LinkCalibration } from '@linkloom/contracts';
import type { SiteModelRow } from '@linkloom/db';
import type { LearntModel } from '@linkloom/engine';

/** What the website keeps of a learnt model for its screens (the curves stay in the engine). */
export type StoredLearnt = {
  decisions: number;
  approvals: number;
  basisText: string;
  confidenceRange: [number, number];
  /** The decision rows (anchor edits aside) this model was fitted on; absent before issue 51's job. */
  decisionRows?: number;
};

export function storedLearntOf(model: LearntModel, decisionRows: number): StoredLearnt {
  return {
    decisionRows,
    decisions: model.decisions,
    approvals: model.approvals,
    basisText: model.basisText,
    confidenceRange: model.confidenceRange,
  };
}

const BASIS_TEXT = {
  site: "estimated from your site's own links",
  developer_sites: 'estimated from other sites',
} as const;

/**
 * Without a learnt model: the range the analysis measured (the quality card's), or for a measure
 * taken before it was, a binomial interval on the backtest's own counts (Wilson, 90 %). Never
 * a binomial interval on the pooled counts of other sites: thousands of their suggestions would
 * claim a certainty about this site that nothing measured.
 */
function rangeOfBacktest(calibration: LinkCalibration | null): [number, number] {
  if (calibration?.precisionRange) {
    return calibration.precisionRange;
  }
  if (!calibration || calibration.suggestions === 0 || calibration.basis !== 'site') {
    return [0, 1];
  }
  const n = calibration.suggestions;
  const p = calibration.precision;
  const z = 1.645;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * What the website's confidence rests on and how sure it is: the owner's decisions once there
 * are any, else the last analysis's backtest (the site's own links, or other sites).
 */
export function learningSummaryOf(
  model: SiteModelRow | null,
  calibration: LinkCalibration | null,
  lessLikely: number,
  decisionRows: number,
): LearningSummary {
  const learnt = (model?.learnt ?? null) as StoredLearnt | null;
  // Decisions the model has not read yet: the relearn job is waiting or running. (A model fitted
  // before the job kept no row count; it was fitted in the decision's own request.)
  const rerating =
    learnt !== null && learnt.decisionRows === undefined
      ? false
      : decisionRows > (learnt?.decisionRows ?? 0);
  const last_change = {
    decisions: model?.decisionsAtChange ?? 0,
    promoted: model?.promoted ?? 0,
    demoted: model?.demoted ?? 0,
  };
  if (learnt && learnt.decisions > 0) {
    return {
      source: 'decisions',
      decisions: learnt.decisions,
      approvals: learnt.approvals,
      basis_text: learnt.basisText || `learnt from your ${learnt.decisions} decisions`,
      confidence_range: learnt.confidenceRange,
      last_change,
      less_likely: lessLikely,
      rerating,
    };
  }
  const basis = calibration?.basis ?? 'developer_sites';
  return {
    source: basis,
    decisions: 0,
    approvals: 0,
    basis_text: BASIS_TEXT[basis],
    confidence_range: rangeOfBacktest(calibration),
    last_change,
    less_likely: lessLikely,
    rerating,
  };
}
