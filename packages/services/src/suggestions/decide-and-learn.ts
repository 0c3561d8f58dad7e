import { REJECTION_REASON_LABELS } from '@linkloom/contracts';
import type { RejectionReason } from '@linkloom/contracts';
import { decideSuggestions } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { recordDecisions } from '../learning/record-decisions';
import { relearnSite } from '../learning/relearn-site';
import type { Clock } from '../ports/clock';

/** A rejection's one-click reason code and the reviewer's own words, both optional. */
export type RejectionWhy = { reasonCode?: RejectionReason; reason?: string };

/**
 * Decides pending suggestions and keeps each decision (with its reason code) for the site's
 * model, in one transaction; then re-fits the model and re-rates the pending list at once.
 * Returns the ids that changed (pending ones of the owner's website).
 */
export async function decideAndLearn(
  { db, clock }: { db: Db; clock: Clock },
  scope: WebsiteScope,
  {
    suggestionIds,
    status,
    why = {},
  }: { suggestionIds: string[]; status: 'approved' | 'rejected'; why?: RejectionWhy },
): Promise<string[]> {
  const reasonText = why.reason?.trim() || null;
  const changed = await db.transaction(async (tx) => {
    const ids = await decideSuggestions(tx, {
      ...scope,
      suggestionIds,
      status,
      reason: reasonText ?? (why.reasonCode ? REJECTION_REASON_LABELS[why.reasonCode] : null),
      at: clock.now(),
    });
    await recordDecisions(tx, scope, {
      suggestionIds: ids,
      action: status,
      reasonCode: why.reasonCode ?? (reasonText ? 'other' : null),
      reasonText,
    });
    return ids;
  });
  if (changed.length > 0) {
    // Cheap enough to do at once (bench:learning: 2,000 pending re-rated): the reviewer sees
    // the re-rated list on the next read, with no job to wait for.
    await relearnSite({ db, clock }, scope);
  }
  return changed;
}
