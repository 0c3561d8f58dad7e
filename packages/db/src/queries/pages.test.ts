import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import * as schema from '../schema/index';
import { onlyWebsite } from '../testing/only-website';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database';
import { listPagesToCrawl } from './crawled-pages';
import { saveDiscoveredPages } from './pages';

describe.each(testDatabaseKinds())('saveDiscoveredPages on %s', (kind) => {
  let database: Database;
  let scope: { ownerId: string; websiteId: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db
      .insert(schema.users)
      .values([{ id: 'ann', name: 'Ann', email: 'ann@example.com' }]);
  }, 60_000);
  afterAll(() => database?.close());

  beforeEach(async () => {
    scope = await onlyWebsite(database.db);
  });

  const stored = () =>
    database.db
      .select({
        url: schema.pages.url,
        position: schema.pages.position,
        source: schema.pages.source,
        status: schema.pages.status,
        title: schema.pages.title,
      })
      .from(schema.pages)
      .where(eq(schema.pages.websiteId, scope.websiteId))
      .orderBy(asc(schema.pages.position), asc(schema.pages.url));

  it('adds new URLs as pending pages in the order found, across statements', async () => {
    const urls = Array.from({ length: 1_203 }, (_, index) => `https://ann.test/page-${index}`);
    await saveDiscoveredPages(database.db, { ...scope, urls, source: 'sitemap' });
    const pages = await stored();
    expect(pages).toHaveLength(1_203);
    expect(pages.map((page) => page.url)).toEqual(urls);
    expect(pages.map((page) => page.position)).toEqual(urls.map((_, index) => index));
    expect(new Set(pages.map((page) => `${page.source} ${page.status}`))).toEqual(
      new Set(['sitemap pending']),
    );
  });

  it('keeps known pages with their crawl data in the new order, drops pending pages no longer listed, keeps manual ones', async () => {
    const { db } = database;
    await saveDiscoveredPages(db, {
      ...scope,
      urls: ['https://ann.test/a', 'https://ann.test/b', 'https://ann.test/gone'],
      source: 'sitemap',
    });
    await db
      .update(schema.pages)
      .set({ status: 'crawled', title: 'B' })
      .where(eq(schema.pages.url, 'https://ann.test/b'));
    await db.insert(schema.pages).values({
      websiteId: scope.websiteId,
      url: 'https://ann.test/mine',
      source: 'manual',
      position: 9,
    });
    await saveDiscoveredPages(db, {
      ...scope,
      urls: ['https://ann.test/b', 'https://ann.test/c', 'https://ann.test/a'],
      source: 'crawl',
    });
    expect(await stored()).toEqual([
      { url: 'https://ann.test/b', position: 0, source: 'sitemap', status: 'crawled', title: 'B' },
      { url: 'https://ann.test/c', position: 1, source: 'crawl', status: 'pending', title: null },
      { url: 'https://ann.test/a', position: 2, source: 'sitemap', status: 'pending', title: null },
      {
        url: 'https://ann.test/mine',
        position: 9,
        source: 'manual',
        status: 'pending',
        title: null,
      },
    ]);
  });

  it('lists the pages to crawl in discovery order across its reads, ties by URL, at most the limit', async () => {
    const { db } = database;
    const urls = Array.from({ length: 2_300 }, (_, index) => `https://ann.test/page-${index}`);
    await saveDiscoveredPages(db, { ...scope, urls, source: 'sitemap' });
    // Two pages at one position, a read's boundary between them: ordered by URL.
    await db
      .update(schema.pages)
      .set({ position: 999 })
      .where(eq(schema.pages.url, 'https://ann.test/page-1000'));
    const expected = [
      ...urls.slice(0, 999),
      'https://ann.test/page-1000',
      'https://ann.test/page-999',
    ];
    expected.push(...urls.slice(1_001));
    const all = await listPagesToCrawl(db, { ...scope, limit: 1_000_000 });
    expect(all.map((page) => page.url)).toEqual(expected);
    expect(all[0]).toEqual({
      id: expect.any(String),
      url: urls[0],
      status: 'pending',
      crawledAt: null,
      etag: null,
      lastModified: null,
      sitemapLastmod: null,
    });
    const some = await listPagesToCrawl(db, { ...scope, limit: 2_001 });
    expect(some.map((page) => page.url)).toEqual(expected.slice(0, 2_001));
  });
});
