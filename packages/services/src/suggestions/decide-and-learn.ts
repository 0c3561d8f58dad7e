import { REJECTION_REASON_LABELS } from '@linkloom/contracts';
import type { RejectionReason } from '@linkloom/contracts';
import { decideSuggestions } from '@linkloom/db';
import type { Db, JobQueue, WebsiteScope } from '@linkloom/db';
import { recordDecisions } from '../learning/record-decisions';
import { scheduleRelearn } from '../learning/relearn-queue';
import type { Clock } from '../ports/clock';

/** A rejection's one-click reason code and the reviewer's own words, both optional. */
export type RejectionWhy = { reasonCode?: RejectionReason; reason?: string };

/**
 * Decides pending suggestions and keeps each decision (with its reason code) for the site's
 * model, in one transaction that also asks for the model's re-fit: the relearn job re-rates the
 * pending list a moment later (one job for a burst of decisions), so the decision answers at
 * once. Returns the ids that changed (pending ones of the owner's website).
 */
export async function decideAndLearn(
  { db, clock, queue }: { db: Db; clock: Clock; queue: Pick<JobQueue, 'send'> },
  scope: WebsiteScope,
  {
    suggestionIds,
    status,
    why = {},
  }: { suggestionIds: string[]; status: 'approved' | 'rejected'; why?: RejectionWhy },
): Promise<string[]> {
  const reasonText = why.reason?.trim() || null;
  return db.transaction(async (tx) => {
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
    if (ids.length > 0) {
      await scheduleRelearn(queue, scope, tx);
    }
    return ids;
  });
}
