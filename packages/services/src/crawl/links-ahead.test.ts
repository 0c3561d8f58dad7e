import { saveCrawlBatch, schema } from '@linkloom/db';
import type { CrawledLink, CrawledPage, Database, WebsiteScope } from '@linkloom/db';
import { createTestDatabase, onlyWebsite, testDatabaseKinds } from '@linkloom/db/testing';
import type { PageText } from '@linkloom/engine';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutcomeStore } from './crawl-outcome-store';
import { withLinksAhead } from './links-ahead';

const SITE = 'https://site.test';
const URL = `${SITE}/links`;

function pageText(title: string, hrefs: string[]): PageText {
  return {
    url: URL,
    finalUrl: URL,
    status: 200,
    title,
    metaDescription: '',
    canonical: null,
    noindex: false,
    nofollow: false,
    lang: 'en',
    headings: [],
    blocks: [],
    links: hrefs.map((href) => ({ href, anchorText: href, rel: [], placement: 'main' })),
    wordCount: 2,
  };
}

const hrefsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${SITE}/${prefix}/${n}`);

// Issue 54, item 1: a page's thousands of links written in its own transaction held embedded
// PGlite (every other query, /api/health's included, waits for a transaction) 0.2 s of CPU.
describe.each(testDatabaseKinds())('a page with more links than a write part on %s', (kind) => {
  let database: Database;
  let scope: WebsiteScope;
  let pageId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@a.test' });
  }, 60_000);
  afterAll(() => database?.close());

  beforeEach(async () => {
    await database.db.delete(schema.websites);
    scope = await onlyWebsite(database.db, { name: 'Site', url: `${SITE}/` });
    const [page] = await database.db
      .insert(schema.pages)
      .values({ websiteId: scope.websiteId, url: URL, position: 0, source: 'sitemap' })
      .returning({ id: schema.pages.id });
    pageId = page!.id;
  });

  const storedLinks = async () =>
    (
      await database.db
        .select({ targetUrl: schema.pageLinks.targetUrl })
        .from(schema.pageLinks)
        .where(eq(schema.pageLinks.sourcePageId, pageId))
        .orderBy(asc(schema.pageLinks.id))
    ).map((link) => link.targetUrl);

  async function crawl(title: string, hrefs: string[], contentHash: string) {
    const store = createOutcomeStore({
      db: database.db,
      clock: { now: () => new Date('2026-12-08T10:00:00Z') },
      policy: { maxPages: 100, maxWaitMs: 60_000 },
      scope,
      siteHost: 'site.test',
      onStored: async () => undefined,
    });
    await store.add(pageId, {
      kind: 'page',
      url: URL,
      ok: true,
      page: pageText(title, hrefs),
      contentHash,
    });
    await store.flush();
  }

  it('stores all its links in order, and a changed crawl replaces them', async () => {
    await crawl('First', hrefsOf('a', 2_500), 'first');
    expect(await storedLinks()).toEqual(hrefsOf('a', 2_500));

    await crawl('Second', hrefsOf('b', 1_700), 'second');
    expect(await storedLinks()).toEqual(hrefsOf('b', 1_700));

    // Unchanged: its links are left as they are, none added twice.
    await crawl('Second', hrefsOf('b', 1_700), 'second');
    expect(await storedLinks()).toEqual(hrefsOf('b', 1_700));
  });

  it('keeps the links it had when its crawl cannot be stored', async () => {
    await crawl('First', hrefsOf('a', 1_200), 'first');
    await crawl('Bad \u0000 title', hrefsOf('b', 1_200), 'second');
    const [page] = await database.db.select().from(schema.pages);
    expect(page?.status).toBe('error');
    expect(await storedLinks()).toEqual(hrefsOf('a', 1_200));
  });

  it('adds them ahead of the page’s transaction, which then only drops the old ones', async () => {
    await crawl('First', hrefsOf('a', 3), 'first');
    const links: CrawledLink[] = hrefsOf('b', 4).map((href) => ({
      targetUrl: href,
      anchorText: href,
      placement: 'main',
      isInternal: true,
      nofollow: false,
    }));
    const given: CrawledPage = {
      pageId,
      title: 'Second',
      httpStatus: 200,
      contentHash: 'second',
      wordCount: 2,
      pageText: pageText('Second', []),
      listingReason: null,
      crawledAt: new Date('2026-12-08T11:00:00Z'),
      links,
    };
    const page = await withLinksAhead(database.db, scope, given, 2);
    expect(page.links).toEqual([]);
    expect(page.linksAddedFrom).toEqual(expect.any(Number));
    // Until the page's transaction, its old and new links are there together.
    expect(await storedLinks()).toEqual([...hrefsOf('a', 3), ...hrefsOf('b', 4)]);

    expect(await saveCrawlBatch(database.db, { ...scope, crawled: [page], failed: [] })).toEqual([
      pageId,
    ]);
    expect(await storedLinks()).toEqual(hrefsOf('b', 4));
  });

  it('leaves an unchanged page’s links to its transaction', async () => {
    await crawl('First', hrefsOf('a', 3), 'first');
    const links = (await storedLinks()).map((href) => ({
      targetUrl: href,
      anchorText: href,
      placement: 'main' as const,
      isInternal: true,
      nofollow: false,
    }));
    const given: CrawledPage = {
      pageId,
      title: 'First',
      httpStatus: 200,
      contentHash: 'first',
      wordCount: 2,
      pageText: pageText('First', []),
      listingReason: null,
      crawledAt: new Date('2026-12-08T11:00:00Z'),
      links,
    };
    expect(await withLinksAhead(database.db, scope, given, 2)).toBe(given);
    expect(await storedLinks()).toEqual(hrefsOf('a', 3));
  });
});
