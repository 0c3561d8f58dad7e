import {
  findWebsite,
  listPagesToCrawl,
  listWebsitesDueForRecrawl,
  saveCrawlBatch,
  setWebsiteState,
} from '@linkloom/db';
import type { CrawledLink, WebsiteScope } from '@linkloom/db';
import type { PageText } from '@linkloom/engine';
import { crawlWebsiteQueue } from '../jobs/queues';
import type { CrawlOutcome, PageCrawler } from '../ports/page-crawler';
import type { ServiceDeps } from '../ports/service-deps';
import { createCrawlBatcher, DEFAULT_CRAWL_BATCH } from './crawl-batch';
import type { CrawlBatch, CrawlBatchPolicy } from './crawl-batch';

type CrawlServiceDeps = ServiceDeps & { crawlPages: PageCrawler; crawlBatch?: CrawlBatchPolicy };

const PROGRESS_EVERY_MS = 1_000;

function linksOf(page: PageText, siteHost: string): CrawledLink[] {
  return page.links.map((link) => ({
    targetUrl: link.href,
    anchorText: link.anchorText.slice(0, 500),
    placement: link.placement,
    isInternal: new URL(link.href).host === siteHost,
    nofollow: link.rel.includes('nofollow'),
  }));
}

export type CrawlSummary = {
  crawled: number;
  changed: number;
  failed: number;
  paused: string | null;
};

