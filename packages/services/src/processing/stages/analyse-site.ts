import { findSiteAnalysis, listDecidedPairs } from '@linkloom/db';
import { clusterGapsOf } from '@linkloom/engine';
import type { PageSearchEvidence } from '@linkloom/engine';
import type { SearchPageQueries } from '@linkloom/contracts';
import type { SiteSuggester } from '../../ports/link-suggester';
import type { JobRun, StageDeps } from './job-run';
import type { LoadedSite } from './load-site';

/**
 * Builds the site's suggester once: every page indexed, the site calibrated on its own
 * links, decided pairs kept out, topic clusters' gaps for the pages analysed, and the pages'
 * Search Console evidence when the website has imported search data.
 */
export async function analyseSite(
  { db, suggestLinks, searchEvidence }: Pick<StageDeps, 'db' | 'suggestLinks' | 'searchEvidence'>,
  { job }: JobRun,
  site: LoadedSite,
): Promise<SiteSuggester> {
  const scope = { ownerId: job.ownerId, websiteId: job.websiteId };
  const [decided, analysis, search] = await Promise.all([
    listDecidedPairs(db, scope),
    findSiteAnalysis(db, scope, ['clusters']),
    searchEvidence ? searchEvidence(scope) : [],
  ]);
  const sources = new Set(site.sources);
  const clusters = analysis?.data.clusters ?? [];
  return suggestLinks({
    ownerId: job.ownerId,
    websiteId: job.websiteId,
    pages: site.pages.map(({ text, contentHash }) => ({ text, contentHash })),
    includedPages: site.includedPages,
    excludedPairs: decided.map(({ sourceUrl, targetUrl }) => ({ sourceUrl, targetUrl })),
    clusterGaps: clusterGapsOf(clusters).filter((gap) => sources.has(gap.sourceUrl)),
    targetPrecision: site.targetPrecision,
    maxSuggestionsPerPage: job.options.maxSuggestionsPerPage,
    // Only a website with Search Console data passes any: without it the engine is unchanged.
    ...(search.length > 0 ? { search: search.map(engineSearchEvidence) } : {}),
  });
}

/** The API's page of search evidence as the engine takes it. */
function engineSearchEvidence(page: SearchPageQueries): PageSearchEvidence {
  return {
    url: page.url,
    clicks: page.clicks,
    impressions: page.impressions,
    position: page.position,
    striking: page.striking_distance,
    queries: page.top_queries.map(({ query, clicks, impressions, position }) => ({
      query,
      clicks,
      impressions,
      position,
    })),
  };
}
