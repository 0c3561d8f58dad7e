import type { LinkCalibration, LinkQuality, Website } from '@linkloom/contracts';
import type { WebsiteRow } from '@linkloom/db';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after the last crawl the recrawl sweep makes the next one due (`listWebsitesDueForRecrawl`). */
const RECRAWL_AFTER_DAYS = { daily: 1, weekly: 7, monthly: 30, manual: null } as const;

/** When the crawl frequency next makes a crawl due; null for manual, or with no crawl yet. */
function nextCrawlOf(row: WebsiteRow): string | null {
  const days = RECRAWL_AFTER_DAYS[row.crawlFrequency];
  if (days === null || row.lastCrawledAt === null) {
    return null;
  }
  return new Date(row.lastCrawledAt.getTime() + days * DAY_MS).toISOString();
}

/** A website row as the API shows it (the spec's field names). */
export function toWebsite(row: WebsiteRow): Website {
  return {
    uuid: row.id,
    name: row.name,
    url: row.url,
    sitemap_status: row.sitemapStatus,
    discovery_method: row.discoveryMethod,
    crawlStatus: row.crawlStatus,
    lastCrawledAt: row.lastCrawledAt?.toISOString() ?? null,
    crawlDepth: row.crawlDepth,
    crawlFrequency: row.crawlFrequency,
    robotsTxtRespected: row.robotsTxtRespected,
    maxPages: row.maxPages,
    pagesBeyondLimit: row.pagesBeyondLimit,
    includePatterns: row.includePatterns,
    excludePatterns: row.excludePatterns,
    nextCrawlAt: nextCrawlOf(row),
    targetPrecision: row.targetPrecision,
    pausedByPlan: row.pausedByPlanAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The last calibration as the API shows it, with when it was measured; null before one. */
export function toLinkQuality(
  calibration: LinkCalibration | null,
  measuredAt: Date | null,
): LinkQuality | null {
  return calibration && measuredAt
    ? { ...calibration, measuredAt: measuredAt.toISOString() }
    : null;
}
