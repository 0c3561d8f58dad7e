import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { TARGET_PRECISION } from '@linkloom/contracts';
import type {
  CrawlFrequency,
  ProcessingJobStatus,
  ProcessSelectedBody,
  ProcessSelectedResponse,
} from '@linkloom/contracts';
import {
  findProcessingJob,
  findProcessingJobByKey,
  findProcessingJobForWorker,
  findSiteAnalysis,
  findWebsite,
  findWebsiteForJob,
  insertProcessingJob,
  listAnalyzablePages,
  listDecidedPairs,
  markPagesAnalyzed,
  replacePendingSuggestions,
  saveLinkQuality,
  setWebsiteState,
  updateProcessingJob,
} from '@linkloom/db';
import type { Db, JobQueue, ProcessingJobPatch, ProcessingJobRow } from '@linkloom/db';
import { clusterGapsOf } from '@linkloom/engine';
import type { PageText, SiteAnalysis } from '@linkloom/engine';
import { AppError } from '../app-error';
import type { CrawlService } from '../crawl/crawl.service';
import type { CreditsService } from '../credits/credits.service';
import { processWebsiteQueue } from '../jobs/queues';
import type { Clock } from '../ports/clock';
import type { LinkSuggester, SuggestedLink } from '../ports/link-suggester';
import { normalizeSiteUrl } from '../websites/normalize-site-url';
import { analysisHashOf, analysisSiteKey } from './analysis-key';
import { toJobStatus } from './job-status';
import { toStoredCalibration } from './stored-calibration';
import { toSuggestionRow } from './suggestion-row';

type ProcessingServiceDeps = {
  db: Db;
  clock: Clock;
  queue: Pick<JobQueue, 'send'>;
  credits: Pick<CreditsService, 'reserve' | 'refund' | 'status'>;
  crawl: Pick<CrawlService, 'crawlUrls'>;
  suggestLinks: LinkSuggester;
};

// Same request within this window, without an explicit key, is the same request (a double click, a retry).
const IMPLICIT_KEY_WINDOW_MS = 10 * 60 * 1000;

function implicitKey(websiteId: string, urls: string[], now: Date): string {
  const bucket = Math.floor(now.getTime() / IMPLICIT_KEY_WINDOW_MS);
  return createHash('sha256')
    .update(JSON.stringify([websiteId, [...urls].sort(), bucket]))
    .digest('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The job result names this many of the pages that got no suggestion (and counts them all).
const PAGES_WITHOUT_SUGGESTIONS_LISTED = 100;

/** How long processing waits for a running crawl of the site, which brings it its link targets. */
const SITE_CRAWL_WAIT_MS = 10 * 60 * 1000;
const SITE_CRAWL_POLL_MS = 500;

/** How old a crawl may be before processing fetches the page again, by the website's crawl frequency. */
const FRESH_FOR_MS: Record<CrawlFrequency, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
  manual: Number.POSITIVE_INFINITY,
};

function dedupeUrls(urls: string[]): string[] {
  const seen = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url.trim());
      parsed.hash = '';
      seen.add(parsed.href);
    } catch {
      // An unparsable URL cannot be a page of the site; it is skipped and not charged.
    }
  }
  return [...seen];
}

