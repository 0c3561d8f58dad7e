import { linkSuggestionSchema } from '@linkloom/contracts';
import type { RejectionReason } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logError } from '@/lib/error-log';
import { relearnAfterDecision } from './relearn-after-decision';
import { updateCachedSuggestion } from './update-cached-suggestion';

type RejectInput = { suggestionId: string; reason: string; reasonCode?: RejectionReason | null };

/**
 * `POST /websites/{id}/link-suggestions/{suggestionId}/reject` with a one-click reason code
 * and optional words of the reviewer's own.
 */
export function rejectSuggestion(
  websiteId: string,
  { suggestionId, reason, reasonCode }: RejectInput,
) {
  const trimmed = reason.trim();
  return api.post(
    `/websites/${encodeURIComponent(websiteId)}/link-suggestions/${encodeURIComponent(suggestionId)}/reject`,
    {
      body: {
        ...(trimmed ? { reason: trimmed } : {}),
        ...(reasonCode ? { reason_code: reasonCode } : {}),
      },
      schema: linkSuggestionSchema,
    },
  );
}

export function useRejectSuggestion(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectInput) => rejectSuggestion(websiteId, input),
    onSuccess: (updated) => {
      void relearnAfterDecision(queryClient, websiteId).catch((error: unknown) =>
        logError(error, 'Could not read what the site learnt'),
      );
      return updateCachedSuggestion(queryClient, websiteId, updated);
    },
  });
}
