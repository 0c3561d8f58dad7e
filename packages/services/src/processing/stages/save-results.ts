import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ProcessingResult } from '@linkloom/contracts';
import {
  countDecisions,
  listOwnerRules,
  markPagesAnalyzed,
  replaceLessLikely,
  replacePendingSuggestions,
  saveSiteModel,
  saveLinkQuality,
  tidyAfterBulkWrite,
  updateProcessingJob,
} from '@linkloom/db';
import { breaksOwnerRule } from '../../learning/owner-rule-match';
import { relearnSite } from '../../learning/relearn-site';
import type { SiteSuggester } from '../../ports/link-suggester';
import { refreshSearchPriority } from '../../search-console/search-priority';
import { toStoredCalibration } from '../stored-calibration';
import { toLessLikelyRow, toSuggestionRow } from '../suggestion-row';
import type { Generated } from './generate-suggestions';
import type { JobRun, StageDeps } from './job-run';
import type { LoadedSite } from './load-site';

// The job result names this many of the pages that got no suggestion (and counts them all).
const PAGES_WITHOUT_SUGGESTIONS_LISTED = 100;

/**
 * Writes the outcome in one transaction: the analysed pages' pending suggestions replaced (and
 * ranked by the website's search data),
 * their analysis fingerprints kept, every reserved credit beyond the pages analysed refunded, the
 * site's measured quality kept, the job completed with its result. Run again after a crash,
 * it writes the same once. Then, on the embedded database, what autovacuum would do.
 */
export async function saveResults(
  { db, clock, credits }: Pick<StageDeps, 'db' | 'clock' | 'credits'>,
  { job, startedAt }: JobRun,
  site: LoadedSite,
  suggester: SiteSuggester,
  generated: Generated,
  failed: Set<string>,
): Promise<void> {
  const { sources, unchanged, leftOut } = site;
  const scope = { ownerId: job.ownerId, websiteId: job.websiteId };
  // The owner's rules leave out what breaks them, before anything is stored (issue 51).
  const rules = await listOwnerRules(db, scope);
  const links = generated.links.filter((link) => !breaksOwnerRule(rules, link));
  const lessLikely = generated.lessLikely.filter((link) => !breaksOwnerRule(rules, link));
  const { withoutSuggestions } = generated;
  const filtered = unchanged.length + leftOut.length;
  const analysisHash = new Map(site.pages.map((page) => [page.url, page.analysisHash]));
  await db.transaction(async (tx) => {
    await replacePendingSuggestions(tx, {
      ownerId: job.ownerId,
      websiteId: job.websiteId,
      sourceUrls: sources,
      rows: links.map((link) => toSuggestionRow(job.websiteId, job.id, link)),
    });
    await replaceLessLikely(tx, {
      ...scope,
      sourceUrls: sources,
      rows: lessLikely.map((link) => toLessLikelyRow(job.id, link)),
    });
    // The full calibration, curves and all: the prior the owner's decisions update.
    await saveSiteModel(tx, {
      ...scope,
      at: clock.now(),
      patch: { prior: suggester.calibration },
    });
    await nextTurn();
    // The new suggestions take their place in the review list's search order.
    await refreshSearchPriority(tx, { ownerId: job.ownerId, websiteId: job.websiteId });
    // A turn of the event loop between statements: awaited one after another on embedded
    // PGlite, they would hold the loop the API answers on from the first to the last.
    await nextTurn();
    await markPagesAnalyzed(tx, {
      ownerId: job.ownerId,
      websiteId: job.websiteId,
      pageHashes: sources.map((url) => ({ url, contentHash: analysisHash.get(url)! })),
    });
    await nextTurn();
    // Pages thought unchanged when the job was queued cost nothing even if they changed since;
    // pages found to be archives on the job's own crawl are refunded, never being sources.
    const refunded = await credits.refund(tx, {
      userId: job.ownerId,
      amount: job.creditsConsumed - Math.min(sources.length, job.creditsConsumed),
      idempotencyKey: `process:${job.idempotencyKey}:refund`,
      reservationKey: `process:${job.idempotencyKey}`,
    });
    await nextTurn();
    const finishedAt = clock.now();
    await saveLinkQuality(tx, {
      ownerId: job.ownerId,
      websiteId: job.websiteId,
      calibration: toStoredCalibration(suggester.calibration),
      measuredAt: finishedAt,
    });
    await updateProcessingJob(tx, {
      ownerId: job.ownerId,
      jobId: job.id,
      patch: {
        status: 'completed',
        stage: 'completed',
        progress: 100,
        stageProgress: 100,
        processedUrls: job.urls.length,
        creditsRefunded: refunded,
        finishedAt,
        result: {
          suggestions_count: links.length,
          processing_time: (finishedAt.getTime() - startedAt.getTime()) / 1000,
          early_duplicate_prevention: {
            enabled: true,
            urls_processed: sources.length,
            urls_filtered: filtered,
            efficiency_gain:
              job.urls.length === 0 ? 0 : Math.round((filtered / job.urls.length) * 1000) / 10,
          },
          urls_failed: failed.size,
          urls_left_out: leftOut.length,
          pages_without_suggestions_count: withoutSuggestions.length,
          pages_without_suggestions: withoutSuggestions.slice(0, PAGES_WITHOUT_SUGGESTIONS_LISTED),
        } satisfies ProcessingResult,
      },
    });
  });
  if ((await countDecisions(db, scope)) > 0) {
    // What the owner taught the site's model rates the new suggestions too.
    await relearnSite({ db, clock }, scope);
  }
  await tidyAfterBulkWrite(db, 'processing');
}
