import { ownerRuleCreatedSchema, ownerRuleSchema } from '@linkloom/contracts';
import type { CreateOwnerRuleBody } from '@linkloom/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './suggestion-query-keys';

const base = (websiteId: string) => `/websites/${encodeURIComponent(websiteId)}/owner-rules`;

export function useOwnerRules(websiteId: string) {
  return useQuery({
    queryKey: suggestionKeys.rules(websiteId),
    queryFn: ({ signal }) => api.get(base(websiteId), { schema: z.array(ownerRuleSchema), signal }),
  });
}

/** Saves a rule; the server takes the pending suggestions that break it away at once. */
export function useCreateOwnerRule(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOwnerRuleBody) =>
      api.post(base(websiteId), { body, schema: ownerRuleCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.all(websiteId) }),
  });
}

export function useDeleteOwnerRule(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) =>
      api.delete(`${base(websiteId)}/${encodeURIComponent(ruleId)}`, {
        schema: z.object({ deleted: z.literal(true) }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.rules(websiteId) }),
  });
}
