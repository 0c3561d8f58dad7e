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

const PROGRESS_EVERY = 100;

/**
 * Discovers a site's pages (sitemaps, else a crawl from the home page) and crawls them
 * all with the product's crawler and its address guard.
 */
export async function crawlSite(siteUrl: string, options: CrawlSiteOptions): Promise<PageText[]> {
  const site = new URL(siteUrl);
  const fetcher = createSafeFetcher({ allowHosts: options.allowHosts });
  try {
    const discovery = await discoverPages(site.href, {
      fetcher,
      maxPages: options.maxPages,
      crawlDepth: 10,
      respectRobots: true,
      // Without a sitemap discovery crawls the site: as fast as the page crawl below.
      concurrencyPerHost: options.concurrency,
      delayMs: 0,
      onLog: (line) => options.log(line.message),
    });
    options.log(
      `discovered ${discovery.pages.length} pages by ${discovery.method} (${discovery.status}${discovery.reason ? `: ${discovery.reason}` : ''})`,
    );
    const pages: PageText[] = [];
    let failed = 0;
    for await (const event of crawlPages(discovery.pages, {
      fetcher,
      respectRobots: true,
      concurrencyPerHost: options.concurrency,
      delayMs: 0,
    })) {
      if ('kind' in event && event.kind === 'paused') {
        options.log(`crawl paused: ${event.reason}`);
        break;
      }
      if (event.ok) {
        pages.push(event.page);
      } else {
        failed += 1;
      }
      const done = pages.length + failed;
      if (done % PROGRESS_EVERY === 0) {
        options.log(`crawled ${done} of ${discovery.pages.length} pages`);
      }
    }
    options.log(`crawled ${pages.length} pages (${failed} failed)`);
    return pages;
  } finally {
    await fetcher.close();
  }
}
