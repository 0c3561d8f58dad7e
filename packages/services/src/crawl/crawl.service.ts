import {
  findWebsite,
  listPagesToCrawl,
  listWebsitesDueForRecrawl,
  setWebsiteState,
  tidyAfterBulkWrite,
} from '@linkloom/db';
import type { PageToCrawl, WebsiteScope } from '@linkloom/db';
import { comparableUrl } from '@linkloom/engine';
import { pagePatternTest } from '../discovery/page-patterns';
import { crawlWebsiteQueue } from '../jobs/queues';
import type { PageCrawler } from '../ports/page-crawler';
import type { ServiceDeps } from '../ports/service-deps';
import { DEFAULT_CRAWL_BATCH } from './crawl-batch';
import type { CrawlBatchPolicy } from './crawl-batch';
import { CrawlInterruptedError } from './crawl-interrupted-error';
import { createOutcomeStore } from './crawl-outcome-store';
import { createUrlsCrawl } from './crawl-urls';
import { orderCrawlWithinLimit } from './crawl-within-limit';
import { followLinksOf } from './follow-links';
import { isUnchangedBySitemap, validatorsOfPages } from './page-validators';

type CrawlServiceDeps = ServiceDeps & {
  crawlPages: PageCrawler;
  crawlBatch?: CrawlBatchPolicy;
  /** Whether a linked URL can be a page (not a file such as a PDF or an image); all by default. */
  isPageUrl?: (url: string) => boolean;
};

const PROGRESS_EVERY_MS = 1_000;

const REASONS = {
  interrupted:
    'The crawl was interrupted (its worker stopped). It carries on where it left off once a worker takes it up again.',
  interruptedForGood:
    'The crawl was interrupted before it finished. The pages fetched so far are kept; start the crawl again to fetch the rest.',
  crashed: 'The crawl stopped unexpectedly. It will be retried.',
  crashedForGood: 'The crawl stopped unexpectedly. Start it again to try once more.',
} as const;

export type CrawlSummary = {
  crawled: number;
  changed: number;
  /** Pages fetched whose content was as stored: a 304 Not Modified, or the same content hash. */
  unchanged: number;
  failed: number;
  /** Pages found by following links in this crawl, new to the website. */
  found: number;
  /** Pages an interrupted attempt of this crawl had already stored, not fetched again. */
  alreadyStored: number;
  paused: string | null;
  /**
   * Every page was crawled before and answered as stored, and no page was found or failed: the
   * site's analysis from the last crawl still holds, and is not computed again.
   */
  isSiteUnchanged: boolean;
};

export type CrawlRunOptions = {
  /** Aborting it stops the crawl: what was fetched is stored and the crawl is left to resume. */
  signal?: AbortSignal;
  /**
   * This run carries on one that did not finish (the retry of its job): pages crawled since the
   * website's last finished crawl ended were crawled by it, and are not fetched again.
   */
  isResuming?: boolean;
};

function emptySummary(): CrawlSummary {
  const counts = { crawled: 0, changed: 0, unchanged: 0, failed: 0, found: 0, alreadyStored: 0 };
  return { ...counts, paused: null, isSiteUnchanged: false };
}

function isCrawledSince(page: PageToCrawl, since: Date | null): boolean {
  return (
    page.status === 'crawled' &&
    page.crawledAt !== null &&
    (since === null || page.crawledAt > since)
  );
}

