import { suggestionsByTargetSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The source pages that already have suggestions: processing a page again replaces its
 * pending ones, so the modal marks and pre-selects them. `by-target-page` is the one call
 * that answers every suggestion at once (the list is paged 50 at a time).
 */
export async function getSuggestedUrls(websiteId: string, signal?: AbortSignal) {
  const groups = await api.get(
    `/websites/${encodeURIComponent(websiteId)}/link-suggestions/by-target-page`,
    { schema: suggestionsByTargetSchema, signal },
  );
  return [
    ...new Set(groups.flatMap((group) => group.suggestions.map((item) => item.source_url))),
  ].sort();
}

export function getSuggestedUrlsQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: ['processing', websiteId, 'suggested-urls'],
    queryFn: ({ signal }) => getSuggestedUrls(websiteId, signal),
    staleTime: 0,
  });
}

export function useSuggestedUrls(websiteId: string, isEnabled = true) {
  return useQuery({ ...getSuggestedUrlsQueryOptions(websiteId), enabled: isEnabled });
}
