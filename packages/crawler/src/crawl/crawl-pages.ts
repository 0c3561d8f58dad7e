import type { SafeFetcher } from '../fetch/safe-fetcher';
import type { OnLog } from '../log';
import { createRobotsCache } from '../robots/robots-cache';
import { normalizeUrl } from '../url/normalize-url';
import { processParsePool } from '../parse-pool/parse-pool';
import type { PageParser } from '../parse-pool/parse-pool';
import { crawlPage } from './crawl-page';
import type { CrawlResult } from './crawl-page';
import type { CrawlPageUnchanged, PageValidators } from './page-validators';
import { DEFAULT_RETRY_POLICY } from './fetch-politely';
import type { RetryPolicy } from './fetch-politely';
import {
  createPoliteness,
  DEFAULT_CONCURRENCY_PER_HOST,
  DEFAULT_DELAY_MS,
  DEFAULT_MAX_CRAWL_DELAY_MS,
} from './politeness';
import { sleep as realSleep } from './timing';
import type { Sleep } from './timing';

export type {
  CrawlFailureCode,
  CrawlPageFailure,
  CrawlPageSuccess,
  CrawlResult,
} from './crawl-page';

export type CrawlPagesOptions = {
  fetcher: SafeFetcher;
  respectRobots: boolean;
  /** Requests in flight per host. Default 2 (1 when robots.txt sets a Crawl-delay). */
  concurrencyPerHost?: number;
  /** Minimum gap between request starts on one host. Default 500 ms. */
  delayMs?: number;
  signal?: AbortSignal;
  /** Site failures in a row (network errors, 5xx, 429 after retries) before the crawl pauses itself. Default 10. */
  maxConsecutiveFailures?: number;
  /** Clock in milliseconds; stamps results and reads Retry-After dates. */
  now?: () => number;
  /** How waits happen; tests pass one that returns at once. */
  sleep?: Sleep;
  retry?: Partial<RetryPolicy>;
  /** Crawl-delay values above this are capped. Default 30 s. */
  maxCrawlDelayMs?: number;
  onLog?: OnLog;
  /**
   * What the last crawl of each URL (as given) stored: those URLs are asked for conditionally,
   * and a 304 yields `{ kind: 'unchanged' }` instead of the page.
   */
  validators?: ReadonlyMap<string, PageValidators>;
  /** Where pages are parsed. Default: the process's parse pool (child processes, time and memory caps). */
  parser?: PageParser;
};

/** The last item of a crawl that stopped itself because the site kept failing. */
export type CrawlPaused = {
  kind: 'paused';
  reason: string;
  /** URLs not attempted, in the order given. */
  remaining: string[];
};

export type CrawlEvent = CrawlResult | CrawlPageUnchanged | CrawlPaused;

const DEFAULT_MAX_CONSECUTIVE_FAILURES = 10;
// Workers across all hosts; each host's gate still limits its own share.
const MAX_WORKERS = 16;

/**
 * Fetches and parses `urls` politely: robots.txt (when respected, including
 * Crawl-delay), per-host concurrency and spacing, retries with backoff on
 * 429/5xx honouring Retry-After. Yields one result per URL as each finishes.
 * After `maxConsecutiveFailures` site failures in a row it stops starting new
 * pages and yields a final `{ kind: 'paused', reason, remaining }`. Breaking
 * out of the loop or aborting `signal` stops it: requests in flight are
 * cancelled and no `paused` item follows.
 */
export async function* crawlPages(
  urls: string[],
  options: CrawlPagesOptions,
): AsyncGenerator<CrawlEvent> {
  const now = options.now ?? Date.now;
  const maxFailures = options.maxConsecutiveFailures ?? DEFAULT_MAX_CONSECUTIVE_FAILURES;
  const retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const robots = createRobotsCache({
    fetcher: options.fetcher,
    signal,
    ...(options.onLog ? { onLog: options.onLog } : {}),
  });
  const politeness = createPoliteness({
    concurrencyPerHost: options.concurrencyPerHost ?? DEFAULT_CONCURRENCY_PER_HOST,
    delayMs: options.delayMs ?? DEFAULT_DELAY_MS,
    maxCrawlDelayMs: options.maxCrawlDelayMs ?? DEFAULT_MAX_CRAWL_DELAY_MS,
    respectRobots: options.respectRobots,
    robots,
    now,
    sleep: options.sleep ?? realSleep,
    ...(options.onLog ? { onLog: options.onLog } : {}),
  });
  const context = {
    fetcher: options.fetcher,
    respectRobots: options.respectRobots,
    robots,
    politeness,
    retry,
    now,
    signal,
    parser: options.parser ?? processParsePool(),
    validatorsFor: (url: string) => options.validators?.get(url),
  };

  const queue = [...new Set(urls)];
  const ready: CrawlEvent[] = [];
  let wake: (() => void) | null = null;
  let consecutiveFailures = 0;
  let pausedReason: string | null = null;
  let lastFailure = '';

  function push(event: CrawlEvent): void {
    ready.push(event);
    wake?.();
  }

  async function work(): Promise<void> {
    while (queue.length > 0 && pausedReason === null && !signal.aborted) {
      const url = queue.shift() as string;
      const { result, isSiteFailure } = await crawlPage(url, context);
      if (signal.aborted) {
        return;
      }
      consecutiveFailures = isSiteFailure ? consecutiveFailures + 1 : 0;
      if (isSiteFailure && result.kind === 'page' && !result.ok) {
        lastFailure = result.error;
      }
      push(result);
      if (consecutiveFailures >= maxFailures && pausedReason === null) {
        pausedReason = `Crawl paused after ${maxFailures} failures in a row; the site seems to be down or refusing Linkloom. Last error: ${lastFailure}`;
      }
    }
  }

  const hosts = new Set(
    queue
      .map((url) => normalizeUrl(url) ?? url)
      .map((url) => (URL.canParse(url) ? new URL(url).host : url)),
  );
  const workerCount = Math.min(
    queue.length,
    MAX_WORKERS,
    Math.max(1, hosts.size * (options.concurrencyPerHost ?? DEFAULT_CONCURRENCY_PER_HOST)),
  );
  let running = workerCount;
  let crash: unknown = null;
  for (let index = 0; index < workerCount; index += 1) {
    work().then(
      () => {
        running -= 1;
        wake?.();
      },
      (error: unknown) => {
        crash ??= error;
        running -= 1;
        wake?.();
      },
    );
  }

  try {
    for (;;) {
      const event = ready.shift();
      if (event !== undefined) {
        yield event;
        continue;
      }
      if (crash !== null) {
        throw crash;
      }
      if (running === 0) {
        break;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
    if (pausedReason !== null && !signal.aborted) {
      options.onLog?.({ level: 'error', message: pausedReason });
      yield { kind: 'paused', reason: pausedReason, remaining: queue.splice(0) };
    }
  } finally {
    stop.abort();
  }
}
