import { countPagesByStatus, findWebsite, schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase, onlyWebsite, testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlOutcome, PageCrawler } from '../ports/page-crawler';
import { createCrawlService } from './crawl.service';

const SITE = 'https://big.test';

function pageOf(url: string): CrawlOutcome {
  return {
    kind: 'page',
    url,
    ok: true,
    contentHash: url,
    page: {
      url,
      finalUrl: url,
      status: 200,
      title: url,
      metaDescription: '',
      canonical: null,
      noindex: false,
      nofollow: false,
      lang: 'en',
      headings: [],
      blocks: [],
      links: [],
      wordCount: 2,
    },
  };
}

const everyPageAnswers: PageCrawler = async function* (urls) {
  for (const url of urls) {
    yield pageOf(url);
  }
};

/**
 * Issue 55: with max pages 1,000 a sitemap of 1,000 pages without the home page made 1,001
 * known pages; the crawl fetched the home page and 999 others and read 100 % while the last
 * page stayed "pending" forever.
 */
describe.each(testDatabaseKinds())('a crawl at max pages on %s', (kind) => {
  let database: Database;
  let scope: { ownerId: string; websiteId: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@a.test' });
    scope = await onlyWebsite(database.db, { name: 'Big', url: `${SITE}/` });
    await database.db.insert(schema.pages).values(
      Array.from({ length: 1_000 }, (_, index) => ({
        websiteId: scope.websiteId,
        url: `${SITE}/post-${index + 1}`,
        position: index,
        source: 'sitemap' as const,
      })),
    );
  }, 60_000);
  afterAll(() => database?.close());

  it('leaves no page pending while it reads 100 %, and counts the page pushed out as beyond the limit', async () => {
    const crawl = createCrawlService({
      db: database.db,
      clock: { now: () => new Date('2026-12-07T10:00:00Z') },
      queue: { send: async () => null },
      crawlPages: everyPageAnswers,
    });

    const summary = await crawl.run(scope);

    expect(summary).toMatchObject({ crawled: 1_000, failed: 0 });
    const counts = await countPagesByStatus(database.db, scope);
    expect(counts).toMatchObject({ total: 1_000, crawled: 1_000, pending: 0 });
    const website = await findWebsite(database.db, scope);
    expect(website).toMatchObject({
      crawlStatus: 'completed',
      crawlProgress: 100,
      pagesBeyondLimit: 1,
    });
    const urls = (await database.db.select().from(schema.pages)).map((page) => page.url);
    expect(urls).toContain(`${SITE}/`);
    expect(urls).not.toContain(`${SITE}/post-1000`);
  }, 120_000);
});
