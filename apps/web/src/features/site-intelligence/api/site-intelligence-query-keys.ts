import type { LinkHealthQuery } from '@linkloom/contracts';
import { websiteKeys } from '@/lib/queries/query-keys';

/** The analyses of one website; generating suggestions refreshes them all. */
export const siteIntelligenceKeys = {
  all: (websiteId: string) => [...websiteKeys.detail(websiteId), 'site-intelligence'] as const,
  analytics: (websiteId: string) => [...siteIntelligenceKeys.all(websiteId), 'analytics'] as const,
  linkEquityHeatmap: (websiteId: string) =>
    [...siteIntelligenceKeys.all(websiteId), 'link-equity-heatmap'] as const,
  topicClusters: (websiteId: string, page: number) =>
    [...siteIntelligenceKeys.all(websiteId), 'topic-clusters', page] as const,
  linkFixes: (websiteId: string) => [...siteIntelligenceKeys.all(websiteId), 'link-fixes'] as const,
  linkHealth: (websiteId: string, query: LinkHealthQuery) =>
    [...siteIntelligenceKeys.all(websiteId), 'link-health', query] as const,
};
