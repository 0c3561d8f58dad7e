import type { LinkCalibration, LinkQuality, Website } from '@linkloom/contracts';
import type { WebsiteRow } from '@linkloom/db';

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
    targetPrecision: row.targetPrecision,
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
