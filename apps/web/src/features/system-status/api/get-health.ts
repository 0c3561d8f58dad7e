import type { HealthResponse } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client';
import { objectAnswer } from '@/lib/answer-shape';

const ONE_MINUTE = 60 * 1000;

/** `GET /api/health`; a 503 still carries the report (which part is down). */
export function getHealth(client: ApiClient = api, signal?: AbortSignal) {
  return client.get('/health', {
    schema: objectAnswer<HealthResponse>(),
    okStatuses: [503],
    signal,
  });
}

export function getHealthQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['system', 'health'],
    queryFn: ({ signal }) => getHealth(client, signal),
    // Health is the one query that must not stay "fresh" for 5 minutes.
    staleTime: 0,
    refetchInterval: ONE_MINUTE,
  });
}

export function useHealth(client?: ApiClient) {
  return useQuery(getHealthQueryOptions(client));
}
