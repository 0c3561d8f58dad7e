import { saveSiteModel } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import type { Clock } from '../ports/clock';
import { storedLearntOf } from './learning-summary';
import { rerateCandidates } from './rerate-candidates';
import type { Rerating } from './rerate-candidates';
import { loadLearntModel } from './site-model';

/**
 * After the owner's decisions: re-fits the website's model from all of them (the last
 * analysis's calibration as the prior) and re-rates its pending suggestions at once, in one
 * transaction, keeping what changed for the review screen's "4 more suggestions" line.
 */
export async function relearnSite(
  { db, clock }: { db: Db; clock: Clock },
  scope: WebsiteScope,
): Promise<Rerating> {
  return db.transaction(async (tx) => {
    const model = await loadLearntModel(tx, scope);
    const rerating = await rerateCandidates(tx, scope, model);
    await saveSiteModel(tx, {
      ...scope,
      at: clock.now(),
      patch: {
        learnt: storedLearntOf(model),
        promoted: rerating.promoted,
        demoted: rerating.demoted,
        decisionsAtChange: model.decisions,
      },
    });
    return rerating;
  });
}
