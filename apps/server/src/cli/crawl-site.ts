import { crawlPages, createSafeFetcher, discoverPages } from '@linkloom/crawler';
import type { PageText } from '@linkloom/engine';

export type CrawlSiteOptions = {
  maxPages: number;
  /** Hosts (`host` or `host:port`) let past the private-address guard; none by default. */
  allowHosts: string[];
  concurrency: number;
  /** Prints one progress line. */
  log: (line: string) => void;
};

export type CrawledSite = {
  pages: PageText[];
  /** Pages discovery found (at most `maxPages`), and how. */
  discovered: number;
  method: 'sitemap' | 'crawl';
  /** Why discovery found nothing (or why no page could be crawled), in words for the site owner. */
  reason: string | null;
  /** Discovery stopped at `maxPages` although the site has more pages. */
  cutShort: boolean;
  /** Pages discovered that could not be crawled. */
  failed: number;
};

const PROGRESS_EVERY = 100;

/**
 * Discovers a site's pages (sitemaps, else a crawl from the home page) and crawls them
 * all with the product's crawler and its address guard. Discovery is asked for one page
 * more than `maxPages`: when it finds it, the site was cut short (`cutShort`).
 */
export async function crawlSite(siteUrl: string, options: CrawlSiteOptions): Promise<CrawledSite> {
  const site = new URL(siteUrl);
  const fetcher = createSafeFetcher({ allowHosts: options.allowHosts });
  try {
    const discovery = await discoverPages(site.href, {
      fetcher,
      maxPages: options.maxPages + 1,
      crawlDepth: 10,
      respectRobots: true,
      // Without a sitemap discovery crawls the site: as fast as the page crawl below.
      concurrencyPerHost: options.concurrency,
      delayMs: 0,
      onLog: (line) => options.log(line.message),
    });
    const cutShort = discovery.pages.length > options.maxPages;
    const urls = discovery.pages.slice(0, options.maxPages);
    options.log(
      `discovered ${urls.length} pages by ${discovery.method} (${discovery.status}${discovery.reason ? `: ${discovery.reason}` : ''})`,
    );
    const pages: PageText[] = [];
    let failed = 0;
    let lastProblem: string | null = null;
    for await (const event of crawlPages(urls, {
      fetcher,
      respectRobots: true,
      concurrencyPerHost: options.concurrency,
      delayMs: 0,
    })) {
      if ('kind' in event && event.kind === 'paused') {
        options.log(`crawl paused: ${event.reason}`);
        lastProblem = event.reason;
        break;
      }
      // Asked for unconditionally (no validators), no page answers 304 Not Modified here.
      if (event.kind === 'unchanged') {
        continue;
      }
      if (event.ok) {
        pages.push(event.page);
      } else {
        failed += 1;
        lastProblem = `${event.url}: ${event.error}`;
      }
      const done = pages.length + failed;
      if (done % PROGRESS_EVERY === 0) {
        options.log(`crawled ${done} of ${urls.length} pages`);
      }
    }
    options.log(`crawled ${pages.length} pages (${failed} failed)`);
    return {
      pages,
      discovered: urls.length,
      method: discovery.method,
      reason: discovery.reason ?? (pages.length === 0 ? lastProblem : null),
      cutShort,
      failed,
    };
  } finally {
    await fetcher.close();
  }
}
