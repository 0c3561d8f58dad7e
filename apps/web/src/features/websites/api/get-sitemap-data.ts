import { sitemapDataSchema } from '@linkloom/contracts';
import { api } from '@/lib/api-client';

/**
 * `GET /api/websites/{id}/sitemap/data`: discovery status, the first pages and the log.
 * Polled by `useDiscoveryPolling` (a counted number of tries, so not a cached query).
 */
export function getSitemapData(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/sitemap/data`, {
    schema: sitemapDataSchema,
    signal,
  });
}
