import { websiteKeys } from '@/lib/queries/query-keys';

/** The CMS queries of one website, under the website's key so a website refresh reaches them. */
export const cmsKeys = {
  all: (websiteId: string) => [...websiteKeys.detail(websiteId), 'cms'] as const,
  connection: (websiteId: string) =>
    [...websiteKeys.detail(websiteId), 'cms', 'connection'] as const,
  publications: (websiteId: string) =>
    [...websiteKeys.detail(websiteId), 'cms', 'publications'] as const,
  latestRun: (websiteId: string) =>
    [...websiteKeys.detail(websiteId), 'cms', 'latest-run'] as const,
};

export const cmsPath = (websiteId: string, rest = '') =>
  `/websites/${encodeURIComponent(websiteId)}/cms${rest}`;
