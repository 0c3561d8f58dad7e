import { pagesResponseSchema } from '@linkloom/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crawlKeys } from './crawl-query-keys';
import type { PagesListQuery } from './crawl-query-keys';

/** `GET /api/websites/{id}/pages`: one page of the website's pages, searched by the server. */
export function getPages(websiteId: string, query: PagesListQuery, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/pages`, {
    schema: pagesResponseSchema,
    query: { search: query.search || undefined, page: query.page, limit: query.limit },
    signal,
  });
}

type PagesOptions = {
  /** Poll while a crawl runs, so rows turn from pending to crawled on their own. */
  refetchInterval?: number | false;
};

export function getPagesQueryOptions(
  websiteId: string,
  query: PagesListQuery,
  { refetchInterval = false }: PagesOptions = {},
) {
  return queryOptions({
    queryKey: crawlKeys.pageList(websiteId, query),
    queryFn: ({ signal }) => getPages(websiteId, query, signal),
    // Crawl results change under the user's eyes; never serve a 5-minute-old list.
    staleTime: 0,
    refetchInterval,
    // Typing in the search box keeps the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePages(websiteId: string, query: PagesListQuery, options?: PagesOptions) {
  return useQuery(getPagesQueryOptions(websiteId, query, options));
}
