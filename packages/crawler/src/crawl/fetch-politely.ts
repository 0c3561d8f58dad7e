import { isCrawlError } from '../fetch/crawl-error';
import type { SafeFetcher, SafeFetchInit, SafeFetchResponse } from '../fetch/safe-fetcher';
import type { HostGate } from './host-gate';
import { parseRetryAfter } from './retry-after';

export type RetryPolicy = {
  /** Retries after the first attempt. Default 2. */
  maxRetries: number;
  /** First backoff; doubles each retry. Default 1 s. */
  backoffMs: number;
  /** A Retry-After longer than this is not waited for; the URL fails instead. Default 60 s. */
  maxRetryAfterMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 2,
  backoffMs: 1000,
  maxRetryAfterMs: 60_000,
};

export type PoliteFetchResult = {
  response: SafeFetchResponse;
  attempts: number;
  /** Why retrying stopped early, for the failure message. */
  gaveUp?: string;
};

function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}

/**
 * Fetches through the host's gate, retrying 429 and 5xx answers and timeouts
 * with doubling backoff. Retry-After is honoured (it also holds the whole
 * host) up to `maxRetryAfterMs`.
 * @throws CrawlError from the fetcher when the last attempt fails at the network level.
 */
export async function fetchPolitely(
  url: string,
  {
    fetcher,
    gate,
    retry,
    now,
    init,
  }: {
    fetcher: SafeFetcher;
    gate: HostGate;
    retry: RetryPolicy;
    now: () => number;
    init: SafeFetchInit;
  },
): Promise<PoliteFetchResult> {
  for (let attempt = 1; ; attempt += 1) {
    const isLast = attempt > retry.maxRetries;
    let response: SafeFetchResponse;
    try {
      response = await gate.run(() => fetcher.fetch(url, init), init.signal);
    } catch (error) {
      if (isLast || !isCrawlError(error, 'timeout', 'connection_failed')) {
        throw error;
      }
      gate.holdUntil(now() + retry.backoffMs * 2 ** (attempt - 1));
      continue;
    }
    if (!isRetryableStatus(response.status) || isLast) {
      return { response, attempts: attempt };
    }
    const retryAfter = parseRetryAfter(response.headers['retry-after'], now());
    if (retryAfter !== null && retryAfter > retry.maxRetryAfterMs) {
      return {
        response,
        attempts: attempt,
        gaveUp: `the server asked to wait ${Math.ceil(retryAfter / 1000)} s, longer than the ${Math.round(retry.maxRetryAfterMs / 1000)} s Linkloom waits`,
      };
    }
    gate.holdUntil(now() + (retryAfter ?? retry.backoffMs * 2 ** (attempt - 1)));
  }
}
