import { runRelearn } from '@linkloom/services';
import type { JobHandler } from '@linkloom/db';
import type { WorkerDeps } from '../worker-deps';

/** Issue 51: re-fits a website's model from its owner's decisions and re-rates its pending list. */
export function handleRelearnSite(
  deps: WorkerDeps,
): JobHandler<{ ownerId: string; websiteId: string }> {
  return async (payload) => {
    const outcome = await runRelearn(deps, payload);
    deps.logger.info({ websiteId: payload.websiteId, ...outcome }, 're-rated from decisions');
    return outcome;
  };
}
