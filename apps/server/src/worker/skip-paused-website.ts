import { WEBSITE_PAUSED_CRAWL_REASON } from '@linkloom/contracts';
import { findWebsite, isWebsitePausedByPlan, setWebsiteState } from '@linkloom/db';
import type { Db, JobHandler } from '@linkloom/db';

// pg-boss tells a handler its job was cancelled only at the next heartbeat (15 s for a crawl);
// a pause must stop the work at once, so a running job looks for it this often.
const PAUSE_CHECK_MS = 500;

class WebsitePausedError extends Error {
  constructor() {
    super('website paused by plan');
  }
}

type WebsitePayload = { ownerId?: unknown; websiteId?: unknown } | null;

/**
 * A job handler that does not run, or stops at once, for a website its owner's plan has paused
 * (issue 54): a paused website neither crawls nor changes. Its crawl, if one was running, is
 * left idle with the reason. Jobs without a website in their payload run as before.
 */
export function skipPausedWebsite<T>(
  db: Db,
  handler: JobHandler<T>,
  { pauseCheckMs = PAUSE_CHECK_MS }: { pauseCheckMs?: number } = {},
): JobHandler<T> {
  return async (payload, context) => {
    const { ownerId, websiteId } = (payload as WebsitePayload) ?? {};
    if (typeof websiteId !== 'string' || typeof ownerId !== 'string') {
      return handler(payload, context);
    }
    if (await isWebsitePausedByPlan(db, websiteId)) {
      return { skipped: 'website paused by plan' };
    }
    const paused = new AbortController();
    const timer = setInterval(() => {
      isWebsitePausedByPlan(db, websiteId).then(
        (isPaused) => isPaused && paused.abort(new WebsitePausedError()),
        () => undefined,
      );
    }, pauseCheckMs);
    try {
      return await handler(payload, {
        ...context,
        signal: AbortSignal.any([context.signal, paused.signal]),
      });
    } catch (error) {
      if (!paused.signal.aborted) {
        throw error;
      }
      // The handler recorded its interruption; the website's state says why instead.
      const scope = { ownerId, websiteId };
      if ((await findWebsite(db, scope))?.crawlStatus === 'in_progress') {
        await setWebsiteState(db, {
          ...scope,
          patch: { crawlStatus: 'idle', crawlReason: WEBSITE_PAUSED_CRAWL_REASON },
        });
      }
      return { stopped: 'website paused by plan' };
    } finally {
      clearInterval(timer);
    }
  };
}
