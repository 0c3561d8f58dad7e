import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../index';
import {
  insertWebsite,
  releaseCmsPostLock,
  renewCmsPostLock,
  schema,
  tryTakeCmsPostLock,
} from '../index';
import { createTestDatabase, testDatabaseKinds } from '../testing/index';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe.each(testDatabaseKinds())('post locks on %s', (kind) => {
  let database: Database;
  let websiteId: string;
  const post = () => ({ ownerId: 'ada', websiteId, postKey: 'https://blog.test/bread/' });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'eve', name: 'Eve', email: 'eve@example.com' },
    ]);
    websiteId = (
      await insertWebsite(database.db, { ownerId: 'ada', name: 'Blog', url: 'https://blog.test' })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('lets exactly one of many simultaneous takers hold a post', async () => {
    const holders = Array.from(
      { length: 8 },
      (_, index) => `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
    );
    const taken = await Promise.all(
      holders.map((holder) =>
        tryTakeCmsPostLock(database.db, { ...post(), holder, leaseMs: 60_000 }),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    const winner = holders[taken.indexOf(true)]!;
    await releaseCmsPostLock(database.db, { ...post(), holder: winner });
  });

  it('gives the post to the next writer once released, and never to two at once', async () => {
    expect(await tryTakeCmsPostLock(database.db, { ...post(), holder: A, leaseMs: 60_000 })).toBe(
      true,
    );
    expect(await tryTakeCmsPostLock(database.db, { ...post(), holder: B, leaseMs: 60_000 })).toBe(
      false,
    );
    // Releasing with the wrong holder frees nothing.
    await releaseCmsPostLock(database.db, { ...post(), holder: B });
    expect(await tryTakeCmsPostLock(database.db, { ...post(), holder: C, leaseMs: 60_000 })).toBe(
      false,
    );
    await releaseCmsPostLock(database.db, { ...post(), holder: A });
    expect(await tryTakeCmsPostLock(database.db, { ...post(), holder: B, leaseMs: 60_000 })).toBe(
      true,
    );
    await releaseCmsPostLock(database.db, { ...post(), holder: B });
  });

  it('frees the post of a holder that died when its lease runs out, and its renewal fails then', async () => {
    expect(await tryTakeCmsPostLock(database.db, { ...post(), holder: A, leaseMs: 50 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await tryTakeCmsPostLock(database.db, { ...post(), holder: B, leaseMs: 60_000 })).toBe(
      true,
    );
    expect(await renewCmsPostLock(database.db, { ...post(), holder: A, leaseMs: 60_000 })).toBe(
      false,
    );
    expect(await renewCmsPostLock(database.db, { ...post(), holder: B, leaseMs: 60_000 })).toBe(
      true,
    );
    await releaseCmsPostLock(database.db, { ...post(), holder: B });
  });

  it("refuses another owner's website", async () => {
    await expect(
      tryTakeCmsPostLock(database.db, { ...post(), ownerId: 'eve', holder: A, leaseMs: 60_000 }),
    ).rejects.toThrow('is not the owner');
  });
});
