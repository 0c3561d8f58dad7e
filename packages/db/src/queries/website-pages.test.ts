import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import * as schema from '../schema/index';
import { onlyWebsite } from '../testing/only-website';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database';
import { listWebsitePages, setPageLinkedAnyway } from './website-pages';

describe.each(testDatabaseKinds())('a page linked anyway on %s', (kind) => {
  let database: Database;
  let scope: { ownerId: string; websiteId: string };
  let archiveId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values([
      { id: 'ann', name: 'Ann', email: 'ann@example.com' },
      { id: 'bea', name: 'Bea', email: 'bea@example.com' },
    ]);
  }, 60_000);
  afterAll(() => database?.close());

  beforeEach(async () => {
    const { db } = database;
    scope = await onlyWebsite(db);
    const [archive] = await db
      .insert(schema.pages)
      .values([
        {
          websiteId: scope.websiteId,
          url: 'https://ann.test/category/news/',
          source: 'sitemap' as const,
          position: 0,
          listingReason: 'its address is an archive of posts',
        },
        {
          websiteId: scope.websiteId,
          url: 'https://ann.test/post',
          source: 'sitemap',
          position: 1,
        },
      ])
      .returning({ id: schema.pages.id });
    archiveId = archive!.id;
  });

  const listed = async () =>
    (await listWebsitePages(database.db, { ...scope, page: 1, limit: 10 })).rows.map(
      ({ url, listingReason, linkedAnyway }) => ({ url, listingReason, linkedAnyway }),
    );

  it('lists each page with its listing reason, left out by default', async () => {
    expect(await listed()).toEqual([
      {
        url: 'https://ann.test/category/news/',
        listingReason: 'its address is an archive of posts',
        linkedAnyway: false,
      },
      { url: 'https://ann.test/post', listingReason: null, linkedAnyway: false },
    ]);
  });

  it('turns a page back on and off for its owner', async () => {
    const on = await setPageLinkedAnyway(database.db, {
      ...scope,
      pageId: archiveId,
      linkedAnyway: true,
    });
    expect(on).toMatchObject({ id: archiveId, linkedAnyway: true });
    expect((await listed())[0]!.linkedAnyway).toBe(true);

    await setPageLinkedAnyway(database.db, { ...scope, pageId: archiveId, linkedAnyway: false });
    expect((await listed())[0]!.linkedAnyway).toBe(false);
  });

  it('changes nothing for another owner', async () => {
    const changed = await setPageLinkedAnyway(database.db, {
      ownerId: 'bea',
      websiteId: scope.websiteId,
      pageId: archiveId,
      linkedAnyway: true,
    });

    expect(changed).toBeNull();
    expect((await listed())[0]!.linkedAnyway).toBe(false);
  });
});
