import { searchConsoleStatusSchema } from '@linkloom/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteKeys } from '@/lib/queries/query-keys';

/**
 * `GET /websites/{id}/search-console`, under the key the website detail reads it with: whether
 * the website has its own imported search data, which "Pages that could rank" needs. False
 * while loading, on the trial's sample, and when the status cannot be read.
 */
export function useHasSearchData(websiteId: string): boolean {
  const status = useQuery({
    queryKey: [...websiteKeys.detail(websiteId), 'search-console', 'status'],
    queryFn: ({ signal }) =>
      api.get(`/websites/${encodeURIComponent(websiteId)}/search-console`, {
        schema: searchConsoleStatusSchema,
        signal,
      }),
    retry: false,
  });
  const data = status.data;
  return Boolean(data?.plan_allows && data.connected && data.import.data_through);
}
