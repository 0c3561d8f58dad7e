import { pageLinksResponseSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crawlKeys } from './crawl-query-keys';
import type { LinkKind } from './crawl-query-keys';

// The internal-links and external-links calls differ only in a path segment and share one
// contract, so they share one file rather than two copies of the same code.

/** `GET /api/websites/{id}/pages/{pageId}/internal-links` (or `/external-links`). */
export function getPageLinks(
  websiteId: string,
  pageId: string,
  kind: LinkKind,
  signal?: AbortSignal,
) {
  return api.get(
    `/websites/${encodeURIComponent(websiteId)}/pages/${encodeURIComponent(pageId)}/${kind}-links`,
    { schema: pageLinksResponseSchema, signal },
  );
}

export function getPageLinksQueryOptions(websiteId: string, pageId: string, kind: LinkKind) {
  return queryOptions({
    queryKey: crawlKeys.pageLinks(websiteId, pageId, kind),
    queryFn: ({ signal }) => getPageLinks(websiteId, pageId, kind, signal),
  });
}

export function usePageLinks(websiteId: string, pageId: string, kind: LinkKind) {
  return useQuery(getPageLinksQueryOptions(websiteId, pageId, kind));
}
