import { useQuery } from '@tanstack/react-query';
import { getWebsiteStatsQueryOptions } from '@/lib/queries/get-website-stats';
import { getCrawlStage, isCrawlActive } from '../utils/crawl-stage';
import type { CrawlStageInput } from '../utils/crawl-stage';

// Issue 5: the progress bar polls the stats every 2 s while a crawl runs.
export const CRAWL_POLL_MS = 2000;

/** What else decides whether a crawl is under way: discovery, a 'Start Crawl' press. */
export type CrawlContext = Omit<CrawlStageInput, 'stats'>;

/** The website's stats, polled while a crawl is queued or running; stops as soon as it ended. */
export function useCrawlStats(websiteId: string, context: CrawlContext) {
  return useQuery(
    getWebsiteStatsQueryOptions(websiteId, {
      staleTime: 0,
      pollAfter: (stats) =>
        isCrawlActive(getCrawlStage({ stats, ...context })) ? CRAWL_POLL_MS : false,
    }),
  );
}
