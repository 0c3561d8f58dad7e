import { suggestionsPageSchema } from '@linkloom/contracts';
import type { SuggestionsQuery, SuggestionStatus } from '@linkloom/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys, suggestionQueryCaching } from './suggestion-query-keys';

// Spec §9: 50 suggestions a page, at most 200 loaded.
export const SUGGESTIONS_PAGE_SIZE = 50;
export const MAX_LOADED_SUGGESTIONS = 200;

/** `GET /websites/{id}/link-suggestions` (page, limit, status). */
export function getSuggestions(websiteId: string, query: SuggestionsQuery, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/link-suggestions`, {
    query,
    schema: suggestionsPageSchema,
    signal,
  });
}

export function getSuggestionsQueryOptions(websiteId: string, status: SuggestionStatus | null) {
  return infiniteQueryOptions({
    queryKey: suggestionKeys.list(websiteId, status),
    queryFn: ({ pageParam, signal }) =>
      getSuggestions(
        websiteId,
        { page: pageParam, limit: SUGGESTIONS_PAGE_SIZE, status: status ?? undefined },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
    ...suggestionQueryCaching,
  });
}

/** The suggestions loaded so far, 50 at a time ('Load More'). */
export function useSuggestions(websiteId: string, status: SuggestionStatus | null) {
  return useInfiniteQuery(getSuggestionsQueryOptions(websiteId, status));
}
