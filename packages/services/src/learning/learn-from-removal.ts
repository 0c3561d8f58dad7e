import type { Db, WebsiteScope } from '@linkloom/db';
import type { Clock } from '../ports/clock';
import { recordDecisions } from './record-decisions';
import { relearnSite } from './relearn-site';

/**
 * A published link taken back: undone by the owner from Linkloom (`unpublished`), or found
 * gone from the post (`removed_by_owner`). Both are the owner's "no" to the link: kept as a
 * decision, and the site's model learns from it at once.
 */
export async function learnFromRemoval(
  { db, clock }: { db: Db; clock: Clock },
  scope: WebsiteScope,
  suggestionId: string,
  action: 'unpublished' | 'removed_by_owner',
): Promise<void> {
  const kept = await recordDecisions(db, scope, { suggestionIds: [suggestionId], action });
  if (kept > 0) {
    await relearnSite({ db, clock }, scope);
  }
}
