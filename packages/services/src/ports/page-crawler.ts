import type { PageText } from '@linkloom/engine';

/** A page's ETag and Last-Modified as its server last sent them (the crawler's `PageValidators`). */
export type PageValidators = { etag: string | null; lastModified: string | null };

export type CrawlOutcome =
  | {
      kind: 'page';
      url: string;
      ok: true;
      page: PageText;
      contentHash: string;
      validators?: PageValidators;
    }
  | { kind: 'page'; url: string; ok: false; status?: number; error: string }
  /** The server answered 304 to a conditional request: the stored page still holds. */
  | { kind: 'unchanged'; url: string }
  | { kind: 'paused'; reason: string };

/** Fetches and parses pages politely (the crawler, wired in by the worker), one outcome per page. */
export type PageCrawler = (
  urls: string[],
  options: {
    respectRobots: boolean;
    signal?: AbortSignal;
    /** What the last crawl of each URL stored: those are asked for only if changed since. */
    validators?: ReadonlyMap<string, PageValidators>;
  },
) => AsyncIterable<CrawlOutcome>;
