import { websiteKeys } from '@/lib/queries/query-keys';

export type PagesListQuery = { search: string; page: number; limit: number };
export type LinkKind = 'internal' | 'external';

/** The crawls feature's query keys, under the website's so a website update refreshes them. */
export const crawlKeys = {
  pages: (websiteId: string) => [...websiteKeys.detail(websiteId), 'pages'] as const,
  pageList: (websiteId: string, query: PagesListQuery) =>
    [...crawlKeys.pages(websiteId), query] as const,
  pageLinks: (websiteId: string, pageId: string, kind: LinkKind) =>
    [...crawlKeys.pages(websiteId), pageId, `${kind}-links`] as const,
};
