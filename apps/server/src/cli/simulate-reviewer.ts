// The simulated reviewer of issue 51 §4: decides a site's suggestions in the order the review
// screen lists them, answering from the ground truth, updates the site's model with the
// engine's learnFromDecisions as the product does, and re-rates everything left undecided.
import type {
  LinkSuggestion,
  OwnerDecision,
  RejectionReason,
  SiteCalibration,
} from '@linkloom/engine';
import { evidenceKindsOf, learnFromDecisions, rateWithModel } from '@linkloom/engine';

/** The ground truth's links (../shared/eval/README.md): the authors' (source, target, anchor). */
export type TruthLink = { source: string; target: string; anchor: string };

/** A suggestion as the review list holds it: pending (passed the cut-off) or less likely. */
type Candidate = { suggestion: LinkSuggestion; kinds: string[]; numbered: boolean; key: string };

export type ReviewerStep = {
  decisions: number;
  approvals: number;
  /** (source, target) page-key pairs decided so far, in order. */
  decided: Array<{
    source: string;
    target: string;
    approved: boolean;
    reason: RejectionReason | null;
  }>;
  /** Undecided suggestions of the cold run (the cut-off before learning). */
  coldRest: LinkSuggestion[];
  /** Undecided suggestions the learnt model shows: pending or less likely, now passing. */
  rest: LinkSuggestion[];
  /** Less likely candidates the model raised into the list, and pending ones it lowered. */
  promoted: number;
  demoted: number;
  model: {
    intercept: number;
    slope: number;
    threshold: number;
    cutoff: number;
    kindShifts: Record<string, number>;
    confidenceRange: [number, number];
    basisText: string;
  };
};

/** The harness's page key (lib/urls.mjs): the path, decoded, a trailing index.html folded. */
export function pageKeyOf(url: string): string {
  const parsed = new URL(url, 'http://site.invalid/');
  let path = parsed.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape stays as it is
  }
  return path.replace(/\/index\.html?$/i, '/');
}

const pairKeyOf = (source: string, target: string) => `${pageKeyOf(source)} ${pageKeyOf(target)}`;
const normalAnchor = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The reviewer's answer: approve a pair the authors linked; otherwise reject, "wrong page"
 * when the authors link these words (anywhere) to another page or name the target with them,
 * "generic words" when no author ever made a link of these words to this target.
 */
function answerOf(
  suggestion: LinkSuggestion,
  truthPairs: ReadonlySet<string>,
  anchorsByTarget: ReadonlyMap<string, Set<string>>,
): { approved: boolean; reason: RejectionReason | null } {
  if (truthPairs.has(pairKeyOf(suggestion.sourceUrl, suggestion.targetUrl))) {
    return { approved: true, reason: null };
  }
  const anchors = anchorsByTarget.get(pageKeyOf(suggestion.targetUrl));
  const named = anchors?.has(normalAnchor(suggestion.anchorText)) ?? false;
  return {
    approved: false,
    reason: named || suggestion.kind === 'passage' ? 'wrong_page' : 'generic_words',
  };
}

/** The review screen's order (db's SUGGESTION_LIST_ORDER without search data): by source page, best first. */
function byReviewOrder(a: Candidate, b: Candidate): number {
  const source = a.suggestion.sourceUrl.localeCompare(b.suggestion.sourceUrl);
  return source || b.suggestion.score - a.suggestion.score || a.key.localeCompare(b.key);
}

function candidateOf(suggestion: LinkSuggestion): Candidate {
  const kinds = suggestion.kind === 'passage' ? [] : evidenceKindsOf(suggestion.reasons);
  return {
    suggestion,
    kinds,
    numbered: kinds.includes('number'),
    key: `${pairKeyOf(suggestion.sourceUrl, suggestion.targetUrl)} ${suggestion.anchorText}`,
  };
}

/**
 * Decides the first `steps[i]` suggestions of the review list in turn (cumulatively: after each
 * step the model learns and the list is re-rated, so the next decisions are taken from the list
 * as the owner would then see it), and after each step reports what is left undecided, cold and
 * learnt. `pending`: the suggestions made at the cut-off; `lessLikely`: the candidates below it
 * the product keeps. Written passages have no score to learn from: they are decided, not learnt.
 */