/** Process-selected: credits reserved with the job, then crawl, analysis and suggestions in the background. */
export function createProcessingService({
  db,
  clock,
  queue,
  credits,
  crawl,
  suggestLinks,
}: ProcessingServiceDeps) {
  /**
   * Reserves credits for the selected URLs, creates the job and queues it, in one
   * transaction. With too few credits, the first URLs the credits cover are processed.
   * The same idempotency key returns the first job without charging again.
   * @throws AppError NOT_FOUND for another user's website, CREDITS_EXHAUSTED with no credits left.
   */
  async function start(
    ownerId: string,
    websiteId: string,
    body: ProcessSelectedBody,
    idempotencyKey?: string,
  ): Promise<ProcessSelectedResponse> {
    const website = await findWebsite(db, { ownerId, websiteId });
    if (!website) {
      throw new AppError('NOT_FOUND', 'Website not found');
    }
    const siteHost = new URL(normalizeSiteUrl(website.url)).host;
    const requested = dedupeUrls(body.urls);
    const onSite = requested.filter((url) => new URL(url).host === siteHost);
    const key = idempotencyKey ?? implicitKey(websiteId, onSite, clock.now());

    const existing = await findProcessingJobByKey(db, { ownerId, idempotencyKey: key });
    if (existing) {
      // The same request again: the same job, and the balance as it truly is now.
      return responseOf(existing, (await credits.status(ownerId)).creditsRemaining);
    }
    if (onSite.length === 0) {
      throw new AppError('VALIDATION_FAILED', `None of the selected URLs is on ${siteHost}.`);
    }
    const { job, reservation } = await db.transaction(async (tx) => {
      const reservation = await credits.reserve(tx, {
        userId: ownerId,
        amount: onSite.length,
        idempotencyKey: `process:${key}`,
        websiteId,
      });
      // The reservation holds the owner's credit lock: a twin request that got here first
      // has made its job by now, and this one shares it.
      const twin = await findProcessingJobByKey(tx, { ownerId, idempotencyKey: key });
      if (twin) {
        return { job: twin, reservation };
      }
      const urls = onSite.slice(0, reservation.consumed);
      const job = await insertProcessingJob(tx, {
        ownerId,
        websiteId,
        idempotencyKey: key,
        stage: 'queued',
        urls,
        urlsRequested: requested.length,
        urlsSkipped: requested.length - urls.length,
        creditsConsumed: reservation.consumed,
        options: body.options,
      });
      // Choosing pages to process completes the website's setup (the setup banner stops listing it).
      await setWebsiteState(tx, websiteId, { urlsSelectedAt: clock.now() });
      await queue.send(processWebsiteQueue, { jobId: job.id }, { tx });
      return { job, reservation };
    });
    return responseOf(job, reservation.remaining, reservation.needsUpgrade);
  }

  function responseOf(
    job: ProcessingJobRow,
    remaining: number,
    needsUpgrade = remaining === 0,
  ): ProcessSelectedResponse {
    return {
      jobId: job.id,
      websiteId: job.websiteId,
      credits: {
        isPartial: job.urls.length < job.urlsRequested,
        consumed: job.creditsConsumed,
        remaining,
        needsUpgrade,
      },
      processing: {
        urlsRequested: job.urlsRequested,
        urlsProcessed: job.urls.length,
        urlsSkipped: job.urlsSkipped,
      },
    };
  }

  /** The job's status: the one asked for, or the website's latest. */
  async function status(
    ownerId: string,
    websiteId: string,
    jobId?: string,
  ): Promise<ProcessingJobStatus> {
    const job = await findProcessingJob(db, { ownerId, websiteId, jobId });
    if (!job) {
      throw new AppError(
        'NOT_FOUND',
        jobId ? 'Processing job not found' : 'This website has no processing job yet.',
      );
    }
    return toJobStatus(job, clock.now());
  }

  /**
   * Every crawled page is a possible link target: while the website's crawl runs (right
   * after discovery, say), wait for it, its progress shown as the stage's, at most
   * SITE_CRAWL_WAIT_MS; then the pages crawled so far are the targets.
   */
  async function waitForSiteCrawl(
    websiteId: string,
    set: (patch: ProcessingJobPatch) => Promise<void>,
    signal?: AbortSignal,
  ) {
    const deadline = Date.now() + SITE_CRAWL_WAIT_MS;
    for (;;) {
      const website = await findWebsiteForJob(db, websiteId);
      if (website?.crawlStatus !== 'in_progress' || Date.now() > deadline || signal?.aborted) {
        return;
      }
      const crawled = website.crawlProgress;
      await set({ stageProgress: crawled, progress: 5 + crawled * 0.2 });
      // An abort ends the wait; the loop's check then returns.
      await delay(SITE_CRAWL_POLL_MS, undefined, { signal }).catch(() => undefined);
    }
  }

  /** Runs a job in the worker. Safe to run again after a crash: suggestions are replaced in one transaction. */
  async function run(jobId: string, signal?: AbortSignal): Promise<{ suggestions: number } | null> {
    const job = await findProcessingJobForWorker(db, jobId);
    if (!job || job.status !== 'started') {
      return null;
    }
    const startedAt = job.startedAt ?? clock.now();
    const set = (patch: ProcessingJobPatch) => updateProcessingJob(db, jobId, patch);
    try {
      await set({ stage: 'processing', startedAt, progress: 5, stageProgress: 0, error: null });

      // Selected pages never crawled, or crawled longer ago than the crawl frequency allows.
      const website = await findWebsiteForJob(db, job.websiteId);
      const freshSince = clock.now().getTime() - FRESH_FOR_MS[website?.crawlFrequency ?? 'daily'];
      const known = new Map(
        (await listAnalyzablePages(db, job.websiteId)).map((page) => [page.url, page]),
      );
      const toCrawl = job.urls.filter((url) => {
        const crawledAt = known.get(url)?.crawledAt;
        return !crawledAt || crawledAt.getTime() < freshSince;
      });
      const { failed } = await crawl.crawlUrls(job.websiteId, toCrawl, signal);
      const failedSet = new Set(failed);
      await waitForSiteCrawl(job.websiteId, set, signal);
      await set({ stage: 'analyzing_content', progress: 25, stageProgress: 0 });

      const pages = await listAnalyzablePages(db, job.websiteId);
      const pageByUrl = new Map(pages.map((page) => [page.url, page]));
      const targetPrecision = website?.targetPrecision ?? TARGET_PRECISION.default;
      const siteKey = analysisSiteKey(pages, targetPrecision);
      const analysisHash = (page: (typeof pages)[number]) =>
        analysisHashOf(page.contentHash ?? '', siteKey);
      const sources: string[] = [];
      const filtered: string[] = [];
      for (const url of job.urls) {
        const page = pageByUrl.get(url);
        if (!page || failedSet.has(url)) {
          continue;
        }
        // Same text, same site to link to, same setting: the analysis would say the same again.
        const unchanged = page.analyzedHash === analysisHash(page);
        (unchanged ? filtered : sources).push(url);
      }
      const [decided, analysis] = await Promise.all([
        listDecidedPairs(db, job.websiteId),
        findSiteAnalysis(db, job.websiteId),
      ]);
      const sourceSet = new Set(sources);
      const clusters = (analysis?.data as SiteAnalysis | undefined)?.clusters ?? [];
      const suggester = await suggestLinks({
        websiteId: job.websiteId,
        pages: pages.map((page) => ({
          text: page.pageText as PageText,
          contentHash: page.contentHash ?? '',
        })),
        excludedPairs: decided.map(({ sourceUrl, targetUrl }) => ({ sourceUrl, targetUrl })),
        clusterGaps: clusterGapsOf(clusters).filter((gap) => sourceSet.has(gap.sourceUrl)),
        targetPrecision,
        maxSuggestionsPerPage: job.options.maxSuggestionsPerPage,
      });
      await set({ stage: 'generating_suggestions', progress: 40, stageProgress: 0 });

      const links: SuggestedLink[] = [];
      const withoutSuggestions: string[] = [];
      const batchSize = job.options.batchSize;
      for (let index = 0; index < sources.length; index += 1) {
        const found = await suggester.suggestFor(
          sources[index]!,
          job.options.maxSuggestionsPerPage,
        );
        links.push(...found);
        if (found.length === 0) {
          withoutSuggestions.push(sources[index]!);
        }
        const done = index + 1;
        if (done % batchSize === 0 || done === sources.length) {
          await set({
            processedUrls: done + filtered.length,
            stageProgress: (done / sources.length) * 100,
            progress: 40 + (done / sources.length) * 50,
          });
        }
      }

      await set({ stage: 'finalizing_links', progress: 92, stageProgress: 0 });
      const unprocessed = job.urls.length - sources.length;
      await db.transaction(async (tx) => {
        await replacePendingSuggestions(tx, {
          websiteId: job.websiteId,
          sourceUrls: sources,
          rows: links.map((link) => toSuggestionRow(job.websiteId, jobId, link)),
        });
        await markPagesAnalyzed(tx, {
          websiteId: job.websiteId,
          pageHashes: sources.map((url) => ({
            url,
            contentHash: analysisHash(pageByUrl.get(url)!),
          })),
        });
        const refunded = await credits.refund(tx, {
          userId: job.ownerId,
          amount: unprocessed,
          idempotencyKey: `process:${job.idempotencyKey}:refund`,
          reservationKey: `process:${job.idempotencyKey}`,
        });
        const finishedAt = clock.now();
        await saveLinkQuality(tx, {
          ownerId: job.ownerId,
          websiteId: job.websiteId,
          calibration: toStoredCalibration(suggester.calibration),
          measuredAt: finishedAt,
        });
        await updateProcessingJob(tx, jobId, {
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
              urls_filtered: filtered.length,
              efficiency_gain:
                job.urls.length === 0
                  ? 0
                  : Math.round((filtered.length / job.urls.length) * 1000) / 10,
            },
            urls_failed: failed.length,
            pages_without_suggestions_count: withoutSuggestions.length,
            pages_without_suggestions: withoutSuggestions.slice(
              0,
              PAGES_WITHOUT_SUGGESTIONS_LISTED,
            ),
          },
        });
      });
      return { suggestions: links.length };
    } catch (error) {
      await set({ error: 'Processing hit an error and will be retried.' });
      throw error;
    }
  }

  /** After the last retry: marks the job failed and refunds every credit it reserved. */
  async function fail(jobId: string, message: string): Promise<void> {
    const job = await findProcessingJobForWorker(db, jobId);
    if (!job || job.status !== 'started') {
      return;
    }
    await db.transaction(async (tx) => {
      const refunded = await credits.refund(tx, {
        userId: job.ownerId,
        amount: job.creditsConsumed,
        idempotencyKey: `process:${job.idempotencyKey}:refund`,
        reservationKey: `process:${job.idempotencyKey}`,
      });
      await updateProcessingJob(tx, jobId, {
        status: 'failed',
        stage: 'failed',
        error: message,
        creditsRefunded: refunded,
        finishedAt: clock.now(),
      });
    });
  }

  return { start, status, run, fail };
}

export type ProcessingService = ReturnType<typeof createProcessingService>;
