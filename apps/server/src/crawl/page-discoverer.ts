import { createSafeFetcher, discoverPages } from '@linkloom/crawler';
import type { PageDiscoverer } from '@linkloom/services';

/** The crawler's discovery behind the services' port, with the SSRF guard's allow-list from config. */
export function createPageDiscoverer({ allowHosts }: { allowHosts: string[] }): PageDiscoverer {
  const fetcher = createSafeFetcher({ allowHosts });
  return async ({ url, maxPages, crawlDepth, respectRobots, signal, onLog }) => {
    const result = await discoverPages(url, {
      fetcher,
      maxPages,
      crawlDepth,
      respectRobots,
      signal,
      onLog,
    });
    return {
      method: result.method,
      status: result.status,
      reason: result.reason,
      pages: result.pages,
      ...(result.lastModified ? { lastModified: result.lastModified } : {}),
      beyondLimit: result.beyondLimit ?? 0,
    };
  };
}
