import type { PageText } from '@linkloom/engine';

export type CrawlOutcome =
  | { kind: 'page'; url: string; ok: true; page: PageText; contentHash: string }
  | { kind: 'page'; url: string; ok: false; status?: number; error: string }
  | { kind: 'paused'; reason: string };

/** Fetches and parses pages politely (the crawler, wired in by the worker), one outcome per page. */
export type PageCrawler = (
  urls: string[],
  options: { respectRobots: boolean; signal?: AbortSignal },
) => AsyncIterable<CrawlOutcome>;
