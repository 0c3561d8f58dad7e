import type { QueueDefinition } from '@linkloom/db';
import { z } from 'zod';

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
  payload: z.object({ websiteId: z.uuid() }),
  // One discovery per website at a time; a second request while one is queued is folded into it.
  policy: 'stately',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 30 * 60,
} satisfies QueueDefinition<{ websiteId: string }>;

export const QUEUES: QueueDefinition[] = [pruneJobRunsQueue, discoverPagesQueue];
