import { bulkResultSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './suggestion-query-keys';

/** `POST /websites/{id}/link-suggestions/bulk-approve`: non-pending ones come back as skipped. */
export function bulkApproveSuggestions(websiteId: string, suggestionIds: string[]) {
  return api.post(`/websites/${encodeURIComponent(websiteId)}/link-suggestions/bulk-approve`, {
    body: { suggestionIds },
    schema: bulkResultSchema,
  });
}

export function useBulkApproveSuggestions(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestionIds: string[]) => bulkApproveSuggestions(websiteId, suggestionIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.all(websiteId) }),
  });
}