/** Crawls a website's pages in the background, stores them, and keeps the website's crawl state current. */
export function createCrawlService({
  db,
  clock,
  crawlPages,
  queue,
  crawlBatch = DEFAULT_CRAWL_BATCH,
  isPageUrl = () => true,
}: CrawlServiceDeps) {
  function setCrawlState(
    scope: WebsiteScope,
    patch: Parameters<typeof setWebsiteState>[1]['patch'],
  ) {
    return setWebsiteState(db, { ...scope, patch });
  }

  /**
   * Crawls every page of the website up to its max pages, the home page first, then the pages
   * of the site its pages link to that no list had, while max pages leaves room; a website
   * deleted meanwhile is skipped.
   * @throws CrawlInterruptedError when `signal` aborts first: the pages fetched are stored and the
   * crawl stays in progress at its real progress, for the job's retry to resume.
   */
  async function run(
    scope: WebsiteScope,
    { signal, isResuming = false }: CrawlRunOptions = {},
  ): Promise<CrawlSummary | null> {
    const website = await findWebsite(db, scope);
    if (!website) {
      return null;
    }
    const discoveryFailure =
      website.sitemapStatus === 'failed' ? (website.discoveryReason ?? null) : null;
    if (discoveryFailure && (await listPagesToCrawl(db, { ...scope, limit: 1 })).length === 0) {
      // A site whose discovery failed (an address Linkloom refuses, robots.txt unreachable)
      // has no pages because of that failure: the crawl reports it rather than crawling.
      await setCrawlState(scope, {
        crawlStatus: 'failed',
        crawlProgress: 0,
        crawlReason: discoveryFailure,
      });
      return emptySummary();
    }
    await orderCrawlWithinLimit(db, scope, website);
    const pagesInCrawl = await listPagesToCrawl(db, { ...scope, limit: website.maxPages });
    const summary = emptySummary();
    const targets = isResuming
      ? pagesInCrawl.filter((page) => !isCrawledSince(page, website.lastCrawledAt))
      : pagesInCrawl;
    summary.alreadyStored = pagesInCrawl.length - targets.length;
    let total = pagesInCrawl.length;
    let shown = 0;
    // Never backwards, though pages found linked grow the total as the crawl goes.
    const progress = () => {
      const done = summary.alreadyStored + summary.crawled + summary.failed;
      shown = Math.max(shown, Math.floor((done / Math.max(1, total)) * 100));
      return shown;
    };
    await setCrawlState(scope, {
      crawlStatus: 'in_progress',
      crawlProgress: Math.min(99, progress()),
      crawlReason: null,
    });
    const unanswered = new Set<string>();
    let lastProgressAt = clock.now().getTime();
    // Deleting the website stops its crawl at the next stored batch, not hours later.
    const websiteGone = new AbortController();
    const crawlSignal = signal ? AbortSignal.any([signal, websiteGone.signal]) : websiteGone.signal;
    // Counted once stored, so the progress users see is of pages they can already read.
    const store = createOutcomeStore({
      db,
      clock,
      policy: crawlBatch,
      scope,
      siteHost: new URL(website.url).host,
      onStored: async (batch, changed) => {
        const notModified = batch.unchanged?.length ?? 0;
        summary.crawled += batch.crawled.length + notModified;
        summary.changed += changed;
        summary.unchanged += batch.crawled.length - changed + notModified;
        summary.failed += batch.failed.length;
        if (!(await findWebsite(db, scope))) {
          websiteGone.abort();
          return;
        }
        const at = clock.now().getTime();
        if (at - lastProgressAt >= PROGRESS_EVERY_MS) {
          lastProgressAt = at;
          await setCrawlState(scope, { crawlProgress: Math.min(99, progress()) });
        }
      },
    });
    // Not finished, and no worker on it until the job's retry: still in progress, at its real progress.
    const interrupted = async (cause?: unknown) => {
      await setCrawlState(scope, {
        crawlStatus: 'in_progress',
        crawlProgress: Math.min(99, progress()),
        crawlReason: REASONS.interrupted,
      });
      return new CrawlInterruptedError(unanswered.size, cause);
    };
    const fetchAll = async (pagesToFetch: PageToCrawl[]) => {
      const idByUrl = new Map(pagesToFetch.map((page) => [page.url, page.id]));
      for (const url of idByUrl.keys()) {
        unanswered.add(url);
      }
      for await (const outcome of crawlPages([...idByUrl.keys()], {
        respectRobots: website.robotsTxtRespected,
        signal: crawlSignal,
        // Pages crawled before are asked for only if changed: a 304 keeps what is stored.
        validators: validatorsOfPages(pagesToFetch),
      })) {
        if (outcome.kind === 'paused') {
          summary.paused = outcome.reason;
          break;
        }
        const pageId = idByUrl.get(outcome.url);
        if (pageId) {
          unanswered.delete(outcome.url);
          await (outcome.kind === 'unchanged'
            ? store.unchanged(pageId)
            : store.add(pageId, outcome));
        }
      }
      // The crawl's end, a pause or an abort: what was fetched is stored before the state says so.
      await store.flush();
    };
    const known = new Set(pagesInCrawl.map((page) => comparableUrl(page.url)));

    const passesPatterns = pagePatternTest(website);
    const following = {
      db,
      scope,
      known,
      passes: (url: string) => isPageUrl(url) && passesPatterns(url),
    };
    try {
      // Pages the sitemap says have not changed since their crawl are kept without a request.
      for (const page of targets.filter(isUnchangedBySitemap)) {
        await store.unchanged(page.id);
      }
      await fetchAll(targets.filter((page) => !isUnchangedBySitemap(page)));
      // Pages linked from crawled pages are link targets too, though no sitemap listed them:
      // round by round, the links of the pages the round before crawled (first, every page's).
      let room = website.maxPages - pagesInCrawl.length;
      let sources = pagesInCrawl.map((page) => page.id);
      while (room > 0 && !summary.paused && !crawlSignal.aborted) {
        const found = await followLinksOf(following, sources, room);
        if (found.length === 0) {
          break;
        }
        room -= found.length;
        total += found.length;
        summary.found += found.length;
        sources = found.map((page) => page.id);
        await fetchAll(found);
      }
    } catch (error) {
      // Pages fetched before the failure are kept, unless storing them is what failed.
      await store.flush().catch(() => undefined);
      if (websiteGone.signal.aborted || !(await findWebsite(db, scope))) {
        return null;
      }
      if (signal?.aborted) {
        throw await interrupted(error);
      }
      await setCrawlState(scope, { crawlStatus: 'failed', crawlReason: REASONS.crashed });
      throw error;
    }
    if (websiteGone.signal.aborted) {
      return null;
    }
    // The crawler ends quietly when aborted: only pages left unanswered tell it apart from an end.
    if (signal?.aborted && !summary.paused && unanswered.size > 0) {
      throw await interrupted();
    }
    await tidyAfterBulkWrite(db, 'crawl');
    summary.isSiteUnchanged =
      !isResuming &&
      !summary.paused &&
      summary.changed === 0 &&
      summary.failed === 0 &&
      summary.found === 0 &&
      pagesInCrawl.every((page) => page.status === 'crawled');
    await setCrawlState(
      scope,
      summary.paused
        ? {
            crawlStatus: 'failed',
            crawlReason: summary.paused,
            crawlProgress: progress(),
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

  /**
   * After the crawl job's last attempt failed, so no retry will resume it: the crawl is recorded
   * as stopped early with its progress as it stands, saying why, so users and the recrawl sweep
   * (which skips crawls in progress) can start another.
   */
  async function fail(scope: WebsiteScope, error: unknown): Promise<void> {
    await setCrawlState(scope, {
      crawlStatus: 'failed',
      crawlReason:
        error instanceof CrawlInterruptedError
          ? REASONS.interruptedForGood
          : REASONS.crashedForGood,
    });
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

  const crawlUrls = createUrlsCrawl({ db, clock, crawlPages, crawlBatch });
  return { run, fail, scheduleDue, crawlUrls };
}

export type CrawlService = ReturnType<typeof createCrawlService>;
