import { suggestionsPageSchema } from '@linkloom/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The list's largest page; a confirmation names the posts of the first ones and counts them all.
const LIMIT = 50;

/**
 * The approved suggestions "Apply approved" would write (the first page of them) and how
 * many there are in all: what the owner confirms before anything is written.
 */
export function getApprovedLinks(websiteId: string) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/link-suggestions`, {
    query: { status: 'approved', page: 1, limit: LIMIT },
    schema: suggestionsPageSchema,
  });
}

export function useApprovedLinks(websiteId: string, enabled: boolean) {
  return useQuery({
    // Under the suggestions' key, so approving or applying one refreshes it.
    queryKey: ['link-suggestions', websiteId, 'approved-to-apply'],
    queryFn: () => getApprovedLinks(websiteId),
    enabled,
  });
}
