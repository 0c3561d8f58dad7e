import { findSiteAnalysisTime, schema } from '@linkloom/db';
import type { Database, WebsiteScope } from '@linkloom/db';
import { createTestDatabase, onlyWebsite, testDatabaseKinds } from '@linkloom/db/testing';
import { createCrawlService, createIntelligenceService } from '@linkloom/services';
import { asc, eq, max } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageHtml, startConditionalSite } from '../testing/conditional-site';
import { handleCrawlWebsite } from '../worker/handlers/crawl-website.handler';
import { createPageCrawler } from './page-crawler';

const PATHS = ['/', '/roses', '/tulips', '/lilies'];

function sitePages(): Map<string, string> {
  const prose = (name: string) =>
    `${name} grow best in rich soil with plenty of sun, and gardeners water ${name} in the morning.`;
  return new Map([
    ['/', pageHtml('Garden', prose('Flowers'), ['/roses', '/tulips', '/lilies'])],
    ['/roses', pageHtml('Roses', prose('Roses'), ['/', '/tulips'])],
    ['/tulips', pageHtml('Tulips', prose('Tulips'), ['/', '/lilies'])],
    ['/lilies', pageHtml('Lilies', prose('Lilies'), ['/', '/roses'])],
  ]);
}

// Issue 55, section 2: "A recrawl of the unchanged site fetched all 50,000 pages again and ran
// the whole analysis again."
describe.each(testDatabaseKinds())('a recrawl on %s', (kind) => {
  let database: Database;
  let site: Awaited<ReturnType<typeof startConditionalSite>>;
  let pages: Map<string, string>;
  let now = new Date('2026-12-01T10:00:00Z');
  let scope: WebsiteScope;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@a.test' });
    pages = sitePages();
    site = await startConditionalSite(pages);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  beforeEach(async () => {
    const { db } = database;
    scope = await onlyWebsite(db, { url: `${site.origin}/` });
    await db.insert(schema.pages).values(
      PATHS.map((path, position) => ({
        websiteId: scope.websiteId,
        url: `${site.origin}${path}`,
        position,
        source: 'sitemap' as const,
      })),
    );
    for (const [path, html] of sitePages()) {
      pages.set(path, html);
    }
  });

  function crawlJob() {
    const { db } = database;
    const clock = { now: () => now };
    const crawlPages = createPageCrawler({
      allowHosts: ['127.0.0.1'],
      concurrencyPerHost: 2,
      delayMs: 0,
    });
    const crawl = createCrawlService({ db, clock, queue: { send: async () => null }, crawlPages });
    const intelligence = createIntelligenceService({ db, clock });
    const logger = pino({ level: 'silent' });
    const handler = handleCrawlWebsite({ crawl, intelligence, logger });
    return () => {
      now = new Date(now.getTime() + 60 * 60 * 1000);
      const signal = new AbortController().signal;
      return handler({ ...scope, trigger: 'schedule' }, { jobId: 'job', attempt: 0, signal });
    };
  }

  async function storedPages() {
    return database.db
      .select({
        url: schema.pages.url,
        contentHash: schema.pages.contentHash,
        contentChangedAt: schema.pages.contentChangedAt,
        analyzedHash: schema.pages.analyzedHash,
        pageText: schema.pages.pageText,
      })
      .from(schema.pages)
      .where(eq(schema.pages.websiteId, scope.websiteId))
      .orderBy(asc(schema.pages.url));
  }

  async function lastLinkId() {
    const [row] = await database.db
      .select({ id: max(schema.pageLinks.id) })
      .from(schema.pageLinks)
      .where(eq(schema.pageLinks.websiteId, scope.websiteId));
    return row?.id ?? null;
  }

  it('asks each page only if it changed: 304s store nothing new and keep the site analysis', async () => {
    const run = crawlJob();
    await run();
    expect(site.takeCounts()).toEqual({ 200: PATHS.length });
    // As processing leaves them: while this fingerprint holds, a page is not analysed nor charged.
    await database.db
      .update(schema.pages)
      .set({ analyzedHash: 'analysed' })
      .where(eq(schema.pages.websiteId, scope.websiteId));
    const before = { pages: await storedPages(), links: await lastLinkId() };
    const analysedAt = await findSiteAnalysisTime(database.db, scope);
    expect(analysedAt).not.toBeNull();

    const summary = await run();

    expect(site.takeCounts()).toEqual({ 304: PATHS.length });
    expect(summary).toMatchObject({ crawled: 4, changed: 0, unchanged: 4, isSiteUnchanged: true });
    expect(await storedPages()).toEqual(before.pages);
    // No link was written again (their ids would be new), and the analysis was not recomputed.
    expect(await lastLinkId()).toBe(before.links);
    expect(await findSiteAnalysisTime(database.db, scope)).toEqual(analysedAt);
  });

  it('fetches a page that changed, stores its new text and analyses the site again', async () => {
    const run = crawlJob();
    await run();
    site.takeCounts();
    const analysedAt = await findSiteAnalysisTime(database.db, scope);
    pages.set(
      '/tulips',
      pageHtml('Tulips', 'Tulips now flower in spring under cold frames.', ['/']),
    );

    const summary = await run();

    expect(site.takeCounts()).toEqual({ 200: 1, 304: 3 });
    expect(summary).toMatchObject({ changed: 1, unchanged: 3, isSiteUnchanged: false });
    const tulips = (await storedPages()).find((page) => page.url.endsWith('/tulips'));
    expect(tulips?.contentChangedAt).toEqual(now);
    expect(JSON.stringify(tulips?.pageText)).toContain('cold frames');
    expect(await findSiteAnalysisTime(database.db, scope)).not.toEqual(analysedAt);
  });
});
