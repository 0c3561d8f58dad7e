import {
  demoteSuggestions,
  listRatedCandidates,
  promoteLessLikely,
  updateLessLikelyConfidences,
  updatePendingConfidences,
} from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { evidenceKindsOf, rateWithModel } from '@linkloom/engine';
import type { LearntModel } from '@linkloom/engine';

// Confidences are shown in whole percent; smaller changes are not written.
const CONFIDENCE_STEP = 0.005;

export type Rerating = { promoted: number; demoted: number; rated: number };

type Rated = { id: string; confidence: number };

function rateOf(model: LearntModel, row: { score: number; reasons: string[] }) {
  const kinds = evidenceKindsOf(row.reasons);
  return rateWithModel(model, row.score, kinds, kinds.includes('number'));
}

/**
 * Re-rates the website's pending suggestions and less likely candidates with `model`, in the
 * caller's transaction: pending ones that no longer pass move to "less likely" (they do not
 * vanish), less likely ones that now pass join the review list, and the rest take their new
 * confidence. Passages and the owner's own links have no score to rate and stay as they are.
 */
export async function rerateCandidates(
  db: Db,
  scope: WebsiteScope,
  model: LearntModel,
): Promise<Rerating> {
  const { pending, lessLikely } = await listRatedCandidates(db, scope);
  const demote: Rated[] = [];
  const keep: Rated[] = [];
  const promote: Rated[] = [];
  const stay: Rated[] = [];
  for (const row of pending) {
    const { confidence, passes } = rateOf(model, row);
    if (!passes) {
      demote.push({ id: row.id, confidence });
    } else if (Math.abs(confidence - (row.confidence ?? -1)) >= CONFIDENCE_STEP) {
      keep.push({ id: row.id, confidence });
    }
  }
  for (const row of lessLikely) {
    const { confidence, passes } = rateOf(model, row);
    if (passes) {
      promote.push({ id: row.id, confidence });
    } else if (Math.abs(confidence - (row.confidence ?? -1)) >= CONFIDENCE_STEP) {
      stay.push({ id: row.id, confidence });
    }
  }
  // Demoted first: a pair the model now rates low cannot meet itself coming back.
  const demoted = await demoteSuggestions(db, { ...scope, rated: demote });
  const promoted = await promoteLessLikely(db, { ...scope, rated: promote });
  await updatePendingConfidences(db, { ...scope, rated: keep });
  await updateLessLikelyConfidences(db, { ...scope, rated: stay });
  return { promoted, demoted, rated: pending.length + lessLikely.length };
}