export function simulateReviewer(input: {
  calibration: SiteCalibration;
  pending: readonly LinkSuggestion[];
  lessLikely: readonly LinkSuggestion[];
  truth: readonly TruthLink[];
  steps: readonly number[];
}): ReviewerStep[] {
  const truthPairs = new Set(input.truth.map((link) => pairKeyOf(link.source, link.target)));
  const anchorsByTarget = new Map<string, Set<string>>();
  for (const link of input.truth) {
    const target = pageKeyOf(link.target);
    anchorsByTarget.set(
      target,
      (anchorsByTarget.get(target) ?? new Set()).add(normalAnchor(link.anchor)),
    );
  }
  const pending = input.pending.map(candidateOf);
  const pendingKeys = new Set(
    pending.map((candidate) =>
      pairKeyOf(candidate.suggestion.sourceUrl, candidate.suggestion.targetUrl),
    ),
  );
  const lessLikely = input.lessLikely
    .filter((suggestion) => suggestion.kind === 'anchor')
    .map(candidateOf)
    .filter(
      (candidate) =>
        !pendingKeys.has(pairKeyOf(candidate.suggestion.sourceUrl, candidate.suggestion.targetUrl)),
    );
  const all = [...pending, ...lessLikely];
  const isPending = new Set(pending);
  const decided = new Map<Candidate, { approved: boolean; reason: RejectionReason | null }>();
  const decisions: OwnerDecision[] = [];
  let model = learnFromDecisions(input.calibration, []);
  const passes = (candidate: Candidate) =>
    candidate.suggestion.kind === 'passage' ||
    rateWithModel(model, candidate.suggestion.score, candidate.kinds, candidate.numbered).passes;
  let shown = pending;
  const report: ReviewerStep[] = [];
  for (const step of input.steps) {
    const next = shown.filter((candidate) => !decided.has(candidate)).sort(byReviewOrder);
    for (const candidate of next.slice(0, Math.max(0, step - decided.size))) {
      const answer = answerOf(candidate.suggestion, truthPairs, anchorsByTarget);
      decided.set(candidate, answer);
      if (candidate.suggestion.kind === 'anchor') {
        decisions.push({
          score: candidate.suggestion.score,
          kinds: candidate.kinds,
          approved: answer.approved,
          reason: answer.reason,
          numbered: candidate.numbered,
        });
      }
    }
    model = learnFromDecisions(input.calibration, decisions);
    shown = all.filter((candidate) => !decided.has(candidate) && passes(candidate));
    const isShown = new Set(shown);
    const rated = (candidate: Candidate): LinkSuggestion =>
      candidate.suggestion.kind === 'passage'
        ? candidate.suggestion
        : {
            ...candidate.suggestion,
            confidence: rateWithModel(
              model,
              candidate.suggestion.score,
              candidate.kinds,
              candidate.numbered,
            ).confidence,
          };
    report.push({
      decisions: decided.size,
      approvals: [...decided.values()].filter((answer) => answer.approved).length,
      decided: [...decided].map(([candidate, answer]) => ({
        source: pageKeyOf(candidate.suggestion.sourceUrl),
        target: pageKeyOf(candidate.suggestion.targetUrl),
        ...answer,
      })),
      coldRest: pending
        .filter((candidate) => !decided.has(candidate))
        .map((candidate) => candidate.suggestion),
      rest: [...shown].sort(byReviewOrder).map(rated),
      promoted: shown.filter((candidate) => !isPending.has(candidate)).length,
      demoted: pending.filter((candidate) => !decided.has(candidate) && !isShown.has(candidate))
        .length,
      model: {
        intercept: model.intercept,
        slope: model.slope,
        threshold: model.threshold,
        cutoff: model.calibration.cutoff,
        kindShifts: model.kindShifts,
        confidenceRange: model.confidenceRange,
        basisText: model.basisText,
      },
    });
  }
  return report;
}
