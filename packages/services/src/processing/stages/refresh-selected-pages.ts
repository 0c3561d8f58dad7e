import type { CrawlFrequency } from '@linkloom/contracts';
import { findWebsite, listPageCrawlTimes } from '@linkloom/db';
import type { JobRun, StageDeps } from './job-run';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How old a crawl may be before processing fetches the page again, by the website's crawl frequency. */
const FRESH_FOR_MS: Record<CrawlFrequency, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
  manual: Number.POSITIVE_INFINITY,
};

/** Whether a page crawled at `crawledAt` is recent enough for the crawl frequency not to fetch it again. */
export function isFreshCrawl(
  crawledAt: Date | null,
  frequency: CrawlFrequency,
  now: Date,
): boolean {
  return crawledAt !== null && crawledAt.getTime() >= now.getTime() - FRESH_FOR_MS[frequency];
}

/**
 * Crawls the selected pages never crawled, or crawled longer ago than the website's crawl
 * frequency allows, so that what is analysed is what the site says now.
 * @returns the selected URLs that could not be crawled.
 */
export async function refreshSelectedPages(
  { db, clock, crawl }: Pick<StageDeps, 'db' | 'clock' | 'crawl'>,
  { job, signal }: JobRun,
): Promise<Set<string>> {
  const scope = { ownerId: job.ownerId, websiteId: job.websiteId };
  const website = await findWebsite(db, scope);
  const crawledAt = new Map(
    (await listPageCrawlTimes(db, { ...scope, urls: job.urls })).map((page) => [
      page.url,
      page.crawledAt,
    ]),
  );
  const stale = job.urls.filter(
    (url) =>
      !isFreshCrawl(crawledAt.get(url) ?? null, website?.crawlFrequency ?? 'daily', clock.now()),
  );
  const { failed } = await crawl.crawlUrls(scope, stale, signal);
  return new Set(failed);
}
