import { findInboundResultSchema } from '@linkloom/contracts';
import type { FindInboundBody } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './suggestion-query-keys';

/**
 * `POST /websites/{id}/pages/{pageId}/find-inbound`: every analysed page searched for sentences
 * naming the page (and the keyword, if any); what it finds becomes pending suggestions.
 */
export function findInboundLinks(websiteId: string, pageId: string, body: FindInboundBody) {
  return api.post(
    `/websites/${encodeURIComponent(websiteId)}/pages/${encodeURIComponent(pageId)}/find-inbound`,
    { body, schema: findInboundResultSchema },
  );
}

/** "Find links to this post"; the website's suggestion lists and counts are read again after. */
export function useFindInboundLinks(websiteId: string, pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FindInboundBody) => findInboundLinks(websiteId, pageId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionKeys.all(websiteId) }),
  });
}
