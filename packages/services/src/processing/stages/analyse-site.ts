import { findSiteAnalysis, listDecidedPairs } from '@linkloom/db';
import { clusterGapsOf } from '@linkloom/engine';
import type { SiteSuggester } from '../../ports/link-suggester';
import type { JobRun, StageDeps } from './job-run';
import type { LoadedSite } from './load-site';

/**
 * Builds the site's suggester once: every page indexed, the site calibrated on its own
 * links, decided pairs kept out, topic clusters' gaps for the pages analysed.
 */
export async function analyseSite(
  { db, suggestLinks }: Pick<StageDeps, 'db' | 'suggestLinks'>,
  { job }: JobRun,
  site: LoadedSite,
): Promise<SiteSuggester> {
  const [decided, analysis] = await Promise.all([
    listDecidedPairs(db, { ownerId: job.ownerId, websiteId: job.websiteId }),
    findSiteAnalysis(db, { ownerId: job.ownerId, websiteId: job.websiteId }, ['clusters']),
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
  });
}
