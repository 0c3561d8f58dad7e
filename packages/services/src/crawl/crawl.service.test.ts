import { findWebsite, schema } from '@linkloom/db';
import { eq } from 'drizzle-orm';
import type { Database } from '@linkloom/db';
import { createTestDatabase, onlyWebsite, testDatabaseKinds } from '@linkloom/db/testing';
import type { PageText } from '@linkloom/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CrawlOutcome, PageCrawler } from '../ports/page-crawler';
import { CrawlInterruptedError } from './crawl-interrupted-error';
import { createCrawlService } from './crawl.service';

const SITE = 'https://site.test';
// The first is the home page, which every crawl fetches first.
const URLS = [0, 1, 2, 3, 4].map((index) => (index === 0 ? `${SITE}/` : `${SITE}/${index}`));

function pageOf(url: string, version = 1, links: string[] = [URLS[0]!]): CrawlOutcome {
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
    links: links.map((href) => ({ href, anchorText: 'Link', rel: [], placement: 'navigation' })),
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
        if (!signal?.aborted) {
          await new Promise((resolve) => signal?.addEventListener('abort', resolve));
        }
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

/** Aborts as the crawler is about to give its `nth` outcome: every one before it was taken. */
function abortingAt(nth: number) {
  const controller = new AbortController();
  let given = 0;
  return {
    signal: controller.signal,
    beforeEach: async () => {
      given += 1;
      if (given === nth) {
        controller.abort();
      }
    },
  };
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
    scope = await onlyWebsite(db, { name: 'Site', url: `${SITE}/` });
    await db.insert(schema.pages).values(
      URLS.map((url, position) => ({
        websiteId: scope.websiteId,
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
      isPageUrl: (url) => !url.endsWith('.pdf'),
    });
  }

  // Each test starts with the one website: every page and link is its.
  const storedPages = async () =>
    (await database.db.select().from(schema.pages))
      .sort((one, other) => one.position - other.position)
      .map(({ status, title }) => ({ status, title }));
  const website = async () => (await findWebsite(database.db, scope))!;
  const crawlTimes = async () =>
    Object.fromEntries(
      (await database.db.select().from(schema.pages)).map((page) => [page.url, page.crawledAt]),
    );
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

    expect(summary).toMatchObject({ crawled: 4, changed: 4, failed: 1, alreadyStored: 0 });
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

    expect(await serviceWith(again).run(scope)).toMatchObject({
      crawled: 5,
      changed: 1,
      unchanged: 4,
      failed: 0,
      paused: null,
    });
  });

  it('keeps the pages fetched before the crawl broke, and its retry fetches the rest', async () => {
    const broken = new Error('crawler broke');
    const crawler = scriptedCrawler((urls) => [
      ...urls.slice(0, 3).map((url) => pageOf(url)),
      broken,
    ]);

    await expect(serviceWith(crawler, 10).run(scope)).rejects.toBe(broken);

    expect(await countDone()).toBe(3);
    expect(await website()).toMatchObject({ crawlStatus: 'failed' });
    const retry = scriptedCrawler((urls) => urls.map((url) => pageOf(url)));
    expect(await serviceWith(retry).run(scope, { isResuming: true })).toMatchObject({
      crawled: 2,
      alreadyStored: 3,
    });
    expect(retry.asked).toEqual([URLS.slice(3)]);
    expect(await website()).toMatchObject({ crawlStatus: 'completed', crawlProgress: 100 });
  });

  it('stores a page within maxWaitMs while the crawl waits, and what is held when aborted', async () => {
    const abort = new AbortController();
    const crawler = scriptedCrawler((urls) => [pageOf(urls[0]!), 'hang']);
    const running = serviceWith(crawler, 100, 20).run(scope, { signal: abort.signal });

    await expect.poll(countDone, { timeout: 5_000 }).toBe(1);
    abort.abort();
    await expect(running).rejects.toBeInstanceOf(CrawlInterruptedError);

    const slow = scriptedCrawler((urls) => [pageOf(urls[1]!), 'hang']);
    const second = new AbortController();
    const stopping = serviceWith(slow, 100, 60_000).run(scope, { signal: second.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    second.abort();
    await expect(stopping).rejects.toBeInstanceOf(CrawlInterruptedError);
    expect(await countDone()).toBe(2);
  });

  it('is not completed when aborted: it stays in progress at its real progress, and its retry fetches only the pages it had not stored', async () => {
    const abort = abortingAt(4);
    const crawler = scriptedCrawler(
      (urls) => [...urls.slice(0, 3).map((url) => pageOf(url)), 'hang'],
      abort.beforeEach,
    );

    const interrupted = await serviceWith(crawler, 10)
      .run(scope, { signal: abort.signal })
      .catch((error: unknown) => error);

    expect(interrupted).toBeInstanceOf(CrawlInterruptedError);
    expect(interrupted).toMatchObject({ remaining: 2 });
    expect((await storedPages()).map((page) => page.status)).toEqual([
      'crawled',
      'crawled',
      'crawled',
      'pending',
      'pending',
    ]);
    expect(await website()).toMatchObject({
      crawlStatus: 'in_progress',
      crawlProgress: 60,
      crawlReason: expect.stringMatching(/interrupted/),
      lastCrawledAt: null,
    });

    const crawledBefore = await crawlTimes();
    now = new Date(now.getTime() + 60_000);
    const retry = scriptedCrawler((urls) => urls.map((url) => pageOf(url)));
    const summary = await serviceWith(retry, 10).run(scope, { isResuming: true });

    expect(retry.asked).toEqual([URLS.slice(3)]);
    expect(summary).toMatchObject({ crawled: 2, changed: 2, failed: 0, alreadyStored: 3 });
    expect(await website()).toMatchObject({
      crawlStatus: 'completed',
      crawlProgress: 100,
      crawlReason: null,
      lastCrawledAt: now,
    });
    const crawledAfter = await crawlTimes();
    expect(Object.values(crawledAfter).every(Boolean)).toBe(true);
    expect(crawledAfter).toMatchObject(
      Object.fromEntries(Object.entries(crawledBefore).filter(([, at]) => at !== null)),
    );
  });

  it('resumes with the pages crawled before the last finished crawl, and those that failed in this one', async () => {
    await serviceWith(scriptedCrawler((urls) => urls.map((url) => pageOf(url)))).run(scope);
    now = new Date(now.getTime() + 60_000);
    const abort = abortingAt(3);
    const crawler = scriptedCrawler(
      (urls) => [pageOf(urls[0]!, 2), failureOf(urls[1]!), 'hang'],
      abort.beforeEach,
    );

    await expect(
      serviceWith(crawler, 10).run(scope, { signal: abort.signal }),
    ).rejects.toBeInstanceOf(CrawlInterruptedError);
    expect(await website()).toMatchObject({ crawlStatus: 'in_progress', crawlProgress: 40 });

    now = new Date(now.getTime() + 60_000);
    const retry = scriptedCrawler((urls) => urls.map((url) => pageOf(url, 2)));
    const summary = await serviceWith(retry, 10).run(scope, { isResuming: true });

    expect(retry.asked).toEqual([URLS.slice(1)]);
    expect(summary).toMatchObject({ crawled: 4, alreadyStored: 1 });
  });

  it('is recorded as stopped early, at its progress, once no retry will resume it', async () => {
    const abort = abortingAt(2);
    const crawler = scriptedCrawler((urls) => [pageOf(urls[0]!), 'hang'], abort.beforeEach);
    const error = await serviceWith(crawler, 10)
      .run(scope, { signal: abort.signal })
      .catch((thrown: unknown) => thrown);

    await serviceWith(crawler).fail(scope, error);

    expect(await website()).toMatchObject({
      crawlStatus: 'failed',
      crawlProgress: 20,
      crawlReason:
        'The crawl was interrupted before it finished. The pages fetched so far are kept; start the crawl again to fetch the rest.',
      lastCrawledAt: null,
    });
    await serviceWith(crawler).fail(scope, new Error('database gone'));
    expect(await website()).toMatchObject({
      crawlStatus: 'failed',
      crawlReason: 'The crawl stopped unexpectedly. Start it again to try once more.',
    });
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

  it('does not answer pages it had no time to crawl as crawled when aborted', async () => {
    const abort = abortingAt(2);
    const crawler = scriptedCrawler((urls) => [pageOf(urls[0]!), 'hang'], abort.beforeEach);

    await expect(
      serviceWith(crawler, 10).crawlUrls(scope, URLS.slice(0, 3), abort.signal),
    ).rejects.toMatchObject({ name: 'CrawlInterruptedError', remaining: 2 });

    expect((await storedPages()).slice(0, 3).map((page) => page.status)).toEqual([
      'crawled',
      'pending',
      'pending',
    ]);
    expect(await website()).toMatchObject({ crawlStatus: 'idle' });
  });

  it('crawls the home page first when the sitemap left it out, within max pages', async () => {
    await database.db.delete(schema.pages).where(eq(schema.pages.url, URLS[0]!));
    await database.db.update(schema.websites).set({ maxPages: 3 });
    const crawler = scriptedCrawler((urls) => urls.map((url) => pageOf(url)));

    await serviceWith(crawler, 10).run(scope);

    expect(crawler.asked).toEqual([[URLS[0], URLS[1], URLS[2]]]);
    const home = await database.db
      .select()
      .from(schema.pages)
      .where(eq(schema.pages.url, URLS[0]!));
    expect(home).toMatchObject([{ source: 'crawl', status: 'crawled' }]);
  });

  it('adds the site pages that crawled pages link to and crawls them while max pages leaves room, files and other sites left out', async () => {
    await database.db.update(schema.websites).set({ maxPages: 7 });
    const linksFrom: Record<string, string[]> = {
      [URLS[0]!]: [
        `${SITE}/new-a`,
        `${SITE}/guide.pdf`,
        `${SITE}/1/`,
        'https://elsewhere.test/page',
      ],
      [`${SITE}/new-a`]: [`${SITE}/new-b`, `${SITE}/new-c`],
    };
    const crawler = scriptedCrawler((urls) =>
      urls.map((url) => pageOf(url, 1, linksFrom[url] ?? [URLS[0]!])),
    );

    const summary = await serviceWith(crawler, 10).run(scope);

    expect(crawler.asked).toEqual([URLS, [`${SITE}/new-a`], [`${SITE}/new-b`]]);
    expect(summary).toMatchObject({ crawled: 7, failed: 0 });
    const stored = await database.db.select().from(schema.pages);
    expect(stored.map((page) => page.url).sort()).toEqual(
      [...URLS, `${SITE}/new-a`, `${SITE}/new-b`].sort(),
    );
    expect(stored.every((page) => page.status === 'crawled')).toBe(true);
    expect(await website()).toMatchObject({ crawlStatus: 'completed', crawlProgress: 100 });
  });

  it('stops at the next stored batch when its website is deleted, and answers null', async () => {
    let given = 0;
    const crawler = scriptedCrawler(
      (urls) => [...urls.slice(0, 2).map((url) => pageOf(url)), 'hang'],
      async () => {
        given += 1;
        if (given === 2) {
          await database.db.delete(schema.websites).where(eq(schema.websites.id, scope.websiteId));
        }
      },
    );
    expect(await serviceWith(crawler).run(scope)).toBeNull();
    expect(crawler.asked).toHaveLength(1);
  }, 20_000);
});
