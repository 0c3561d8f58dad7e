import type { WebsiteStats } from '@linkloom/contracts';

/** Where the website's crawl stands, as the progress area shows it. */
export type CrawlStage =
  | { kind: 'discovering' }
  | { kind: 'queued' }
  | { kind: 'crawling'; percent: number; totalPages: number; note: string | null }
  | { kind: 'stopped'; reason: string | null }
  | { kind: 'done'; note: string | null }
  | { kind: 'idle' };

/** What the stats said when 'Start Crawl' was pressed; any change means the worker took it. */
export type StartRequest = Pick<WebsiteStats, 'crawlStatus' | 'lastCrawledAt'>;

export type CrawlStageInput = {
  stats: WebsiteStats | undefined;
  /** The website's pages are still being discovered (sitemap status pending or discovering). */
  isDiscovering: boolean;
  /** The stats at the last 'Start Crawl' press, or null. */
  startRequest: StartRequest | null;
};

function isAwaitingStart(stats: WebsiteStats | undefined, startRequest: StartRequest | null) {
  return (
    startRequest !== null &&
    stats !== undefined &&
    stats.crawlStatus === startRequest.crawlStatus &&
    stats.lastCrawledAt === startRequest.lastCrawledAt
  );
}

/**
 * Reads the stage from the stats the screen polls. A website whose pages were discovered but
 * never crawled counts as queued: the server crawls right after discovery.
 */
export function getCrawlStage({ stats, isDiscovering, startRequest }: CrawlStageInput): CrawlStage {
  if (stats?.crawlStatus === 'in_progress') {
    return {
      kind: 'crawling',
      percent: Math.round(stats.crawlProgress),
      // Not crawledPages: a recrawl leaves earlier pages 'crawled', so only the percent is live.
      totalPages: stats.totalPages,
      // Set while a crawl whose worker stopped waits to be taken up again.
      note: stats.crawlReason,
    };
  }
  if (isDiscovering) {
    return { kind: 'discovering' };
  }
  if (isAwaitingStart(stats, startRequest)) {
    return { kind: 'queued' };
  }
  if (!stats) {
    return { kind: 'idle' };
  }
  if (stats.crawlStatus === 'idle' && stats.lastCrawledAt === null && stats.totalPages > 0) {
    return { kind: 'queued' };
  }
  if (stats.crawlStatus === 'failed') {
    return { kind: 'stopped', reason: stats.crawlReason };
  }
  if (stats.crawlStatus === 'completed') {
    return { kind: 'done', note: stats.crawlReason };
  }
  return { kind: 'idle' };
}

/** Stages during which the screen polls and 'Start Crawl' waits. */
export function isCrawlActive(stage: CrawlStage): boolean {
  return stage.kind === 'discovering' || stage.kind === 'queued' || stage.kind === 'crawling';
}
