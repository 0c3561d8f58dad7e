import { websiteKeys } from '@/lib/queries/query-keys';

/**
 * The websites feature's own query keys (the screens call a website a project). Those of one
 * website hang under its key, so a website update refreshes them too.
 */
export const projectKeys = {
  linkQuality: (websiteId: string) => [...websiteKeys.detail(websiteId), 'link-quality'] as const,
  learning: (websiteId: string) => [...websiteKeys.detail(websiteId), 'learning'] as const,
  sitemapPages: (websiteId: string, limit: number) =>
    [...websiteKeys.detail(websiteId), 'sitemap-pages', { page: 1, limit }] as const,
  needingUrlSelection: (userId: string | null) =>
    [...websiteKeys.all, 'needing-url-selection', userId] as const,
};
