import { createHash } from 'node:crypto';
import type {
  ProcessingJobStatus,
  ProcessSelectedBody,
  ProcessSelectedResponse,
} from '@linkloom/contracts';
import {
  findProcessingJob,
  findProcessingJobByKey,
  findWebsite,
  insertProcessingJob,
  setWebsiteState,
  updateProcessingJob,
} from '@linkloom/db';
import type { Db, JobQueue, ProcessingJobRow, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { CrawlService } from '../crawl/crawl.service';
import type { CreditsService } from '../credits/credits.service';
import { processWebsiteQueue } from '../jobs/queues';
import type { Clock } from '../ports/clock';
import type { LinkSuggester, SearchEvidenceSource } from '../ports/link-suggester';
import { normalizeSiteUrl } from '../websites/normalize-site-url';
import { progressOf } from './job-progress';
import { toJobStatus } from './job-status';
import { selectedUrlsOf } from './selected-urls';
import { findUnchargedPages } from './uncharged-pages';
import { analyseSite } from './stages/analyse-site';
import { generateSuggestions } from './stages/generate-suggestions';
import type { JobRun } from './stages/job-run';
import { loadSite } from './stages/load-site';
import { refreshSelectedPages } from './stages/refresh-selected-pages';
import { saveResults } from './stages/save-results';
import { waitForSiteCrawl } from './stages/wait-for-site-crawl';

type ProcessingServiceDeps = {
  db: Db;
  clock: Clock;
  queue: Pick<JobQueue, 'send'>;
  credits: Pick<CreditsService, 'reserve' | 'refund' | 'status'>;
  crawl: Pick<CrawlService, 'crawlUrls'>;
  suggestLinks: LinkSuggester;
  /** The website's Search Console evidence (the search-console service's `searchEvidence`). */
  searchEvidence?: SearchEvidenceSource;
};

/** A queued processing job: the payload of its queue message. */
export type QueuedJob = WebsiteScope & { jobId: string };

// Same request within this window, without an explicit key, is the same request (a double click, a retry).
const IMPLICIT_KEY_WINDOW_MS = 10 * 60 * 1000;

function implicitKey(websiteId: string, urls: string[], now: Date): string {
  const bucket = Math.floor(now.getTime() / IMPLICIT_KEY_WINDOW_MS);
  return createHash('sha256')
    .update(JSON.stringify([websiteId, [...urls].sort(), bucket]))
    .digest('hex');
}

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
  searchEvidence,
}: ProcessingServiceDeps) {
  /**
   * Reserves credits for the selected URLs whose analysis will change, creates the job and
   * queues it, in one transaction. With too few credits, the first URLs the credits cover
   * are processed (and those that cost nothing).
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
    const requested = dedupeUrls(await selectedUrlsOf(db, { ownerId, websiteId }, body));
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
    // Pages whose analysis will hold, and archives left out of links, are not analysed: no
    // credit is reserved for them, so the balance never shows a charge that is not one.
    const unchanged = await findUnchargedPages(db, {
      ownerId,
      websiteId,
      website,
      urls: onSite,
      now: clock.now(),
    });
    const toCharge = onSite.filter((url) => !unchanged.has(url));
    const { job, remaining, needsUpgrade } = await db.transaction(async (tx) => {
      const reservation =
        toCharge.length > 0
          ? await credits.reserve(tx, {
              userId: ownerId,
              amount: toCharge.length,
              idempotencyKey: `process:${key}`,
              websiteId,
            })
          : null;
      // The reservation holds the owner's credit lock: a twin request that got here first
      // has made its job by now, and this one shares it.
      const twin = await findProcessingJobByKey(tx, { ownerId, idempotencyKey: key });
      if (twin) {
        return {
          job: twin,
          remaining: reservation?.remaining,
          needsUpgrade: reservation?.needsUpgrade,
        };
      }
      // With too few credits, the first pages to charge the credits cover (and every free one).
      const covered = new Set(toCharge.slice(0, reservation?.consumed ?? 0));
      const urls = onSite.filter((url) => unchanged.has(url) || covered.has(url));
      const job = await insertProcessingJob(tx, {
        ownerId,
        websiteId,
        idempotencyKey: key,
        stage: 'queued',
        urls,
        urlsRequested: requested.length,
        urlsSkipped: requested.length - urls.length,
        creditsConsumed: reservation?.consumed ?? 0,
        options: body.options,
      });
      // Choosing pages to process completes the website's setup (the setup banner stops listing it).
      await setWebsiteState(tx, { ownerId, websiteId, patch: { urlsSelectedAt: clock.now() } });
      await queue.send(processWebsiteQueue, { ownerId, websiteId, jobId: job.id }, { tx });
      return { job, remaining: reservation?.remaining, needsUpgrade: reservation?.needsUpgrade };
    });
    if (remaining === undefined) {
      // Nothing reserved: the balance as it is.
      return responseOf(job, (await credits.status(ownerId)).creditsRemaining);
    }
    return responseOf(job, remaining, needsUpgrade);
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
    return toJobStatus(job);
  }

  /**
   * Runs a job in the worker, stage by stage: the selected pages refreshed, the site's
   * crawl awaited, the site loaded and analysed, suggestions generated, the outcome saved.
   * Safe to run again after a crash: the outcome is written in one transaction.
   */
  async function run(
    target: QueuedJob,
    signal?: AbortSignal,
  ): Promise<{ suggestions: number } | null> {
    const job = await findProcessingJob(db, target);
    if (!job || job.status !== 'started') {
      return null;
    }
    const jobRun: JobRun = {
      job,
      startedAt: job.startedAt ?? clock.now(),
      set: (patch) => updateProcessingJob(db, { ownerId: job.ownerId, jobId: job.id, patch }),
      signal,
    };
    const deps = { db, clock, credits, crawl, suggestLinks, searchEvidence };
    try {
      await jobRun.set({
        ...progressOf('processing', 0),
        startedAt: jobRun.startedAt,
        error: null,
      });
      const failed = await refreshSelectedPages(deps, jobRun);
      await waitForSiteCrawl(deps, jobRun);
      await jobRun.set(progressOf('analyzing_content', 0));
      const site = await loadSite(deps, jobRun, failed);
      const suggester = await analyseSite(deps, jobRun, site);
      try {
        await jobRun.set(progressOf('generating_suggestions', 0));
        const generated = await generateSuggestions(suggester, jobRun, site);
        await jobRun.set(progressOf('finalizing_links', 0));
        await saveResults(deps, jobRun, site, suggester, generated, failed);
        return { suggestions: generated.links.length };
      } finally {
        suggester.close();
      }
    } catch (error) {
      await jobRun.set({ error: 'Processing hit an error and will be retried.' });
      throw error;
    }
  }

  /** After the last retry: marks the job failed and refunds every credit it reserved. */
  async function fail(target: QueuedJob, message: string): Promise<void> {
    const job = await findProcessingJob(db, target);
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
      await updateProcessingJob(tx, {
        ownerId: job.ownerId,
        jobId: job.id,
        patch: {
          status: 'failed',
          stage: 'failed',
          error: message,
          creditsRefunded: refunded,
          finishedAt: clock.now(),
        },
      });
    });
  }

  return { start, status, run, fail };
}

export type ProcessingService = ReturnType<typeof createProcessingService>;
