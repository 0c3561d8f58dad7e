import type { QueueDefinition } from '@linkloom/db';
import { z } from 'zod';
import { cmsApplyQueue } from '../cms/cms-queue';
import { relearnSiteQueue } from '../learning/relearn-queue';
import {
  searchConsoleImportQueue,
  searchConsoleRefreshQueue,
} from '../search-console/search-console-queue';

/**
 * Every background job Linkloom runs: its queue name, payload and retry policy.
 * Services enqueue with these; the worker registry in apps/server handles them.
 */
export const pruneJobRunsQueue = {
  name: 'maintenance.prune-job-runs',
  payload: z.object({ olderThanDays: z.number().int().min(1).max(3650) }),
  retryLimit: 2,
} satisfies QueueDefinition<{ olderThanDays: number }>;

export const discoverPagesQueue = {
  name: 'websites.discover-pages',
  payload: z.object({ ownerId: z.string().min(1), websiteId: z.uuid() }),
  // One discovery per website at a time; a second request while one is queued is folded into it.
  policy: 'stately',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 30 * 60,
} satisfies QueueDefinition<{ ownerId: string; websiteId: string }>;

export const crawlWebsiteQueue = {
  name: 'websites.crawl',
  payload: z.object({
    ownerId: z.string().min(1),
    websiteId: z.uuid(),
    trigger: z.enum(['discovery', 'schedule', 'manual']),
  }),
  // One crawl per website at a time and at most one waiting (with the website id as singleton key).
  policy: 'stately',
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 6 * 60 * 60,
  heartbeatSeconds: 30,
} satisfies QueueDefinition<{
  ownerId: string;
  websiteId: string;
  trigger: 'discovery' | 'schedule' | 'manual';
}>;

export const scheduleRecrawlsQueue = {
  name: 'websites.schedule-recrawls',
  payload: z.object({}),
  policy: 'stately',
  retryLimit: 0,
} satisfies QueueDefinition<Record<string, never>>;

export const processWebsiteQueue = {
  name: 'websites.process-selected',
  payload: z.object({ ownerId: z.string().min(1), websiteId: z.uuid(), jobId: z.uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 15,
  expireInSeconds: 2 * 60 * 60,
  // A killed worker's job is taken up again within half a minute, not after two hours.
  heartbeatSeconds: 30,
} satisfies QueueDefinition<{ ownerId: string; websiteId: string; jobId: string }>;

export const QUEUES: QueueDefinition[] = [
  processWebsiteQueue,
  pruneJobRunsQueue,
  discoverPagesQueue,
  crawlWebsiteQueue,
  scheduleRecrawlsQueue,
  cmsApplyQueue,
  searchConsoleImportQueue,
  searchConsoleRefreshQueue,
  relearnSiteQueue,
];
