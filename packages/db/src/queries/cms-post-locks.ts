import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { cmsPostLocks } from '../schema/cms-post-locks';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

type PostLockKey = WebsiteScope & { postKey: string; holder: string };

/**
 * Takes the lease on one post for `holder` for `leaseMs`, when nobody holds it or the last
 * holder's lease ran out. One statement, so two processes racing for it cannot both win
 * (PostgreSQL and PGlite alike). True when `holder` now holds it.
 */
export async function tryTakeCmsPostLock(
  db: Db,
  { leaseMs, ...key }: PostLockKey & { leaseMs: number },
): Promise<boolean> {
  await assertOwnsWebsite(db, key);
  const expiresAt = sql`now() + ${`${Math.ceil(leaseMs)} milliseconds`}::interval`;
  const taken = await db
    .insert(cmsPostLocks)
    .values({ websiteId: key.websiteId, postKey: key.postKey, holder: key.holder, expiresAt })
    .onConflictDoUpdate({
      target: [cmsPostLocks.websiteId, cmsPostLocks.postKey],
      set: { holder: key.holder, expiresAt },
      setWhere: lt(cmsPostLocks.expiresAt, sql`now()`),
    })
    .returning({ holder: cmsPostLocks.holder });
  return taken[0]?.holder === key.holder;
}

function heldBy(key: PostLockKey) {
  return and(
    inWebsite(cmsPostLocks.websiteId, key),
    eq(cmsPostLocks.postKey, key.postKey),
    eq(cmsPostLocks.holder, key.holder),
  );
}

/** Extends the lease `holder` holds; false when it was lost (ran out and taken by another). */
export async function renewCmsPostLock(
  db: Db,
  { leaseMs, ...key }: PostLockKey & { leaseMs: number },
): Promise<boolean> {
  await assertOwnsWebsite(db, key);
  const renewed = await db
    .update(cmsPostLocks)
    .set({ expiresAt: sql`now() + ${`${Math.ceil(leaseMs)} milliseconds`}::interval` })
    .where(heldBy(key))
    .returning({ holder: cmsPostLocks.holder });
  return renewed.length > 0;
}

/** Gives the post back; a lease already taken over by another holder is left alone. */
export async function releaseCmsPostLock(db: Db, key: PostLockKey): Promise<void> {
  await assertOwnsWebsite(db, key);
  await db.delete(cmsPostLocks).where(heldBy(key));
}
