import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import * as schema from '../schema/index';
import { onlyWebsite } from '../testing/only-website';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database';
import { pageTextOf } from '../testing/two-tenants';
import type { CrawledPage } from './crawled-page-types';
import { saveCrawlBatch } from './crawled-pages';
import { insertLinkedPages } from './link-targets';
import { listLinkTargetsOf } from './linked-pages';

const SITE = 'https://ann.test';

function crawledWithLinks(pageId: string, path: string, targets: string[]): CrawledPage {
  return {
    pageId,
    title: path,
    httpStatus: 200,
    contentHash: path,
    wordCount: 1,
    pageText: pageTextOf(`${SITE}${path}`, path),
    listingReason: null,
    crawledAt: new Date('2026-12-01T10:00:00Z'),
    links: [...targets, 'https://elsewhere.test/'].map((target) => ({
      targetUrl: target.startsWith('http') ? target : `${SITE}${target}`,
      anchorText: target,
      placement: 'main' as const,
      isInternal: !target.startsWith('http'),
      nofollow: false,
    })),
  };
}

describe.each(testDatabaseKinds())('listLinkTargetsOf on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@a.test' });
  }, 60_000);
  afterAll(() => database?.close());

  it('reads only the links of the pages given, same-host ones, each target once in page order', async () => {
    const { db } = database;
    const scope = await onlyWebsite(db);
    const [home, second, third] = await insertLinkedPages(db, {
      ...scope,
      urls: [`${SITE}/`, `${SITE}/page/2`, `${SITE}/page/3`],
    });
    await saveCrawlBatch(db, {
      ...scope,
      crawled: [
        crawledWithLinks(home!.id, '/', ['/page/2', '/about']),
        crawledWithLinks(second!.id, '/page/2', ['/page/3', '/post-b', '/post-a', '/post-b']),
        crawledWithLinks(third!.id, '/page/3', ['/page/4', '/about']),
      ],
      failed: [],
    });

    expect(
      await listLinkTargetsOf(db, { ...scope, sourcePageIds: [third!.id, second!.id] }),
    ).toEqual(
      ['/page/4', '/about', '/page/3', '/post-b', '/post-a'].map((path) => `${SITE}${path}`),
    );
    expect(await listLinkTargetsOf(db, { ...scope, sourcePageIds: [] })).toEqual([]);
  });
});
