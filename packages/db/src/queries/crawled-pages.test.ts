import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import * as schema from '../schema/index';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database';
import { pageTextOf } from '../testing/two-tenants';
import { listAnalyzablePages, markPagesAnalyzed } from './analyzable-pages';
import type { CrawledPage } from './crawled-page-types';
import { saveCrawlBatch } from './crawled-pages';

const at = new Date('2026-11-20T10:00:00Z');
const later = new Date('2026-11-21T10:00:00Z');

function crawledPage(
  pageId: string,
  url: string,
  contentHash: string,
  title = 'Guide',
): CrawledPage {
  return {
    pageId,
    title,
    httpStatus: 200,
    contentHash,
    wordCount: 3,
    pageText: pageTextOf(url, title),
    listingReason: null,
    crawledAt: at,
    links: [
      {
        targetUrl: `${url}/next`,
        anchorText: `After ${title}`,
        placement: 'main',
        isInternal: true,
        nofollow: false,
      },
      {
        targetUrl: 'https://elsewhere.test/',
        anchorText: 'Elsewhere',
        placement: 'footer',
        isInternal: false,
        nofollow: true,
      },
    ],
  };
}

describe.each(testDatabaseKinds())('saveCrawlBatch on %s', (kind) => {
  let database: Database;
  let scope: { ownerId: string; websiteId: string };
  let otherWebsiteId: string;
  let ids: string[];

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
    await db.delete(schema.websites);
    const [website, other] = await db
      .insert(schema.websites)
      .values([
        { ownerId: 'ann', name: 'Ann', url: 'https://ann.test/' },
        { ownerId: 'bea', name: 'Bea', url: 'https://bea.test/' },
      ])
      .returning();
    scope = { ownerId: 'ann', websiteId: website!.id };
    otherWebsiteId = other!.id;
    const rows = await db
      .insert(schema.pages)
      .values(
        Array.from({ length: 3 }, (_, index) => ({
          websiteId: website!.id,
          url: `https://ann.test/${index}`,
          source: 'sitemap' as const,
          position: index,
        })),
      )
      .returning({ id: schema.pages.id });
    ids = rows.map((row) => row.id);
  });

  const pagesOf = (websiteId: string) =>
    database.db
      .select()
      .from(schema.pages)
      .where(eq(schema.pages.websiteId, websiteId))
      .orderBy(asc(schema.pages.position));
  const linksOf = (pageId: string) =>
    database.db
      .select({ targetUrl: schema.pageLinks.targetUrl, anchorText: schema.pageLinks.anchorText })
      .from(schema.pageLinks)
      .where(eq(schema.pageLinks.sourcePageId, pageId))
      .orderBy(asc(schema.pageLinks.targetUrl));

  it('stores every link of a page with more links than one statement takes, and replaces them all', async () => {
    const many = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, n) => ({
        targetUrl: `https://ann.test/${prefix}/${String(n).padStart(4, '0')}`,
        anchorText: `${prefix} ${n}`,
        placement: 'main' as const,
        isInternal: true,
        nofollow: false,
      }));
    const page = { ...crawledPage(ids[0]!, 'https://ann.test/0', 'h0'), links: many(1_234, 'p') };
    await saveCrawlBatch(database.db, { ...scope, crawled: [page], failed: [] });
    const stored = await linksOf(ids[0]!);
    expect(stored).toHaveLength(1_234);
    expect(stored.at(-1)).toEqual({ targetUrl: 'https://ann.test/p/1233', anchorText: 'p 1233' });

    await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [{ ...page, contentHash: 'h1', links: many(501, 'q') }],
      failed: [],
    });
    const replaced = await linksOf(ids[0]!);
    expect(replaced).toHaveLength(501);
    expect(replaced.every((link) => link.targetUrl.startsWith('https://ann.test/q/'))).toBe(true);
  });

  it('stores new pages, their text and links, and failures, in one call', async () => {
    const changed = await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [crawledPage(ids[0]!, 'https://ann.test/0', 'h0')],
      failed: [{ pageId: ids[1]!, httpStatus: 404, error: 'Not found', at }],
    });

    expect(changed).toEqual([ids[0]]);
    const [first, second, third] = await pagesOf(scope.websiteId);
    expect(first).toMatchObject({
      status: 'crawled',
      title: 'Guide',
      httpStatus: 200,
      contentHash: 'h0',
      wordCount: 3,
      crawledAt: at,
      contentChangedAt: at,
      updatedAt: at,
    });
    expect(second).toMatchObject({ status: 'error', error: 'Not found', httpStatus: 404 });
    expect(third).toMatchObject({ status: 'pending', contentHash: null });
    expect(await linksOf(ids[0]!)).toEqual([
      { targetUrl: 'https://ann.test/0/next', anchorText: 'After Guide' },
      { targetUrl: 'https://elsewhere.test/', anchorText: 'Elsewhere' },
    ]);
    const [analyzable] = await listAnalyzablePages(database.db, {
      ...scope,
      afterId: null,
      limit: 10,
    });
    expect(analyzable!.pageText).toEqual(pageTextOf('https://ann.test/0', 'Guide'));
  });

  it('moves only the crawl time of a page whose content hash is unchanged', async () => {
    await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [crawledPage(ids[0]!, 'https://ann.test/0', 'h0')],
      failed: [],
    });
    const again = { ...crawledPage(ids[0]!, 'https://ann.test/0', 'h0', 'Renamed'), links: [] };
    const changed = await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [{ ...again, crawledAt: later, httpStatus: 203 }],
      failed: [],
    });

    expect(changed).toEqual([]);
    const [page] = await pagesOf(scope.websiteId);
    expect(page).toMatchObject({
      title: 'Guide',
      httpStatus: 203,
      crawledAt: later,
      contentChangedAt: at,
    });
    expect(await linksOf(ids[0]!)).toHaveLength(2);
  });

  it('replaces the text and links of a page whose content changed, and keeps a failed page’s', async () => {
    await saveCrawlBatch(database.db, {
      ...scope,
      crawled: ids.map((id, index) => crawledPage(id, `https://ann.test/${index}`, 'h0')),
      failed: [],
    });
    const rewritten = crawledPage(ids[0]!, 'https://ann.test/0', 'h1', 'Rewritten “guide” \\ 🌱');
    const changed = await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [{ ...rewritten, links: rewritten.links.slice(0, 1), crawledAt: later }],
      failed: [{ pageId: ids[1]!, httpStatus: null, error: 'Timed out', at: later }],
    });

    expect(changed).toEqual([ids[0]]);
    const [first, second] = await pagesOf(scope.websiteId);
    expect(first).toMatchObject({ title: 'Rewritten “guide” \\ 🌱', contentChangedAt: later });
    expect(await linksOf(ids[0]!)).toEqual([
      { targetUrl: 'https://ann.test/0/next', anchorText: 'After Rewritten “guide” \\ 🌱' },
    ]);
    expect(second).toMatchObject({ status: 'error', error: 'Timed out', httpStatus: null });
    expect(second).toMatchObject({ title: 'Guide', contentHash: 'h0', crawledAt: at });
    expect(await linksOf(ids[1]!)).toHaveLength(2);
  });

  it('stores the listing reason on every crawl, changed or not, and keeps the owner’s choice', async () => {
    await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [crawledPage(ids[0]!, 'https://ann.test/0', 'h0')],
      failed: [],
    });
    await database.db.update(schema.pages).set({ linkedAnyway: true });
    const archive = 'its address is an archive of posts';
    await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [
        { ...crawledPage(ids[0]!, 'https://ann.test/0', 'h0'), listingReason: archive },
        { ...crawledPage(ids[1]!, 'https://ann.test/1', 'h1'), listingReason: archive },
      ],
      failed: [],
    });

    const [unchanged, changed] = await pagesOf(scope.websiteId);
    expect(unchanged).toMatchObject({ listingReason: archive, linkedAnyway: true });
    expect(changed).toMatchObject({ listingReason: archive, linkedAnyway: true });
    const analyzable = await listAnalyzablePages(database.db, {
      ...scope,
      afterId: null,
      limit: 10,
    });
    expect(analyzable.map((page) => page.linkedAnyway)).toEqual([true, true]);
  });

  it('keeps the template’s listing in the stored text', async () => {
    const page = crawledPage(ids[0]!, 'https://ann.test/0', 'h0');
    await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [{ ...page, pageText: { ...page.pageText, listing: 'archive' } }],
      failed: [],
    });

    const [analyzable] = await listAnalyzablePages(database.db, {
      ...scope,
      afterId: null,
      limit: 10,
    });
    expect(analyzable!.pageText).toMatchObject({ listing: 'archive' });
  });

  it('skips pages that are not the website’s', async () => {
    const [foreign] = await database.db
      .insert(schema.pages)
      .values({ websiteId: otherWebsiteId, url: 'https://bea.test/', source: 'sitemap' })
      .returning();
    const changed = await saveCrawlBatch(database.db, {
      ...scope,
      crawled: [crawledPage(foreign!.id, 'https://bea.test/', 'h0')],
      failed: [{ pageId: foreign!.id, httpStatus: 500, error: 'x', at }],
    });

    expect(changed).toEqual([]);
    expect(await pagesOf(otherWebsiteId)).toMatchObject([{ status: 'pending', title: null }]);
    expect(await linksOf(foreign!.id)).toEqual([]);
  });

  it('stores a batch of hundreds of pages and thousands of links', async () => {
    const many = await database.db
      .insert(schema.pages)
      .values(
        Array.from({ length: 300 }, (_, index) => ({
          websiteId: scope.websiteId,
          url: `https://ann.test/many/${index}`,
          source: 'crawl' as const,
        })),
      )
      .returning({ id: schema.pages.id, url: schema.pages.url });
    const crawled = many.map(({ id, url }) => {
      const page = crawledPage(id, url, `hash-${url}`);
      const links = Array.from({ length: 20 }, (_, n) => ({
        ...page.links[0]!,
        targetUrl: `${n}`,
      }));
      return { ...page, links };
    });

    const changed = await saveCrawlBatch(database.db, { ...scope, crawled, failed: [] });

    expect(changed).toHaveLength(300);
    const links = await database.db
      .select({ id: schema.pageLinks.id })
      .from(schema.pageLinks)
      .where(eq(schema.pageLinks.websiteId, scope.websiteId));
    expect(links).toHaveLength(300 * 20);
  });

  it('writes nothing for an empty batch', async () => {
    expect(await saveCrawlBatch(database.db, { ...scope, crawled: [], failed: [] })).toEqual([]);
  });

  it('marks each page with its own analysis hash in one call, and no other website’s page', async () => {
    const [foreign] = await database.db
      .insert(schema.pages)
      .values({ websiteId: otherWebsiteId, url: 'https://ann.test/0', source: 'sitemap' })
      .returning();

    await markPagesAnalyzed(database.db, {
      ...scope,
      pageHashes: [
        { url: 'https://ann.test/0', contentHash: 'a0' },
        { url: 'https://ann.test/2', contentHash: 'a2' },
        { url: 'https://ann.test/missing', contentHash: 'ax' },
      ],
    });

    expect((await pagesOf(scope.websiteId)).map((page) => page.analyzedHash)).toEqual([
      'a0',
      null,
      'a2',
    ]);
    expect((await pagesOf(otherWebsiteId)).map((page) => page.id)).toEqual([foreign!.id]);
    expect((await pagesOf(otherWebsiteId))[0]!.analyzedHash).toBeNull();
    await markPagesAnalyzed(database.db, { ...scope, pageHashes: [] });
  });
});
