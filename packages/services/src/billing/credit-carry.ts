import { moveCreditPeriod, updateSubscription } from '@linkloom/db';
import type { Db, SubscriptionRow } from '@linkloom/db';
import { creditPeriod } from './subscription-rules';

type SubscriptionChanges = Parameters<typeof updateSubscription>[2];

/**
 * Updates a subscription, keeping the month's used credits when the change starts a new
 * billing period while the old one still runs (a change of billing interval, in the local
 * checkout or from the card provider): the credits used so far move to the new credit period,
 * so 50 of 50 used stays 50 of 50. A renewal (the old period over) and a first checkout start
 * afresh, as they should.
 */
export async function updateKeepingCredits(
  tx: Db,
  before: SubscriptionRow,
  changes: SubscriptionChanges,
  now: Date,
) {
  const updated = await updateSubscription(tx, before.userId, changes);
  const wasRunning =
    before.planId !== 'free' &&
    before.currentPeriodStart !== null &&
    before.currentPeriodEnd !== null &&
    before.currentPeriodStart <= now &&
    before.currentPeriodEnd > now;
  if (updated && wasRunning && updated.planId !== 'free') {
    const from = creditPeriod(before, now).start;
    const to = creditPeriod(updated, now).start;
    if (from.getTime() !== to.getTime()) {
      await moveCreditPeriod(tx, { userId: before.userId, from, to });
    }
  }
  return updated;
}
