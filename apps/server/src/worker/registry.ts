import type { JobHandler, JobQueue, QueueDefinition } from '@linkloom/db';
import {
  cmsApplyQueue,
  crawlWebsiteQueue,
  discoverPagesQueue,
  processWebsiteQueue,
  pruneJobRunsQueue,
  relearnSiteQueue,
  scheduleRecrawlsQueue,
  searchConsoleImportQueue,
  searchConsoleRefreshQueue,
} from '@linkloom/services';
import { handleCmsApply } from './handlers/cms-apply.handler';
import { handleCrawlWebsite } from './handlers/crawl-website.handler';
import { handleDiscoverPages } from './handlers/discover-pages.handler';
import { handleProcessWebsite } from './handlers/process-website.handler';
import { handleRelearnSite } from './handlers/relearn-site.handler';
import { handlePruneJobRuns } from './handlers/prune-job-runs.handler';
import { handleScheduleRecrawls } from './handlers/schedule-recrawls.handler';
import {
  handleSearchConsoleImport,
  handleSearchConsoleRefresh,
} from './handlers/search-console.handler';
import { loggedHandler } from './logged-handler';
import { skipPausedWebsite } from './skip-paused-website';
import type { WorkerDeps } from './worker-deps';

type RegistrationOptions<T> = {
  /** Jobs of this queue one worker process runs at once; defaults to WORKER_CONCURRENCY. */
  concurrency?: number;
  /** Cron (UTC, minute granularity) and payload when the job also runs on a schedule. */
  schedule?: { cron: string; payload: T };
};

/** A queue a worker serves, started with its handler (and schedule) typed by the queue's payload. */
type Registration = {
  start(queue: JobQueue, deps: WorkerDeps, concurrency: number): Promise<void>;
};

function register<T>(
  queue: QueueDefinition<T>,
  handler: (deps: WorkerDeps) => JobHandler<T>,
  options: RegistrationOptions<T> = {},
): Registration {
  return {
    async start(jobQueue, deps, concurrency) {
      const guarded = skipPausedWebsite(deps.db, handler(deps));
      await jobQueue.work(queue, loggedHandler(queue.name, guarded, deps.logger), {
        concurrency: options.concurrency ?? concurrency,
      });
      if (options.schedule) {
        await jobQueue.schedule(queue, options.schedule.cron, options.schedule.payload);
      }
    },
  };
}

/** Every queue a worker serves: its payload schema (from services), handler and schedule. */
export const REGISTRY: Registration[] = [
  register(discoverPagesQueue, handleDiscoverPages),
  register(crawlWebsiteQueue, handleCrawlWebsite),
  register(processWebsiteQueue, handleProcessWebsite),
  register(cmsApplyQueue, handleCmsApply),
  register(relearnSiteQueue, handleRelearnSite),
  register(scheduleRecrawlsQueue, handleScheduleRecrawls, {
    concurrency: 1,
    schedule: { cron: '*/15 * * * *', payload: {} },
  }),
  register(searchConsoleImportQueue, handleSearchConsoleImport, { concurrency: 1 }),
  // Google settles the figures about two days late; once a day reads the last days again.
  register(searchConsoleRefreshQueue, handleSearchConsoleRefresh, {
    concurrency: 1,
    schedule: { cron: '41 6 * * *', payload: {} },
  }),
  register(pruneJobRunsQueue, handlePruneJobRuns, {
    schedule: { cron: '17 3 * * *', payload: { olderThanDays: 30 } },
  }),
];

/** Starts a handler for every registered queue and sets up the schedules. */
export async function startWorkers(
  queue: JobQueue,
  deps: WorkerDeps,
  { concurrency }: { concurrency: number },
) {
  for (const registration of REGISTRY) {
    await registration.start(queue, deps, concurrency);
  }
}
