import { cmsConnectionSchema } from '@linkloom/contracts';
import type { CmsLinkSettingsBody, WordpressConnectBody } from '@linkloom/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { cmsKeys, cmsPath } from './cms-query-keys';

/** `GET /websites/{id}/cms`: the WordPress connection (never its password), or null. */
export function useCmsConnection(websiteId: string) {
  return useQuery({
    queryKey: cmsKeys.connection(websiteId),
    queryFn: ({ signal }) =>
      api.get(cmsPath(websiteId), { schema: cmsConnectionSchema.nullable(), signal }),
  });
}

/** `PUT /websites/{id}/cms/wordpress`: checked against WordPress before it is kept. */
export function useConnectWordpress(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WordpressConnectBody) =>
      api.put(cmsPath(websiteId, '/wordpress'), { schema: cmsConnectionSchema, body }),
    onSuccess: (connection) => queryClient.setQueryData(cmsKeys.connection(websiteId), connection),
  });
}

/** `DELETE /websites/{id}/cms`: forgets the connection and its password. */
export function useDisconnectCms(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete(cmsPath(websiteId), { schema: z.object({ deleted: z.literal(true) }) }),
    onSuccess: () => queryClient.setQueryData(cmsKeys.connection(websiteId), null),
  });
}

/** `PATCH /websites/{id}/cms/settings`: limits and link options for the links Linkloom writes. */
export function useUpdateLinkSettings(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CmsLinkSettingsBody) =>
      api.patch(cmsPath(websiteId, '/settings'), { schema: cmsConnectionSchema, body }),
    onSuccess: (connection) => queryClient.setQueryData(cmsKeys.connection(websiteId), connection),
  });
}
