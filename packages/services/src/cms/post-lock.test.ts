import { insertWebsite, schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase, testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBusyMessage, withPostLock } from './post-lock';

const FAST = { leaseMs: 10_000, waitMs: 10_000, pollMs: 20 };

describe.each(testDatabaseKinds())('withPostLock on %s', (kind) => {
  let database: Database;
  let scope: { ownerId: string; websiteId: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ada', name: 'Ada', email: 'a@x.test' });
    const website = await insertWebsite(database.db, {
      ownerId: 'ada',
      name: 'Blog',
      url: 'https://blog.test',
    });
    scope = { ownerId: 'ada', websiteId: website.id };
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('runs the writers of one post one after the other, and those of two posts side by side', async () => {
    const events: string[] = [];
    const write = (postKey: string, name: string) =>
      withPostLock(
        database.db,
        { ...scope, postKey },
        async () => {
          events.push(`${name} start`);
          await new Promise((resolve) => setTimeout(resolve, 80));
          events.push(`${name} end`);
        },
        FAST,
      );
    await Promise.all([write('/a', 'a1'), write('/a', 'a2'), write('/a', 'a3'), write('/b', 'b')]);
    const onA = events.filter((event) => event.startsWith('a'));
    for (let index = 0; index < onA.length; index += 2) {
      expect(onA[index]!.replace(' start', '')).toBe(onA[index + 1]!.replace(' end', ''));
    }
    expect(events.indexOf('b start')).toBeLessThan(events.lastIndexOf('a3 end'));
  });

  it('gives the post back when the work throws', async () => {
    await expect(
      withPostLock(
        database.db,
        { ...scope, postKey: '/c' },
        () => Promise.reject(new Error('boom')),
        FAST,
      ),
    ).rejects.toThrow('boom');
    expect(
      await withPostLock(database.db, { ...scope, postKey: '/c' }, async () => 'next', FAST),
    ).toBe('next');
  });

  it('says another write is under way, and runs nothing, when the post stays held', async () => {
    let release!: () => void;
    const holding = withPostLock(
      database.db,
      { ...scope, postKey: '/d' },
      () => new Promise<void>((resolve) => (release = resolve)),
      FAST,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    let ran = false;
    await expect(
      withPostLock(
        database.db,
        { ...scope, postKey: '/d' },
        async () => {
          ran = true;
        },
        { ...FAST, waitMs: 200 },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: postBusyMessage(200) });
    expect(ran).toBe(false);
    release();
    await holding;
  });
});
