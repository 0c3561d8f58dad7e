import { findWebsite, schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase, testDatabaseKinds } from '@linkloom/db/testing';
import type { PageText } from '@linkloom/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CrawlOutcome, PageCrawler } from '../ports/page-crawler';
import { createCrawlService } from './crawl.service';

const SITE = 'https://site.test';
const URLS = [0, 1, 2, 3, 4].map((index) => `${SITE}/${index}`);

function pageOf(url: string, version = 1): CrawlOutcome {
  const page: PageText = {
    url,
    finalUrl: url,
    status: 200,
    title: `Page ${url}`,
    metaDescription: '',
    canonical: null,
    noindex: false,
    nofollow: false,
    lang: 'en',
    headings: [],
    blocks: [],
    links: [{ href: `${SITE}/0`, anchorText: 'Home', rel: [], placement: 'navigation' }],
    wordCount: 2,
  };
  return { kind: 'page', url, ok: true, page, contentHash: `${url}@${version}` };
}

const failureOf = (url: string): CrawlOutcome => ({
  kind: 'page',
  url,
  ok: false,
  status: 404,
  error: 'Not found',
});

/** A crawler that answers from `outcomes`, calling `beforeEach` before it yields each one. */
function scriptedCrawler(
  outcomes: (urls: string[]) => Array<CrawlOutcome | Error | 'hang'>,
  beforeEach: () => Promise<void> = async () => {},
): PageCrawler & { asked: string[][] } {
  const asked: string[][] = [];
  const crawl = async function* (urls: string[], { signal }: { signal?: AbortSignal }) {
    asked.push(urls);
    for (const outcome of outcomes(urls)) {
      await beforeEach();
      if (outcome === 'hang') {
        await new Promise((resolve) => signal?.addEventListener('abort', resolve));
        return;
      }
      if (outcome instanceof Error) {
        throw outcome;
      }
      yield outcome;
    }
  };
  return Object.assign(crawl, { asked });
}

