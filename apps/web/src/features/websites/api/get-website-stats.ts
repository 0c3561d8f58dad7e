import type { WebsiteStats } from '@linkloom/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { getWebsiteStatsQueryOptions } from '@/lib/queries/get-website-stats';

// While a crawl runs the tiles follow it; the crawls screen polls faster for its progress bar.
const CRAWLING_POLL_MS = 5000;

function tileStatsQueryOptions(websiteId: string) {
  return getWebsiteStatsQueryOptions(websiteId, {
    staleTime: 30_000,
    pollAfter: (stats: WebsiteStats | undefined) =>
      stats?.crawlStatus === 'in_progress' ? CRAWLING_POLL_MS : false,
  });
}

export function useWebsiteStats(websiteId: string) {
  return useQuery(tileStatsQueryOptions(websiteId));
}

/** The stats of several websites at once (the dashboard's cards and Action Items). */
export function useWebsitesStats(websiteIds: string[]) {
  return useQueries({ queries: websiteIds.map((id) => tileStatsQueryOptions(id)) });
}
