import { websiteSchema } from '@linkloom/contracts';
import type { UpdateWebsiteBody } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteKeys } from '@/lib/queries/query-keys';

/** `PUT /api/websites/{id}`: a new URL makes the server discover the pages again. */
export function updateWebsite(websiteId: string, body: UpdateWebsiteBody) {
  return api.put(`/websites/${encodeURIComponent(websiteId)}`, { schema: websiteSchema, body });
}

export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ websiteId, body }: { websiteId: string; body: UpdateWebsiteBody }) =>
      updateWebsite(websiteId, body),
    onSuccess: async (website) => {
      queryClient.setQueryData(websiteKeys.detail(website.uuid), website);
      await queryClient.invalidateQueries({ queryKey: websiteKeys.all });
    },
  });
}
