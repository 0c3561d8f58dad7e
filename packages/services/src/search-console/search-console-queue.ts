import type { QueueDefinition } from '@linkloom/db';
import { z } from 'zod';

export type SearchConsoleImportPayload = {
  ownerId: string;
  websiteId: string;
  /** `full`: 16 months; `recent`: the last days again (the daily refresh). */
  mode: 'full' | 'recent';
};

/** Imports a website's Search Console figures; one at a time per website. */
export const searchConsoleImportQueue = {
  name: 'search-console.import',
  payload: z.object({
    ownerId: z.string().min(1),
    websiteId: z.uuid(),
    mode: z.enum(['full', 'recent']),
  }),
  policy: 'stately',
  // Google's quota and 5xx answers are retried inside the job with backoff; a job that still
  // fails says why on the website, and the next day's refresh tries again.
  retryLimit: 0,
  expireInSeconds: 2 * 60 * 60,
  heartbeatSeconds: 30,
} satisfies QueueDefinition<SearchConsoleImportPayload>;

/** The daily sweep that queues a `recent` import for every connected website. */
export const searchConsoleRefreshQueue = {
  name: 'search-console.refresh',
  payload: z.object({}),
  policy: 'stately',
  retryLimit: 0,
} satisfies QueueDefinition<Record<string, never>>;
