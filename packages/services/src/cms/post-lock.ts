import { randomUUID } from 'node:crypto';
import { releaseCmsPostLock, renewCmsPostLock, tryTakeCmsPostLock } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';

/**
 * How long one holder may keep a post without renewing (a process that dies frees it after
 * this), and how long a writer waits for a post another writer holds.
 */
export type PostLockTimings = { leaseMs: number; waitMs: number; pollMs: number };

export const POST_LOCK_TIMINGS: PostLockTimings = {
  leaseMs: 30_000,
  waitMs: 60_000,
  pollMs: 150,
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function postBusyMessage(waitMs: number): string {
  return `Another write to this post (an Apply, Apply approved or Undo) has been under way for over ${Math.round(waitMs / 1000)} s, so Linkloom wrote nothing. Try again in a minute.`;
}

/**
 * Runs `work` while holding the database lease on one post, so that no other API or worker
 * process reads and writes that post at the same time: each writer starts from what the
 * previous one left. The lease is renewed while `work` runs and given back after it.
 * @throws AppError CONFLICT when the post stays held for longer than `waitMs`.
 */
export async function withPostLock<T>(
  db: Db,
  scope: WebsiteScope & { postKey: string },
  work: () => Promise<T>,
  timings: PostLockTimings = POST_LOCK_TIMINGS,
): Promise<T> {
  const key = { ...scope, holder: randomUUID() };
  const deadline = Date.now() + timings.waitMs;
  while (!(await tryTakeCmsPostLock(db, { ...key, leaseMs: timings.leaseMs }))) {
    if (Date.now() >= deadline) {
      throw new AppError('CONFLICT', postBusyMessage(timings.waitMs));
    }
    // A little jitter, so that writers queued behind one post do not all ask at once.
    await pause(timings.pollMs * (0.5 + Math.random()));
  }
  const renewal = setInterval(() => {
    renewCmsPostLock(db, { ...key, leaseMs: timings.leaseMs }).catch(() => {});
  }, timings.leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await releaseCmsPostLock(db, key);
  }
}
