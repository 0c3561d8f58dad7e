import { startCrawlResponseSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/websites/{id}/crawl` with the chosen URLs: records the selection and crawls.
 * Issue 4 stand-in for processing (issue 7), which turns the selection into suggestions.
 */
export function processSelectedUrls(websiteId: string, urls: string[]) {
  return api.post(`/websites/${encodeURIComponent(websiteId)}/crawl`, {
    schema: startCrawlResponseSchema,
    body: { urls },
  });
}

export function useProcessSelectedUrls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ websiteId, urls }: { websiteId: string; urls: string[] }) =>
      processSelectedUrls(websiteId, urls),
    onSuccess: (_result, { websiteId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['websites', 'needing-url-selection'] }),
        queryClient.invalidateQueries({ queryKey: ['websites', websiteId] }),
      ]),
  });
}
