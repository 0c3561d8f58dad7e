import { websiteSchema } from '@linkloom/contracts';
import type { CreateWebsiteBody } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteKeys } from '@/lib/queries/query-keys';

/** `POST /api/websites`: adds a project; discovery starts on the server right after. */
export function createWebsite(body: CreateWebsiteBody) {
  return api.post('/websites', { schema: websiteSchema, body });
}

export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebsite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteKeys.lists() }),
  });
}