/** Crawls a website's pages in the background, stores them, and keeps the website's crawl state current. */
export function createCrawlService({
  db,
  clock,
  crawlPages,
  queue,
  crawlBatch = DEFAULT_CRAWL_BATCH,
}: CrawlServiceDeps) {
  /**
   * Stores a crawl's outcomes in batches (see `DEFAULT_CRAWL_BATCH`); `onStored` hears of each
   * batch once it is written, with the number of pages whose content changed.
   */
  function outcomeStore(
    scope: WebsiteScope,
    siteHost: string,
    onStored: (batch: CrawlBatch, changed: number) => Promise<void>,
  ) {
    const batcher = createCrawlBatcher({
      policy: crawlBatch,
      write: async (batch) => {
        const changed = await saveCrawlBatch(db, { ...scope, ...batch });
        await onStored(batch, changed.length);
      },
    });
    return {
      /** Holds what fetching one page gave, its text and links or why it failed, to be stored. */
      add(pageId: string, outcome: CrawlOutcome & { kind: 'page' }): Promise<void> {
        const at = clock.now();
        if (!outcome.ok) {
          return batcher.add({
            failed: { pageId, httpStatus: outcome.status ?? null, error: outcome.error, at },
          });
        }
        return batcher.add({
          crawled: {
            pageId,
            title: outcome.page.title,
            httpStatus: outcome.page.status,
            contentHash: outcome.contentHash,
            wordCount: outcome.page.wordCount,
            pageText: outcome.page,
            crawledAt: at,
            links: linksOf(outcome.page, siteHost),
          },
        });
      },
      /** Stores everything held; resolves once every batch so far is written. */
      flush: batcher.flush,
    };
  }

  function setCrawlState(
    scope: WebsiteScope,
    patch: Parameters<typeof setWebsiteState>[1]['patch'],
  ) {
    return setWebsiteState(db, { ...scope, patch });
  }

  /** Crawls every page of the website up to its max pages; a website deleted meanwhile is skipped. */
  async function run(scope: WebsiteScope, signal?: AbortSignal): Promise<CrawlSummary | null> {
    const website = await findWebsite(db, scope);
    if (!website) {
      return null;
    }
    const targets = await listPagesToCrawl(db, { ...scope, limit: website.maxPages });
    const summary: CrawlSummary = { crawled: 0, changed: 0, failed: 0, paused: null };
    if (targets.length === 0) {
      await setCrawlState(scope, {
        crawlStatus: 'completed',
        crawlProgress: 100,
        crawlReason: 'No pages to crawl yet.',
        lastCrawledAt: clock.now(),
      });
      return summary;
    }
    await setCrawlState(scope, {
      crawlStatus: 'in_progress',
      crawlProgress: 0,
      crawlReason: null,
    });
    const idByUrl = new Map(targets.map((target) => [target.url, target.id]));
    const siteHost = new URL(website.url).host;
    let lastProgressAt = clock.now().getTime();
    // Counted once stored, so the progress users see is of pages they can already read.
    const store = outcomeStore(scope, siteHost, async (batch, changed) => {
      summary.crawled += batch.crawled.length;
      summary.changed += changed;
      summary.failed += batch.failed.length;
      const at = clock.now().getTime();
      if (at - lastProgressAt >= PROGRESS_EVERY_MS) {
        lastProgressAt = at;
        const done = summary.crawled + summary.failed;
        await setCrawlState(scope, {
          crawlProgress: Math.min(99, Math.floor((done / targets.length) * 100)),
        });
      }
    });

    try {
      for await (const outcome of crawlPages([...idByUrl.keys()], {
        respectRobots: website.robotsTxtRespected,
        signal,
      })) {
        if (outcome.kind === 'paused') {
          summary.paused = outcome.reason;
          break;
        }
        const pageId = idByUrl.get(outcome.url);
        if (pageId) {
          await store.add(pageId, outcome);
        }
      }
      // The crawl's end, a pause or an abort: what was fetched is stored before the state says so.
      await store.flush();
    } catch (error) {
      // Pages fetched before the failure are kept, unless storing them is what failed.
      await store.flush().catch(() => undefined);
      await setCrawlState(scope, {
        crawlStatus: 'failed',
        crawlReason: 'The crawl stopped unexpectedly. It will be retried.',
      });
      throw error;
    }

    const done = summary.crawled + summary.failed;
    await setCrawlState(
      scope,
      summary.paused
        ? {
            crawlStatus: 'failed',
            crawlReason: summary.paused,
            crawlProgress: Math.floor((done / targets.length) * 100),
            lastCrawledAt: clock.now(),
          }
        : {
            crawlStatus: 'completed',
            crawlReason: null,
            crawlProgress: 100,
            lastCrawledAt: clock.now(),
          },
    );
    return summary;
  }

  /** Queues a crawl of every website whose crawl frequency says one is due; returns how many. */
  async function scheduleDue(): Promise<number> {
    const due = await listWebsitesDueForRecrawl(db, clock.now());
    for (const { id, ownerId } of due) {
      await queue.send(
        crawlWebsiteQueue,
        { ownerId, websiteId: id, trigger: 'schedule' },
        { singletonKey: id },
      );
    }
    return due.length;
  }

  /**
   * Crawls just these pages of the website now (processing needs them fresh) and
   * returns the URLs that could not be crawled. The website's crawl state is left alone.
   */
  async function crawlUrls(
    scope: WebsiteScope,
    urls: string[],
    signal?: AbortSignal,
  ): Promise<{ failed: string[] }> {
    const website = await findWebsite(db, scope);
    if (!website || urls.length === 0) {
      return { failed: website ? [] : urls };
    }
    const wanted = new Set(urls);
    const targets = (await listPagesToCrawl(db, { ...scope, limit: 1_000_000 })).filter((target) =>
      wanted.has(target.url),
    );
    const idByUrl = new Map(targets.map((target) => [target.url, target.id]));
    const failed = new Set(urls.filter((url) => !idByUrl.has(url)));
    const store = outcomeStore(scope, new URL(website.url).host, async () => undefined);
    try {
      for await (const outcome of crawlPages([...idByUrl.keys()], {
        respectRobots: website.robotsTxtRespected,
        signal,
      })) {
        if (outcome.kind === 'paused') {
          for (const url of idByUrl.keys()) {
            failed.add(url);
          }
          break;
        }
        const pageId = idByUrl.get(outcome.url);
        if (!pageId) {
          continue;
        }
        idByUrl.delete(outcome.url);
        if (!outcome.ok) {
          failed.add(outcome.url);
        }
        await store.add(pageId, outcome);
      }
    } catch (error) {
      await store.flush().catch(() => undefined);
      throw error;
    }
    await store.flush();
    return { failed: [...failed] };
  }

  return { run, scheduleDue, crawlUrls };
}

export type CrawlService = ReturnType<typeof createCrawlService>;
