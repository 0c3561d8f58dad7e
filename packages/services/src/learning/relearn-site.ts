import { listRatedCandidates, lockRerating, saveSiteModel } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import type { Clock } from '../ports/clock';
import { storedLearntOf } from './learning-summary';
import { planRerating } from './plan-rerating';
import { isStampCurrent } from './rerating-stamp';
import type { ReratingStamp } from './rerating-stamp';
import { loadLearntModel } from './site-model';
import { writeRerating } from './write-rerating';

export type Rerating = { promoted: number; demoted: number; rated: number };

/**
 * After the owner's decisions (in the relearn job, a moment after them) and after each analysis:
 * re-fits the website's model from all of them (the last analysis's calibration as the prior)
 * and re-rates its pending suggestions, keeping what changed for the review screen's "4 more
 * suggestions" line and how many decisions it read (the screen says "Re-rating from your
 * decisions…" until the model is saved, last). It reads in one short transaction, rates in
 * memory, and writes in short batches, so the review list is answered between them. A re-fit
 * that a later decision or analysis supersedes stops writing and saves nothing (`superseded`):
 * the later one, which follows, has the last word.
 */
export async function relearnSite(
  { db, clock }: { db: Db; clock: Clock },
  scope: WebsiteScope,
): Promise<Rerating & { decisionRows: number; superseded: boolean }> {
  const { model, decisionRows, prior, candidates } = await db.transaction(async (tx) => {
    await lockRerating(tx, scope);
    const learnt = await loadLearntModel(tx, scope);
    return { ...learnt, candidates: await listRatedCandidates(tx, scope) };
  });
  const plan = await planRerating(model, candidates);
  const stamp: ReratingStamp = { decisionRows, prior };
  const isCurrent = (tx: Db) => isStampCurrent(tx, scope, stamp);
  const moved = await writeRerating(db, scope, plan, isCurrent);
  const isSaved =
    moved !== null &&
    (await db.transaction(async (tx) => {
      await lockRerating(tx, scope);
      if (!(await isCurrent(tx))) {
        return false;
      }
      await saveSiteModel(tx, {
        ...scope,
        at: clock.now(),
        patch: {
          learnt: storedLearntOf(model, decisionRows),
          promoted: moved.promoted,
          demoted: moved.demoted,
          decisionsAtChange: model.decisions,
        },
      });
      return true;
    }));
  return {
    rated: plan.rated,
    promoted: moved?.promoted ?? 0,
    demoted: moved?.demoted ?? 0,
    decisionRows,
    superseded: !isSaved,
  };
}
