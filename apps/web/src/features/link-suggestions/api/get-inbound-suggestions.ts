import { inboundSuggestionsSchema } from '@linkloom/contracts';
import type { SuggestionsQuery, SuggestionStatus } from '@linkloom/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUGGESTIONS_PAGE_SIZE } from './get-suggestions';
import { suggestionKeys, suggestionQueryCaching } from './suggestion-query-keys';

/** `GET /websites/{id}/pages/{pageId}/inbound-suggestions` (page, limit, status). */
export function getInboundSuggestions(
  websiteId: string,
  pageId: string,
  query: SuggestionsQuery,
  signal?: AbortSignal,
) {
  return api.get(
    `/websites/${encodeURIComponent(websiteId)}/pages/${encodeURIComponent(pageId)}/inbound-suggestions`,
    { query, schema: inboundSuggestionsSchema, signal },
  );
}

export function getInboundSuggestionsQueryOptions(
  websiteId: string,
  pageId: string,
  status: SuggestionStatus | null,
) {
  return infiniteQueryOptions({
    queryKey: suggestionKeys.inboundOf(websiteId, pageId, status),
    queryFn: ({ pageParam, signal }) =>
      getInboundSuggestions(
        websiteId,
        pageId,
        { page: pageParam, limit: SUGGESTIONS_PAGE_SIZE, status: status ?? undefined },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
    ...suggestionQueryCaching,
  });
}

/** The suggestions that would link to one page, 50 at a time, with the page and its counts. */
export function useInboundSuggestions(
  websiteId: string,
  pageId: string,
  status: SuggestionStatus | null,
) {
  return useInfiniteQuery(getInboundSuggestionsQueryOptions(websiteId, pageId, status));
}
