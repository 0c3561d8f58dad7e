import {
  searchConsoleCallbackResultSchema,
  searchConsoleConnectSchema,
  searchConsolePropertySchema,
  searchConsoleStatusSchema,
  searchPagesResponseSchema,
  linkImpactResponseSchema,
  searchTimelineResponseSchema,
} from '@linkloom/contracts';
import type { SearchConsoleCallbackBody, SearchConsoleStatus } from '@linkloom/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { websiteKeys } from '@/lib/queries/query-keys';

/** The Search Console queries of one website, under the website's key. */
const searchConsoleKeys = {
  all: (websiteId: string) => [...websiteKeys.detail(websiteId), 'search-console'] as const,
  status: (websiteId: string) =>
    [...websiteKeys.detail(websiteId), 'search-console', 'status'] as const,
  properties: (websiteId: string) =>
    [...websiteKeys.detail(websiteId), 'search-console', 'properties'] as const,
  pages: (websiteId: string, query: SearchPagesParams) =>
    [...websiteKeys.detail(websiteId), 'search-console', 'pages', query] as const,
};

const path = (websiteId: string, rest = '') =>
  `/websites/${encodeURIComponent(websiteId)}/search-console${rest}`;

function isImporting(status: SearchConsoleStatus | undefined): boolean {
  return status?.import.status === 'queued' || status?.import.status === 'importing';
}

/** `GET /websites/{id}/search-console`: polled every 2 s while an import runs. */
export function useSearchConsoleStatus(websiteId: string) {
  return useQuery({
    queryKey: searchConsoleKeys.status(websiteId),
    queryFn: ({ signal }) =>
      api.get(path(websiteId), { schema: searchConsoleStatusSchema, signal }),
    refetchInterval: (query) => (isImporting(query.state.data) ? 2_000 : false),
  });
}

/** `POST /websites/{id}/search-console/connect`, then off to Google's consent page. */
export function useConnectSearchConsole(websiteId: string) {
  return useMutation({
    mutationFn: () => api.post(path(websiteId, '/connect'), { schema: searchConsoleConnectSchema }),
    onSuccess: ({ auth_url }) => window.location.assign(auth_url),
  });
}

/** `POST /search-console/callback`: Google's code and our state, checked by the server. */
export function useCompleteSearchConsole() {
  return useMutation({
    mutationFn: (body: SearchConsoleCallbackBody) =>
      api.post('/search-console/callback', { schema: searchConsoleCallbackResultSchema, body }),
  });
}

/** `GET /websites/{id}/search-console/properties`: what the Google account can read. */
export function useSearchConsoleProperties(websiteId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: searchConsoleKeys.properties(websiteId),
    queryFn: ({ signal }) =>
      api.get(path(websiteId, '/properties'), {
        schema: z.array(searchConsolePropertySchema),
        signal,
      }),
    enabled: isEnabled,
  });
}

/** `PUT /websites/{id}/search-console/property`: picks it and starts the 16-month import. */
export function useSelectSearchConsoleProperty(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteUrl: string) =>
      api.put(path(websiteId, '/property'), {
        schema: searchConsoleStatusSchema,
        body: { site_url: siteUrl },
      }),
    onSuccess: (status) => queryClient.setQueryData(searchConsoleKeys.status(websiteId), status),
  });
}

/** `POST /websites/{id}/search-console/import`: imports again now. */
export function useImportSearchConsoleAgain(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(path(websiteId, '/import'), { schema: searchConsoleStatusSchema }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: searchConsoleKeys.status(websiteId) }),
  });
}

/** `DELETE /websites/{id}/search-console`: the token and the imported figures are deleted. */
export function useDisconnectSearchConsole(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete(path(websiteId), { schema: z.object({ deleted: z.literal(true) }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchConsoleKeys.all(websiteId) }),
  });
}

type SearchPagesParams = { page: number; striking: boolean };

/** `GET /websites/{id}/search-console/pages`: pages with their top queries (a sample on the trial). */
export function useSearchPages(websiteId: string, params: SearchPagesParams, isEnabled: boolean) {
  return useQuery({
    queryKey: searchConsoleKeys.pages(websiteId, params),
    queryFn: ({ signal }) =>
      api.get(path(websiteId, '/pages'), {
        schema: searchPagesResponseSchema,
        query: { page: params.page, limit: 10, striking: params.striking ? 'true' : undefined },
        signal,
      }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** `GET /websites/{id}/search-console/impact`: what the applied links did, with the noise. */
export function useLinkImpact(websiteId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...searchConsoleKeys.all(websiteId), 'impact'] as const,
    queryFn: ({ signal }) =>
      api.get(path(websiteId, '/impact'), { schema: linkImpactResponseSchema, signal }),
    enabled: isEnabled,
  });
}

/** `GET /websites/{id}/search-console/timeline`: the impact chart's daily figures and batches. */
export function useSearchTimeline(websiteId: string) {
  return useQuery({
    queryKey: [...searchConsoleKeys.all(websiteId), 'timeline'] as const,
    queryFn: ({ signal }) =>
      api.get(path(websiteId, '/timeline'), { schema: searchTimelineResponseSchema, signal }),
  });
}
