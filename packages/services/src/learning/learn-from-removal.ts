import type { Db, JobQueue, WebsiteScope } from '@linkloom/db';
import { recordDecisions } from './record-decisions';
import { scheduleRelearn } from './relearn-queue';

/**
 * A published link taken back: undone by the owner from Linkloom (`unpublished`), or found
 * gone from the post (`removed_by_owner`). Both are the owner's "no" to the link: kept as a
 * decision, and the site's model learns from it a moment later (the relearn job).
 */
export async function learnFromRemoval(
  { db, queue }: { db: Db; queue: Pick<JobQueue, 'send'> },
  scope: WebsiteScope,
  suggestionId: string,
  action: 'unpublished' | 'removed_by_owner',
): Promise<void> {
  await db.transaction(async (tx) => {
    const kept = await recordDecisions(tx, scope, { suggestionIds: [suggestionId], action });
    if (kept > 0) {
      await scheduleRelearn(queue, scope, tx);
    }
  });
}
