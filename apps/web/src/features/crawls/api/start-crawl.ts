import { startCrawlResponseSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteKeys } from '@/lib/queries/query-keys';
import { crawlKeys } from './crawl-query-keys';

/** `POST /api/websites/{id}/crawl`: crawl every page now; a crawl already queued absorbs it. */
export function startCrawl(websiteId: string) {
  return api.post(`/websites/${encodeURIComponent(websiteId)}/crawl`, {
    schema: startCrawlResponseSchema,
    body: {},
  });
}

export function useStartCrawl(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startCrawl(websiteId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: websiteKeys.stats(websiteId) }),
        queryClient.invalidateQueries({ queryKey: crawlKeys.pages(websiteId) }),
      ]);
    },
  });
}
