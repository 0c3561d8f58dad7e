import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  demoteSuggestions,
  lockRerating,
  promoteLessLikely,
  updateLessLikelyConfidences,
  updatePendingConfidences,
} from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import type { Rated, ReratingPlan } from './plan-rerating';

/**
 * Candidates written per transaction. Each written suggestion also rebuilds its review card (a
 * trigger), so a batch holds the embedded database's one connection for tens of milliseconds:
 * the review list's read waits for one batch at most, never for the whole re-rating.
 */
export const RERATED_PER_BATCH = 100;

type Write = (db: Db, rated: Rated[]) => Promise<number | void>;

/**
 * Writes a re-rating in short transactions of at most `RERATED_PER_BATCH` candidates, giving
 * other reads a turn between them; each holds the website's re-rating lock and first asks
 * `isCurrent`, and the writing stops (null) once a later re-fit supersedes this one. Demoted
 * first: a pair the model now rates low cannot meet itself coming back. Returns how many moved.
 */
export async function writeRerating(
  db: Db,
  scope: WebsiteScope,
  plan: ReratingPlan,
  isCurrent: (tx: Db) => Promise<boolean>,
): Promise<{ promoted: number; demoted: number } | null> {
  const steps: Array<[Rated[], Write]> = [
    [plan.demote, (tx, rated) => demoteSuggestions(tx, { ...scope, rated })],
    [plan.promote, (tx, rated) => promoteLessLikely(tx, { ...scope, rated })],
    [plan.keep, (tx, rated) => updatePendingConfidences(tx, { ...scope, rated })],
    [plan.stay, (tx, rated) => updateLessLikelyConfidences(tx, { ...scope, rated })],
  ];
  const moved: number[] = [];
  for (const [rows, write] of steps) {
    let count = 0;
    for (let start = 0; start < rows.length; start += RERATED_PER_BATCH) {
      await nextTurn();
      const written = await db.transaction(async (tx) => {
        await lockRerating(tx, scope);
        if (!(await isCurrent(tx))) {
          return null;
        }
        return (await write(tx, rows.slice(start, start + RERATED_PER_BATCH))) ?? 0;
      });
      if (written === null) {
        return null;
      }
      count += written;
    }
    moved.push(count);
  }
  return { demoted: moved[0] ?? 0, promoted: moved[1] ?? 0 };
}
