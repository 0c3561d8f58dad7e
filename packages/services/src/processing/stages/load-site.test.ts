import { markPagesAnalyzed, schema, setPageLinkedAnyway } from '@linkloom/db';
import type { Database, ProcessingJobRow } from '@linkloom/db';
import { createTestDatabase, pageTextOf, testDatabaseKinds } from '@linkloom/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisHashOf, analysisSiteKey } from '../analysis-key';
import { loadSite } from './load-site';

const PAGES = 1_023; // more than two reads of rows

describe.each(testDatabaseKinds())('loading a site for analysis on %s', (kind) => {
  let database: Database;
  let websiteId: string;
  const url = (n: number) => `https://big.example/page-${n}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(schema.users).values({ id: 'ada', name: 'Ada', email: 'ada@example.com' });
    const [site, other] = await db
      .insert(schema.websites)
      .values([
        { ownerId: 'ada', name: 'Big', url: 'https://big.example/' },
        { ownerId: 'ada', name: 'Other', url: 'https://other.example/' },
      ])
      .returning();
    websiteId = site!.id;
    const rows = Array.from({ length: PAGES }, (_, n) => ({
      websiteId,
      url: url(n),
      source: 'sitemap' as const,
      status: n === 7 ? ('error' as const) : ('crawled' as const),
      title: `Page ${n}`,
      contentHash: `hash-${n}`,
      // Page 9's text was stored in a shape that no longer reads.
      pageText: n === 9 ? { url: url(n), blocks: 'old' } : pageTextOf(url(n), `Page ${n}`),
    }));
    await db.insert(schema.pages).values(rows);
    await db.insert(schema.pages).values({
      websiteId: other!.id,
      url: 'https://other.example/',
      source: 'sitemap',
      status: 'crawled',
      title: 'Not this site',
      contentHash: 'x',
    });
  }, 60_000);

  afterAll(() => database?.close());

  function runOf(urls: string[]) {
    const job = { ownerId: 'ada', websiteId, urls, options: {} } as unknown as ProcessingJobRow;
    return { job, startedAt: new Date(), set: async () => undefined };
  }

  it('reads every crawled page of the website with a readable text, in pages of rows, and no other website’s', async () => {
    const site = await loadSite({ db: database.db }, runOf([url(1)]), new Set());
    expect(site.pages).toHaveLength(PAGES - 2);
    expect(new Set(site.pages.map((page) => page.url)).size).toBe(PAGES - 2);
    expect(site.pages.some((page) => page.url === url(9))).toBe(false);
    expect(site.pages.some((page) => page.url.includes('other.example'))).toBe(false);
    expect(site.targetPrecision).toBe(0.5);
  });

  it('sets aside the selected pages whose last analysis still holds, and those not crawled', async () => {
    const siteKey = analysisSiteKey(
      Array.from({ length: PAGES }, (_, n) => n)
        .filter((n) => n !== 7 && n !== 9)
        .map((n) => ({ url: url(n), title: `Page ${n}` })),
      0.5,
    );
    await markPagesAnalyzed(database.db, {
      ownerId: 'ada',
      websiteId,
      pageHashes: [{ url: url(2), contentHash: analysisHashOf('hash-2', siteKey) }],
    });
    const site = await loadSite(
      { db: database.db },
      runOf([url(1), url(2), url(3), url(7)]),
      new Set([url(3)]),
    );
    expect(site.sources).toEqual([url(1)]);
    expect(site.unchanged).toEqual([url(2)]);
  });

  it('passes on the pages linked anyway, and analyses a page again once the choice changes', async () => {
    const before = await loadSite({ db: database.db }, runOf([url(2)]), new Set());
    expect(before.includedPages).toEqual([]);
    expect(before.unchanged).toEqual([url(2)]);

    const rows = await database.db
      .select({ id: schema.pages.id, url: schema.pages.url })
      .from(schema.pages);
    await setPageLinkedAnyway(database.db, {
      ownerId: 'ada',
      websiteId,
      pageId: rows.find((row) => row.url === url(4))!.id,
      linkedAnyway: true,
    });
    const after = await loadSite({ db: database.db }, runOf([url(2)]), new Set());

    expect(after.includedPages).toEqual([url(4)]);
    expect(after.sources).toEqual([url(2)]);
    expect(after.unchanged).toEqual([]);
  });

  it('sets aside the selected pages left out of links, unless the owner links them anyway', async () => {
    await database.db
      .update(schema.pages)
      .set({ listingReason: 'archive' })
      .where(inArray(schema.pages.url, [url(4), url(5)]));
    const site = await loadSite({ db: database.db }, runOf([url(1), url(4), url(5)]), new Set());

    expect(site.leftOut).toEqual([url(5)]);
    expect(site.sources).toEqual([url(1), url(4)]);
  });
});
