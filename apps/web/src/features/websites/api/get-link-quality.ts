import { linkQualitySchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './project-query-keys';

/** `GET /api/websites/{id}/link-quality`: what the last analysis measured; null before one. */
export function getLinkQuality(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/link-quality`, {
    schema: linkQualitySchema.nullable(),
    signal,
  });
}

export function getLinkQualityQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: projectKeys.linkQuality(websiteId),
    queryFn: ({ signal }) => getLinkQuality(websiteId, signal),
  });
}

export function useLinkQuality(websiteId: string) {
  return useQuery(getLinkQualityQueryOptions(websiteId));
}
