import { schema } from '@linkloom/db';
import type { Database, WebsiteScope } from '@linkloom/db';
import { createTestDatabase, onlyWebsite, testDatabaseKinds } from '@linkloom/db/testing';
import { createCrawlService } from '@linkloom/services';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHtml, startConditionalSite } from '../testing/conditional-site';
import { createPageCrawler } from './page-crawler';

const ARCHIVES = 5;
const TAGS = 40;

/**
 * A blog whose paginated archive is reachable only by links, one page a round: the home page
 * links to 40 tag pages (left out by the crawl settings) before its archive's first page.
 */
function blogPages(): Map<string, string> {
  const prose = 'Notes on growing vegetables in a small garden, season after season.';
  const tags = Array.from({ length: TAGS }, (_, index) => `/tag/t${index}`);
  const pages = new Map([['/', pageHtml('Blog', prose, [...tags, '/archive/1'])]]);
  for (let page = 1; page <= ARCHIVES; page += 1) {
    const next = page < ARCHIVES ? [`/archive/${page + 1}`] : [];
    pages.set(`/archive/${page}`, pageHtml(`Archive ${page}`, prose, ['/', ...tags, ...next]));
  }
  for (const tag of tags) {
    pages.set(tag, pageHtml('Tag', prose, ['/']));
  }
  return pages;
}

// Issue 55, section 2: "Each link-following round seems to re-read every link of the site."
describe.each(testDatabaseKinds())('following links on %s', (kind) => {
  let database: Database;
  let site: Awaited<ReturnType<typeof startConditionalSite>>;
  let scope: WebsiteScope;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@a.test' });
    site = await startConditionalSite(blogPages());
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  it('finds pages reachable only by links, round after round, each fetched once', async () => {
    const { db } = database;
    scope = await onlyWebsite(db, { url: `${site.origin}/` });
    await db
      .update(schema.websites)
      .set({ maxPages: 10, excludePatterns: ['/tag/*'] })
      .where(eq(schema.websites.id, scope.websiteId));
    await db
      .insert(schema.pages)
      .values({ websiteId: scope.websiteId, url: `${site.origin}/`, source: 'sitemap' });
    const crawlPages = createPageCrawler({
      allowHosts: ['127.0.0.1'],
      concurrencyPerHost: 2,
      delayMs: 0,
    });
    const clock = { now: () => new Date('2026-12-01T10:00:00Z') };
    const crawl = createCrawlService({ db, clock, queue: { send: async () => null }, crawlPages });

    const summary = await crawl.run(scope);

    const archives = Array.from({ length: ARCHIVES }, (_, index) => `/archive/${index + 1}`);
    expect(summary).toMatchObject({ crawled: 1 + ARCHIVES, found: ARCHIVES, failed: 0 });
    expect(site.requests.map((request) => request.path)).toEqual(['/', ...archives]);
    const stored = await db
      .select({ url: schema.pages.url, status: schema.pages.status })
      .from(schema.pages)
      .where(eq(schema.pages.websiteId, scope.websiteId))
      .orderBy(asc(schema.pages.position));
    expect(stored).toEqual(
      ['/', ...archives].map((path) => ({ url: `${site.origin}${path}`, status: 'crawled' })),
    );
  });
});
