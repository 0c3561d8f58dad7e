import { linkSuggestionSchema } from '@linkloom/contracts';
import type { UpdateSuggestionBody } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateCachedSuggestion } from './update-cached-suggestion';

type UpdateInput = { suggestionId: string; changes: UpdateSuggestionBody };

/** `PUT /websites/{id}/link-suggestions/{suggestionId}`: anchor text, context, passage. */
export function updateSuggestion(websiteId: string, { suggestionId, changes }: UpdateInput) {
  return api.put(
    `/websites/${encodeURIComponent(websiteId)}/link-suggestions/${encodeURIComponent(suggestionId)}`,
    { body: changes, schema: linkSuggestionSchema },
  );
}

export function useUpdateSuggestion(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInput) => updateSuggestion(websiteId, input),
    onSuccess: (updated) => updateCachedSuggestion(queryClient, websiteId, updated),
  });
}
