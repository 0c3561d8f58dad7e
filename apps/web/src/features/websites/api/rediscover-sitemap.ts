import { websiteSchema } from '@linkloom/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/websites/{id}/sitemap/discover`: discovers the website's pages again. */
export function rediscoverSitemap(websiteId: string) {
  return api.post(`/websites/${encodeURIComponent(websiteId)}/sitemap/discover`, {
    schema: websiteSchema,
  });
}

export function useRediscoverSitemap() {
  return useMutation({ mutationFn: rediscoverSitemap });
}
