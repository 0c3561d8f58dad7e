import type { LinkSuggestion, SuggestionsPage } from '@linkloom/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { suggestionKeys } from './suggestion-query-keys';

/**
 * Puts the server's answer for one suggestion into every loaded list and refreshes the counts.
 * The card changes in place (an approved card stays where it was under 'Pending' until the
 * next load) instead of the whole list jumping.
 */
export async function updateCachedSuggestion(
  queryClient: QueryClient,
  websiteId: string,
  updated: LinkSuggestion,
) {
  queryClient.setQueriesData<InfiniteData<SuggestionsPage>>(
    { queryKey: suggestionKeys.lists(websiteId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          suggestions: page.suggestions.map((item) =>
            item.uuid === updated.uuid ? updated : item,
          ),
        })),
      },
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: suggestionKeys.stats(websiteId) }),
    // "Links to this post" counts by status: read them again (its cards changed in place above).
    queryClient.invalidateQueries({ queryKey: suggestionKeys.inbound(websiteId) }),
  ]);
}
