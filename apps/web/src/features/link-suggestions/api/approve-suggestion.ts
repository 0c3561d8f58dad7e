import { linkSuggestionSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logError } from '@/lib/error-log';
import { relearnAfterDecision } from './relearn-after-decision';
import { updateCachedSuggestion } from './update-cached-suggestion';

/** `POST /websites/{id}/link-suggestions/{suggestionId}/approve` (pending only). */
export function approveSuggestion(websiteId: string, suggestionId: string) {
  return api.post(
    `/websites/${encodeURIComponent(websiteId)}/link-suggestions/${encodeURIComponent(suggestionId)}/approve`,
    { schema: linkSuggestionSchema },
  );
}

export function useApproveSuggestion(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestionId: string) => approveSuggestion(websiteId, suggestionId),
    onSuccess: (updated) => {
      void relearnAfterDecision(queryClient, websiteId).catch((error: unknown) =>
        logError(error, 'Could not read what the site learnt'),
      );
      return updateCachedSuggestion(queryClient, websiteId, updated);
    },
  });
}
