import { lessLikelySuggestionSchema } from '@linkloom/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './suggestion-query-keys';

const base = (websiteId: string) =>
  `/websites/${encodeURIComponent(websiteId)}/link-suggestions/less-likely`;

/** `GET …/less-likely?source_url=`: a page's candidates below the cut-off, best first. */
export function getLessLikely(websiteId: string, sourceUrl: string, signal?: AbortSignal) {
  return api.get(base(websiteId), {
    query: { source_url: sourceUrl },
    schema: z.array(lessLikelySuggestionSchema),
    signal,
  });
}

export function useLessLikely(websiteId: string, sourceUrl: string, isEnabled: boolean) {
  return useQuery({
    queryKey: suggestionKeys.lessLikely(websiteId, sourceUrl),
    queryFn: ({ signal }) => getLessLikely(websiteId, sourceUrl, signal),
    enabled: isEnabled,
  });
}

/** `POST …/less-likely/{id}/restore`: the reviewer puts a candidate in the review list. */
export function useRestoreLessLikely(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api.post(`${base(websiteId)}/${encodeURIComponent(candidateId)}/restore`, {
        schema: z.object({ restored: z.literal(true) }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.all(websiteId) }),
  });
}
