import { cmsApplyPreviewSchema } from '@linkloom/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What "Apply approved" would write now: what the owner confirms before anything is written. */
export function getApplyPreview(websiteId: string) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/cms/apply-approved`, {
    schema: cmsApplyPreviewSchema,
  });
}

export function useApplyPreview(websiteId: string, enabled: boolean) {
  return useQuery({
    // Under the suggestions' key, so approving, applying or undoing one refreshes it.
    queryKey: ['link-suggestions', websiteId, 'apply-preview'],
    queryFn: () => getApplyPreview(websiteId),
    enabled,
  });
}
