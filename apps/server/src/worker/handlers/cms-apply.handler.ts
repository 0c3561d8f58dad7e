import type { JobHandler } from '@linkloom/db';
import { cmsApplyQueue } from '@linkloom/services';
import type { WorkerDeps } from '../worker-deps';

/** "Apply approved": writes a website's approved suggestions into its CMS, post by post. */
export function handleCmsApply(
  deps: WorkerDeps,
): JobHandler<{ ownerId: string; websiteId: string; runId: string }> {
  return async (payload, { attempt }) => {
    const finalAttempt = attempt >= cmsApplyQueue.retryLimit;
    const result = await deps.cms.runBulkApply(payload, { finalAttempt });
    deps.logger.info(
      { runId: payload.runId, ...result },
      'applied approved suggestions to the CMS',
    );
    return result;
  };
}
