import { suggestionsPageSchema } from '@linkloom/contracts';
import type { SuggestionsQuery, SuggestionStatus } from '@linkloom/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys, suggestionQueryCaching } from './suggestion-query-keys';

// Spec §9: 50 suggestions a page, at most 200 loaded.
export const SUGGESTIONS_PAGE_SIZE = 50;
export const MAX_LOADED_SUGGESTIONS = 200;

/** `GET /websites/{id}/link-suggestions` (page, limit, status, striking). */
export function getSuggestions(websiteId: string, query: SuggestionsQuery, signal?: AbortSignal) {
  const { striking, ...rest } = query;
  return api.get(`/websites/${encodeURIComponent(websiteId)}/link-suggestions`, {
    query: { ...rest, striking: striking ? 'true' : undefined },
    schema: suggestionsPageSchema,
    signal,
  });
}

/** The list's filters: a status, and "Pages that could rank" (targets in striking distance). */
export type SuggestionFilters = { status: SuggestionStatus | null; isStrikingOnly: boolean };

export function getSuggestionsQueryOptions(
  websiteId: string,
  { status, isStrikingOnly }: SuggestionFilters,
) {
  return infiniteQueryOptions({
    queryKey: suggestionKeys.list(websiteId, status, isStrikingOnly),
    queryFn: ({ pageParam, signal }) =>
      getSuggestions(
        websiteId,
        {
          page: pageParam,
          limit: SUGGESTIONS_PAGE_SIZE,
          status: status ?? undefined,
          striking: isStrikingOnly || undefined,
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
    ...suggestionQueryCaching,
  });
}

/** The suggestions loaded so far, 50 at a time ('Load More'). */
export function useSuggestions(websiteId: string, filters: SuggestionFilters) {
  return useInfiniteQuery(getSuggestionsQueryOptions(websiteId, filters));
}
