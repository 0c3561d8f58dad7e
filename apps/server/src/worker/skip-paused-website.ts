import { isWebsitePausedByPlan } from '@linkloom/db';
import type { Db, JobHandler } from '@linkloom/db';

/**
 * A job handler that does nothing for a website its owner's plan has paused (issue 54): a job
 * queued before the pause, or by a race with it, neither crawls nor changes the site. Jobs
 * without a website in their payload run as before.
 */
export function skipPausedWebsite<T>(db: Db, handler: JobHandler<T>): JobHandler<T> {
  return async (payload, context) => {
    const websiteId = (payload as { websiteId?: unknown } | null)?.websiteId;
    if (typeof websiteId === 'string' && (await isWebsitePausedByPlan(db, websiteId))) {
      return { skipped: 'website paused by plan' };
    }
    return handler(payload, context);
  };
}
