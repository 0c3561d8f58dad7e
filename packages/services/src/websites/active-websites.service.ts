import {
  planNameOf,
  tooManyActiveWebsitesMessage,
  WEBSITE_PAUSED_CRAWL_REASON,
  websiteLimitOf,
  websitePausedMessage,
} from '@linkloom/contracts';
import type { ActiveWebsites, PlanId } from '@linkloom/contracts';
import {
  findProcessingJob,
  listWebsites,
  setWebsiteState,
  setWebsitesPausedByPlan,
} from '@linkloom/db';
import type { Db, JobQueue, WebsiteRow, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { ProcessingService } from '../processing/processing.service';
import { requireWebsite } from './require-website';

type ActiveWebsitesServiceDeps = {
  db: Db;
  clock: Clock;
  queue: Pick<JobQueue, 'cancelJobsFor'>;
  /** The user's current plan; billing decides it. */
  planOf: (userId: string) => Promise<PlanId>;
  /** Ends a started processing run and refunds what it did not process. */
  processing: Pick<ProcessingService, 'fail'>;
};

export type PlanFit = { paused: string[]; activated: string[] };

/**
 * Which of the owner's websites are active under their plan (issue 54, item 10). A downgrade
 * keeps the oldest websites active, up to the plan's limit, and pauses the others: their data
 * stays readable, their jobs stop at once, and nothing runs or changes on them until the owner
 * picks them as active or upgrades (which re-activates the oldest paused ones up to the limit).
 */
export function createActiveWebsitesService({
  db,
  clock,
  queue,
  planOf,
  processing,
}: ActiveWebsitesServiceDeps) {
  /** Ends what the cancelled jobs left open: a started processing run, a crawl in progress. */
  async function settleStoppedWork(scope: WebsiteScope, website: WebsiteRow, plan: PlanId) {
    const run = await findProcessingJob(db, scope);
    if (run?.status === 'started') {
      await processing.fail({ ...scope, jobId: run.id }, websitePausedMessage(plan));
    }
    if (website.crawlStatus === 'in_progress') {
      await setWebsiteState(db, {
        ...scope,
        patch: { crawlStatus: 'idle', crawlReason: WEBSITE_PAUSED_CRAWL_REASON },
      });
    }
  }

  async function pause(ownerId: string, rows: WebsiteRow[], plan: PlanId): Promise<string[]> {
    // The same cancel as a deleted website's: waiting, retrying and running jobs (issue 54,
    // item 3). Cancelled before the pause is recorded, so that a running job is not first
    // stopped by the worker's watch for pauses and settled as completed; one queued in between
    // is stopped by that watch.
    for (const row of rows) {
      await queue.cancelJobsFor({ websiteId: row.id });
    }
    const paused = await setWebsitesPausedByPlan(db, {
      ownerId,
      websiteIds: rows.map((row) => row.id),
      pausedAt: clock.now(),
    });
    for (const row of rows) {
      await settleStoppedWork({ ownerId, websiteId: row.id }, row, plan);
    }
    return paused;
  }

  async function activate(ownerId: string, rows: WebsiteRow[]): Promise<string[]> {
    return setWebsitesPausedByPlan(db, {
      ownerId,
      websiteIds: rows.map((row) => row.id),
      pausedAt: null,
    });
  }

  /**
   * Brings the owner's active websites to the plan's limit after a plan change: over it, the
   * newest active ones are paused (the oldest stay); under it, the oldest paused ones come back.
   */
  async function fitToPlan(ownerId: string): Promise<PlanFit> {
    const plan = await planOf(ownerId);
    const limit = websiteLimitOf(plan);
    const rows = await listWebsites(db, { ownerId });
    const active = rows.filter((row) => row.pausedByPlanAt === null);
    const paused = rows.filter((row) => row.pausedByPlanAt !== null);
    if (active.length > limit) {
      return { paused: await pause(ownerId, active.slice(limit), plan), activated: [] };
    }
    const activated = await activate(ownerId, paused.slice(0, limit - active.length));
    return { paused: [], activated };
  }

  /** The owner's websites, which are active and which paused, against the plan's limit. */
  async function summary(ownerId: string): Promise<ActiveWebsites> {
    const plan = await planOf(ownerId);
    const rows = await listWebsites(db, { ownerId });
    return {
      planName: planNameOf(plan),
      limit: websiteLimitOf(plan),
      activeCount: rows.filter((row) => row.pausedByPlanAt === null).length,
      websites: rows.map((row) => ({
        uuid: row.id,
        name: row.name,
        url: row.url,
        pausedByPlan: row.pausedByPlanAt !== null,
      })),
    };
  }

  /**
   * The owner picks the websites that stay active; the others are paused, their jobs stopped.
   * @throws AppError NOT_FOUND when an id is not one of the owner's websites, PLAN_LIMIT_REACHED
   * when more are chosen than the plan allows.
   */
  async function choose(ownerId: string, websiteIds: string[]): Promise<ActiveWebsites> {
    const plan = await planOf(ownerId);
    const chosen = new Set(websiteIds);
    if (chosen.size > websiteLimitOf(plan)) {
      throw new AppError('PLAN_LIMIT_REACHED', tooManyActiveWebsitesMessage(plan, chosen.size), {
        plan,
        chosen: chosen.size,
        max: websiteLimitOf(plan),
      });
    }
    const rows = await listWebsites(db, { ownerId });
    const owned = new Set(rows.map((row) => row.id));
    if ([...chosen].some((id) => !owned.has(id))) {
      throw new AppError('NOT_FOUND', 'Website not found');
    }
    await activate(
      ownerId,
      rows.filter((row) => chosen.has(row.id) && row.pausedByPlanAt !== null),
    );
    await pause(
      ownerId,
      rows.filter((row) => !chosen.has(row.id) && row.pausedByPlanAt === null),
      plan,
    );
    return summary(ownerId);
  }

  /**
   * Checked before any change to a website: its data can be read while it is paused, never
   * changed.
   * @throws AppError NOT_FOUND for another user's website, WEBSITE_PAUSED (saying why and how
   * to fix it) when the plan has paused it.
   */
  async function requireActive(ownerId: string, websiteId: string): Promise<void> {
    const website = await requireWebsite(db, ownerId, websiteId);
    if (website.pausedByPlanAt !== null) {
      const plan = await planOf(ownerId);
      throw new AppError('WEBSITE_PAUSED', websitePausedMessage(plan), {
        plan,
        limit: websiteLimitOf(plan),
      });
    }
  }

  return { fitToPlan, summary, choose, requireActive };
}

export type ActiveWebsitesService = ReturnType<typeof createActiveWebsitesService>;