describe.each(testDatabaseKinds())('crawl service on %s', (kind) => {
  let database: Database;
  let now = new Date('2026-11-20T10:00:00Z');
  const clock = { now: () => now };
  const queue = { send: async () => null };
  let scope: { ownerId: string; websiteId: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@a.test' });
  }, 60_000);
  afterAll(() => database?.close());

  beforeEach(async () => {
    const { db } = database;
    await db.delete(schema.websites);
    const [website] = await db
      .insert(schema.websites)
      .values({ ownerId: 'ann', name: 'Site', url: `${SITE}/` })
      .returning();
    scope = { ownerId: 'ann', websiteId: website!.id };
    await db.insert(schema.pages).values(
      URLS.map((url, position) => ({
        websiteId: website!.id,
        url,
        position,
        source: 'sitemap' as const,
      })),
    );
  });

  function serviceWith(crawlPages: PageCrawler, maxPages = 2, maxWaitMs = 60_000) {
    return createCrawlService({
      db: database.db,
      clock,
      queue,
      crawlPages,
      crawlBatch: { maxPages, maxWaitMs },
    });
  }

  // Each test starts with the one website: every page and link is its.
  const storedPages = async () =>
    (await database.db.select().from(schema.pages))
      .sort((one, other) => one.position - other.position)
      .map(({ status, title }) => ({ status, title }));
  const website = async () => (await findWebsite(database.db, scope))!;
  const countDone = async () =>
    (await storedPages()).filter((page) => page.status !== 'pending').length;

  it('stores every page in batches and shows progress of stored pages only', async () => {
    const seen: Array<{ done: number; progress: number }> = [];
    const crawler = scriptedCrawler(
      (urls) => urls.map((url, index) => (index === 3 ? failureOf(url) : pageOf(url))),
      async () => {
        now = new Date(now.getTime() + 2_000);
        seen.push({ done: await countDone(), progress: (await website()).crawlProgress });
      },
    );

    const summary = await serviceWith(crawler).run(scope);

    expect(summary).toEqual({ crawled: 4, changed: 4, failed: 1, paused: null });
    expect(await storedPages()).toEqual([
      { status: 'crawled', title: `Page ${URLS[0]}` },
      { status: 'crawled', title: `Page ${URLS[1]}` },
      { status: 'crawled', title: `Page ${URLS[2]}` },
      { status: 'error', title: null },
      { status: 'crawled', title: `Page ${URLS[4]}` },
    ]);
    for (const { done, progress } of seen) {
      expect(progress).toBeLessThanOrEqual(Math.floor((done / URLS.length) * 100));
    }
    expect(seen.map(({ progress }) => progress)).toEqual([0, 0, 40, 40, 80]);
    expect(await website()).toMatchObject({ crawlStatus: 'completed', crawlProgress: 100 });
    expect(await database.db.select().from(schema.pageLinks)).toHaveLength(4);
  });

  it('counts a page as changed only when its content hash moved', async () => {
    await serviceWith(scriptedCrawler((urls) => urls.map((url) => pageOf(url)))).run(scope);
    const again = scriptedCrawler((urls) =>
      urls.map((url, index) => pageOf(url, index === 0 ? 2 : 1)),
    );

    expect(await serviceWith(again).run(scope)).toEqual({
      crawled: 5,
      changed: 1,
      failed: 0,
      paused: null,
    });
  });

  it('keeps the pages fetched before the crawl broke, and the retry crawls every page again', async () => {
    const broken = new Error('crawler broke');
    const crawler = scriptedCrawler((urls) => [
      ...urls.slice(0, 3).map((url) => pageOf(url)),
      broken,
    ]);

    await expect(serviceWith(crawler, 10).run(scope)).rejects.toBe(broken);

    expect(await countDone()).toBe(3);
    expect(await website()).toMatchObject({ crawlStatus: 'failed' });
    const retry = scriptedCrawler((urls) => urls.map((url) => pageOf(url)));
    expect(await serviceWith(retry).run(scope)).toMatchObject({ crawled: 5, changed: 2 });
    expect(retry.asked).toEqual([URLS]);
  });

  it('stores a page within maxWaitMs while the crawl waits, and what is held when aborted', async () => {
    const abort = new AbortController();
    const crawler = scriptedCrawler((urls) => [pageOf(urls[0]!), 'hang']);
    const running = serviceWith(crawler, 100, 20).run(scope, abort.signal);

    await expect.poll(countDone, { timeout: 5_000 }).toBe(1);
    abort.abort();
    expect(await running).toMatchObject({ crawled: 1 });

    const slow = scriptedCrawler((urls) => [pageOf(urls[1]!), 'hang']);
    const second = new AbortController();
    const stopping = serviceWith(slow, 100, 60_000).run(scope, second.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    second.abort();
    await stopping;
    expect(await countDone()).toBe(2);
  });

  it('stores what was fetched before the crawl paused itself', async () => {
    const crawler = scriptedCrawler((urls) => [
      pageOf(urls[0]!),
      pageOf(urls[1]!),
      { kind: 'paused', reason: 'The site is down.' },
    ]);

    const summary = await serviceWith(crawler, 10).run(scope);

    expect(summary).toMatchObject({ crawled: 2, paused: 'The site is down.' });
    expect(await countDone()).toBe(2);
    expect(await website()).toMatchObject({
      crawlStatus: 'failed',
      crawlReason: 'The site is down.',
      crawlProgress: 40,
    });
  });

  it('crawls just the pages asked for and answers those it could not crawl', async () => {
    const crawler = scriptedCrawler((urls) =>
      urls.map((url) => (url === URLS[1] ? failureOf(url) : pageOf(url))),
    );
    const unknown = `${SITE}/unknown`;

    const { failed } = await serviceWith(crawler, 10).crawlUrls(scope, [
      URLS[0]!,
      URLS[1]!,
      unknown,
    ]);

    expect(failed.sort()).toEqual([URLS[1], unknown].sort());
    expect((await storedPages()).slice(0, 3).map((page) => page.status)).toEqual([
      'crawled',
      'error',
      'pending',
    ]);
  });
});
