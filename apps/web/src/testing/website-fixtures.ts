import type { SitemapData, Website, WebsiteStats } from '@linkloom/contracts';

export const WEBSITE_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_WEBSITE_ID = '22222222-2222-4222-8222-222222222222';

/** A website as `GET /api/websites` answers it. */
export function aWebsite(overrides: Partial<Website> = {}): Website {
  return {
    uuid: WEBSITE_ID,
    name: 'Acme Blog',
    url: 'https://acme.test/',
    sitemap_status: 'found',
    discovery_method: 'sitemap',
    crawlStatus: 'idle',
    lastCrawledAt: null,
    crawlDepth: 3,
    crawlFrequency: 'daily',
    robotsTxtRespected: true,
    maxPages: 1000,
    pagesBeyondLimit: 0,
    includePatterns: [],
    excludePatterns: [],
    nextCrawlAt: null,
    targetPrecision: 0.5,
    pausedByPlan: false,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function someStats(overrides: Partial<WebsiteStats> = {}): WebsiteStats {
  return {
    totalPages: 0,
    crawledPages: 0,
    linkSuggestions: 0,
    pendingSuggestions: 0,
    topicClusters: 0,
    crawlProgress: 0,
    crawlStatus: 'idle',
    crawlReason: null,
    lastCrawledAt: null,
    ...overrides,
  };
}

export function someSitemapData(overrides: Partial<SitemapData> = {}): SitemapData {
  return {
    status: 'discovering',
    method: null,
    reason: null,
    totalPages: 0,
    lastExtraction: null,
    discoveredPages: [],
    log: [],
    ...overrides,
  };
}

/** `GET sitemap/pages` with these URLs on one page. */
export function somePages(urls: string[]) {
  return {
    pages: urls.map((url) => ({ url, title: null, status: 'pending' as const })),
    pagination: { page: 1, pages: 1, total: urls.length },
  };
}
