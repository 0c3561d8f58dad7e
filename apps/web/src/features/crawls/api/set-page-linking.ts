import { pageSchema } from '@linkloom/contracts';
import type { Page, PageLinkingBody, PagesResponse } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crawlKeys } from './crawl-query-keys';

type SetLinkingInput = { pageId: string } & PageLinkingBody;

/** `PUT /api/websites/{id}/pages/{pageId}/linking`: link a listing page anyway, or leave it out. */
export function setPageLinking(websiteId: string, { pageId, linkedAnyway }: SetLinkingInput) {
  return api.put(
    `/websites/${encodeURIComponent(websiteId)}/pages/${encodeURIComponent(pageId)}/linking`,
    { schema: pageSchema, body: { linkedAnyway } },
  );
}

export function useSetPageLinking(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetLinkingInput) => setPageLinking(websiteId, input),
    onSuccess: (updated: Page) => {
      // Every cached list holding the page shows the choice at once, without a refetch.
      queryClient.setQueriesData<PagesResponse>({ queryKey: crawlKeys.pages(websiteId) }, (list) =>
        list && 'pages' in list
          ? {
              ...list,
              pages: list.pages.map((page) => (page._id === updated._id ? updated : page)),
            }
          : list,
      );
    },
  });
}
