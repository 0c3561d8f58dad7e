import type { QueueDefinition } from '@linkloom/db';
import { z } from 'zod';

/** A bulk "Apply approved": retried after a failure or a killed worker; every step is idempotent. */
export const cmsApplyQueue = {
  name: 'cms.apply-approved',
  payload: z.object({ ownerId: z.string().min(1), websiteId: z.uuid(), runId: z.uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 60 * 60,
  heartbeatSeconds: 30,
} satisfies QueueDefinition<{ ownerId: string; websiteId: string; runId: string }>;
