import { activeWebsitesSchema } from '@linkloom/contracts';
import type { ActiveWebsitesBody } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteKeys } from '@/lib/queries/query-keys';

export function chooseActiveWebsites(body: ActiveWebsitesBody) {
  return api.put('/account/active-websites', { body, schema: activeWebsitesSchema });
}

/** Keeps the chosen websites active and pauses the others; every website view refreshes. */
export function useChooseActiveWebsites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseActiveWebsites,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['active-websites'] }),
        queryClient.invalidateQueries({ queryKey: websiteKeys.all }),
      ]);
    },
  });
}
