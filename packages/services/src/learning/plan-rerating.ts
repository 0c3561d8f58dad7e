import { setImmediate as nextTurn } from 'node:timers/promises';
import { evidenceKindsOf, rateWithModel } from '@linkloom/engine';
import type { LearntModel } from '@linkloom/engine';

// Confidences are shown in whole percent; smaller changes are not written.
const CONFIDENCE_STEP = 0.005;
// Candidates rated between two turns of the event loop: the embedded database answers on this
// thread, so a list read waits for no more than this many ratings.
const RATINGS_PER_TURN = 500;

export type Rated = { id: string; confidence: number };

type Candidate = { id: string; score: number; confidence: number | null; reasons: string[] };

/** What a re-rating changes: each list of candidates with its new confidence. */
export type ReratingPlan = {
  /** Pending suggestions that no longer pass: they move to "less likely". */
  demote: Rated[];
  /** Less likely candidates that now pass: they join the review list. */
  promote: Rated[];
  /** Pending suggestions whose confidence moved by a shown step. */
  keep: Rated[];
  /** Less likely candidates whose confidence moved by a shown step. */
  stay: Rated[];
  /** How many candidates were rated. */
  rated: number;
};

function rateOf(model: LearntModel, row: Candidate) {
  const kinds = evidenceKindsOf(row.reasons);
  return rateWithModel(model, row.score, kinds, kinds.includes('number'));
}

function hasMoved(confidence: number, row: Candidate): boolean {
  return Math.abs(confidence - (row.confidence ?? -1)) >= CONFIDENCE_STEP;
}

/**
 * Rates the website's pending suggestions and less likely candidates with `model` and says
 * what changes: pending ones that no longer pass move to "less likely" (they do not vanish),
 * less likely ones that now pass join the review list, and the rest take their new confidence
 * when it moved by a shown step. Gives the event loop a turn every few hundred ratings.
 */
export async function planRerating(
  model: LearntModel,
  { pending, lessLikely }: { pending: readonly Candidate[]; lessLikely: readonly Candidate[] },
): Promise<ReratingPlan> {
  const plan: ReratingPlan = { demote: [], promote: [], keep: [], stay: [], rated: 0 };
  const all = [
    ...pending.map((row) => ({ row, isPending: true })),
    ...lessLikely.map((row) => ({ row, isPending: false })),
  ];
  for (const [index, { row, isPending }] of all.entries()) {
    if (index > 0 && index % RATINGS_PER_TURN === 0) {
      await nextTurn();
    }
    const { confidence, passes } = rateOf(model, row);
    const rated = { id: row.id, confidence };
    if (isPending && !passes) {
      plan.demote.push(rated);
    } else if (!isPending && passes) {
      plan.promote.push(rated);
    } else if (hasMoved(confidence, row)) {
      (isPending ? plan.keep : plan.stay).push(rated);
    }
  }
  plan.rated = all.length;
  return plan;
}
