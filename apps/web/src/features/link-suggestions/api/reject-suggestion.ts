import { linkSuggestionSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateCachedSuggestion } from './update-cached-suggestion';

type RejectInput = { suggestionId: string; reason: string };

/** `POST /websites/{id}/link-suggestions/{suggestionId}/reject` with an optional reason. */
export function rejectSuggestion(websiteId: string, { suggestionId, reason }: RejectInput) {
  const trimmed = reason.trim();
  return api.post(
    `/websites/${encodeURIComponent(websiteId)}/link-suggestions/${encodeURIComponent(suggestionId)}/reject`,
    { body: trimmed ? { reason: trimmed } : {}, schema: linkSuggestionSchema },
  );
}

export function useRejectSuggestion(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectInput) => rejectSuggestion(websiteId, input),
    onSuccess: (updated) => updateCachedSuggestion(queryClient, websiteId, updated),
  });
}
