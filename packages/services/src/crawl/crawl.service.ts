import {
  findWebsite,
  listPagesToCrawl,
  listWebsitesDueForRecrawl,
  saveCrawledPage,
  saveFailedPage,
  setWebsiteState,
} from '@linkloom/db';
import type { CrawledLink, WebsiteScope } from '@linkloom/db';
import type { PageText } from '@linkloom/engine';
import { crawlWebsiteQueue } from '../jobs/queues';
import type { CrawlOutcome, PageCrawler } from '../ports/page-crawler';
import type { ServiceDeps } from '../ports/service-deps';

type CrawlServiceDeps = ServiceDeps & { crawlPages: PageCrawler };

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
export function createCrawlService({ db, clock, crawlPages, queue }: CrawlServiceDeps) {
  /** Stores what fetching one page gave: its text and links, or why it failed. */
  async function storeOutcome(
    scope: WebsiteScope,
    siteHost: string,
    pageId: string,
    outcome: CrawlOutcome & { kind: 'page' },
  ): Promise<'changed' | 'unchanged' | 'failed'> {
    if (!outcome.ok) {
      await saveFailedPage(db, {
        ...scope,
        pageId,
        httpStatus: outcome.status ?? null,
        error: outcome.error,
        at: clock.now(),
      });
      return 'failed';
    }
    const changed = await saveCrawledPage(db, {
      ...scope,
      page: {
        pageId,
        title: outcome.page.title,
        httpStatus: outcome.page.status,
        contentHash: outcome.contentHash,
        wordCount: outcome.page.wordCount,
        pageText: outcome.page,
        crawledAt: clock.now(),
        links: linksOf(outcome.page, siteHost),
      },
    });
    return changed ? 'changed' : 'unchanged';
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
        if (!pageId) {
          continue;
        }
        const stored = await storeOutcome(scope, siteHost, pageId, outcome);
        summary.crawled += stored === 'failed' ? 0 : 1;
        summary.changed += stored === 'changed' ? 1 : 0;
        summary.failed += stored === 'failed' ? 1 : 0;
        const at = clock.now();
        if (at.getTime() - lastProgressAt >= PROGRESS_EVERY_MS) {
          lastProgressAt = at.getTime();
          const done = summary.crawled + summary.failed;
          await setCrawlState(scope, {
            crawlProgress: Math.min(99, Math.floor((done / targets.length) * 100)),
          });
        }
      }
    } catch (error) {
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
    const siteHost = new URL(website.url).host;
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
      if ((await storeOutcome(scope, siteHost, pageId, outcome)) === 'failed') {
        failed.add(outcome.url);
      }
    }
    return { failed: [...failed] };
  }

  return { run, scheduleDue, crawlUrls };
}

export type CrawlService = ReturnType<typeof createCrawlService>;
