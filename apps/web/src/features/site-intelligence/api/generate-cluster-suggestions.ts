import { PROCESSING_DEFAULTS, processSelectedResponseSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creditKeys } from '@/lib/queries/query-keys';
import { siteIntelligenceKeys } from './site-intelligence-query-keys';

type GenerateClusterSuggestionsInput = {
  memberUrls: string[];
  /** One per click: a retried request with the same key is charged once. */
  idempotencyKey: string;
};

/**
 * `POST /api/websites/{id}/process-selected` for one cluster's pages. Spends one credit per page;
 * a `CREDITS_EXHAUSTED` error means the plan has run out.
 */
export function generateClusterSuggestions(
  websiteId: string,
  { memberUrls, idempotencyKey }: GenerateClusterSuggestionsInput,
) {
  return api.post(`/websites/${encodeURIComponent(websiteId)}/process-selected`, {
    schema: processSelectedResponseSchema,
    body: {
      urls: memberUrls,
      options: { isGenerateSuggestions: true, ...PROCESSING_DEFAULTS },
    },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useGenerateClusterSuggestions(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateClusterSuggestionsInput) =>
      generateClusterSuggestions(websiteId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
        queryClient.invalidateQueries({ queryKey: siteIntelligenceKeys.all(websiteId) }),
      ]),
  });
}
