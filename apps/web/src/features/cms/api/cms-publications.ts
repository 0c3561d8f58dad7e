import { cmsApplyRunSchema, cmsPublicationSchema } from '@linkloom/contracts';
import type { ApplyToCmsBody, CmsPublication } from '@linkloom/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { cmsKeys, cmsPath } from './cms-query-keys';

const suggestionsKey = (websiteId: string) => ['link-suggestions', websiteId] as const;

/** `GET /websites/{id}/cms/publications`: where each suggestion stands in WordPress. */
export function useCmsPublications(websiteId: string, enabled = true) {
  return useQuery({
    queryKey: cmsKeys.publications(websiteId),
    queryFn: ({ signal }) =>
      api.get(cmsPath(websiteId, '/publications'), {
        schema: z.array(cmsPublicationSchema),
        signal,
      }),
    enabled,
  });
}

function remember(queryClient: QueryClient, websiteId: string, publication: CmsPublication) {
  queryClient.setQueryData<CmsPublication[]>(cmsKeys.publications(websiteId), (rows = []) => [
    ...rows.filter((row) => row.suggestion_id !== publication.suggestion_id),
    publication,
  ]);
  // The suggestion's status follows (applied when the link is live), and so do the counts.
  void queryClient.invalidateQueries({ queryKey: suggestionsKey(websiteId) });
}

/**
 * Apply to WordPress (`…/apply-to-cms`, also "Apply again"), take the link out again (`…/undo`)
 * or read the live page again (`…/verify`).
 */
export function usePublicationAction(websiteId: string, action: 'apply' | 'undo' | 'verify') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestionId: string | { suggestionId: string; body: ApplyToCmsBody }) => {
      const { suggestionId: id, body } =
        typeof suggestionId === 'string' ? { suggestionId, body: undefined } : suggestionId;
      return api.post(
        action === 'apply'
          ? `/websites/${encodeURIComponent(websiteId)}/link-suggestions/${encodeURIComponent(id)}/apply-to-cms`
          : cmsPath(websiteId, `/publications/${encodeURIComponent(id)}/${action}`),
        { schema: cmsPublicationSchema, ...(body ? { body } : {}) },
      );
    },
    onSuccess: (publication) => remember(queryClient, websiteId, publication),
  });
}

/** The last "Apply approved" job, polled every second while it runs. */
export function useLatestApplyRun(websiteId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: cmsKeys.latestRun(websiteId),
    queryFn: async ({ signal }) => {
      const run = await api.get(cmsPath(websiteId, '/apply-runs/latest'), {
        schema: cmsApplyRunSchema.nullable(),
        signal,
      });
      if (run?.state === 'completed') {
        void queryClient.invalidateQueries({ queryKey: cmsKeys.publications(websiteId) });
        void queryClient.invalidateQueries({ queryKey: suggestionsKey(websiteId) });
      }
      return run;
    },
    enabled,
    refetchInterval: (query) =>
      query.state.data?.state === 'queued' || query.state.data?.state === 'running' ? 1_000 : false,
  });
}

/** `POST /websites/{id}/cms/apply-approved`: starts the background job. */
export function useApplyApproved(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(cmsPath(websiteId, '/apply-approved'), { schema: cmsApplyRunSchema }),
    onSuccess: (run) => queryClient.setQueryData(cmsKeys.latestRun(websiteId), run),
  });
}
