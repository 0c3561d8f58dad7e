import { crawlPages, createSafeFetcher } from '@linkloom/crawler';
import type { PageCrawler } from '@linkloom/services';

/** The crawler's polite page crawl behind the services' port, one fetcher per crawl. */
export function createPageCrawler({
  allowHosts,
  concurrencyPerHost,
  delayMs,
}: {
  allowHosts: string[];
  concurrencyPerHost: number;
  delayMs: number;
}): PageCrawler {
  return async function* crawl(urls, { respectRobots, signal, validators }) {
    const fetcher = createSafeFetcher({ allowHosts });
    const politeness = { concurrencyPerHost, delayMs };
    try {
      for await (const event of crawlPages(urls, {
        fetcher,
        respectRobots,
        signal,
        ...(validators ? { validators } : {}),
        ...politeness,
      })) {
        if (event.kind === 'paused') {
          yield { kind: 'paused', reason: event.reason };
        } else if (event.kind === 'unchanged') {
          yield { kind: 'unchanged', url: event.url };
        } else if (event.ok) {
          yield {
            kind: 'page',
            url: event.url,
            ok: true,
            page: event.page,
            contentHash: event.contentHash,
            validators: event.validators,
          };
        } else {
          yield {
            kind: 'page',
            url: event.url,
            ok: false,
            status: event.status,
            error: event.error,
          };
        }
      }
    } finally {
      await fetcher.close();
    }
  };
}
