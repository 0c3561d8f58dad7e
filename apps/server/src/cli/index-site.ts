import type { PageText } from '@linkloom/engine';
import {
  analyzeSite,
  buildSiteIndex,
  clusterGapsOf,
  clusterTargetsBySource,
} from '@linkloom/engine';

/**
 * The site as the product analyses it: pages in URL order (crawl order depends on timing,
 * sorted input keeps the output identical run to run), the engine's index, and, as the
 * product does, the cluster targets of each page (pages of one topic cluster that do not
 * link to each other get cluster links).
 */
export function indexSite(crawled: readonly PageText[], siteUrl: string) {
  const pages = [...crawled].sort((a, b) => a.url.localeCompare(b.url));
  const index = buildSiteIndex(pages);
  const known = pages.map((page) => ({ url: page.url, httpStatus: page.status, text: page }));
  const { clusters } = analyzeSite(known, new URL('/', siteUrl).href);
  const clusterTargetsOf = clusterTargetsBySource(clusterGapsOf(clusters));
  return { pages, index, clusters, clusterTargetsOf };
}
