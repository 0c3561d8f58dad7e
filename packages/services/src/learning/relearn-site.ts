import { saveSiteModel } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import type { Clock } from '../ports/clock';
import { storedLearntOf } from './learning-summary';
import { rerateCandidates } from './rerate-candidates';
import type { Rerating } from './rerate-candidates';
import { loadLearntModel } from './site-model';

/**
 * After the owner's decisions (in the relearn job, a moment after them) and after each analysis:
 * re-fits the website's model from all of them (the last analysis's calibration as the prior)
 * and re-rates its pending suggestions, in one transaction, keeping what changed for the review
 * screen's "4 more suggestions" line and how many decisions it read (the screen says
 * "Re-rating from your decisions…" while there are more).
 */
export async function relearnSite(
  { db, clock }: { db: Db; clock: Clock },
  scope: WebsiteScope,
): Promise<Rerating & { decisionRows: number }> {
  return db.transaction(async (tx) => {
    const { model, decisionRows } = await loadLearntModel(tx, scope);
    const rerating = await rerateCandidates(tx, scope, model);
    await saveSiteModel(tx, {
      ...scope,
      at: clock.now(),
      patch: {
        learnt: storedLearntOf(model, decisionRows),
        promoted: rerating.promoted,
        demoted: rerating.demoted,
        decisionsAtChange: model.decisions,
      },
    });
    return { ...rerating, decisionRows };
  });
}
