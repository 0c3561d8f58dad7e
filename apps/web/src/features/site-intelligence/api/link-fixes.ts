import { linkFixesResponseSchema, linkFixSchema } from '@linkloom/contracts';
import type { ApproveLinkFixBody } from '@linkloom/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteIntelligenceKeys } from './site-intelligence-query-keys';

const fixesPath = (websiteId: string, rest = '') =>
  `/websites/${encodeURIComponent(websiteId)}/link-health/fixes${rest}`;

/** `GET /websites/{id}/link-health/fixes`: the website's link fixes and where each stands. */
export function useLinkFixes(websiteId: string) {
  return useQuery({
    queryKey: siteIntelligenceKeys.linkFixes(websiteId),
    queryFn: ({ signal }) =>
      api.get(fixesPath(websiteId), { schema: linkFixesResponseSchema, signal }),
  });
}

type FixAction =
  { action: 'approve'; body: ApproveLinkFixBody } | { action: 'publish' | 'undo'; fixId: string };

/** Approve a fix, publish it to WordPress, or undo it; the fixes list is read again after. */
export function useLinkFixAction(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FixAction) =>
      input.action === 'approve'
        ? api.post(fixesPath(websiteId), { schema: linkFixSchema, body: input.body })
        : api.post(fixesPath(websiteId, `/${encodeURIComponent(input.fixId)}/${input.action}`), {
            schema: linkFixSchema,
          }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: siteIntelligenceKeys.linkFixes(websiteId) }),
  });
}
