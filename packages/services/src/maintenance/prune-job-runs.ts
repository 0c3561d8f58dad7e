import { deleteJobRunsFinishedBefore } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import type { Clock } from '../ports/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes job-run records finished more than `olderThanDays` ago; returns how many. */
export async function pruneJobRuns(
  deps: { db: Db; clock: Clock },
  { olderThanDays }: { olderThanDays: number },
) {
  const cutoff = new Date(deps.clock.now().getTime() - olderThanDays * DAY_MS);
  return deleteJobRunsFinishedBefore(deps.db, cutoff);
}
