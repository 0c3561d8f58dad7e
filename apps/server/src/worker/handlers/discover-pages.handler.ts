import type { JobHandler } from '@linkloom/db';
import type { WorkerDeps } from '../worker-deps';

export function handleDiscoverPages(
  deps: WorkerDeps,
): JobHandler<{ ownerId: string; websiteId: string }> {
  return async ({ ownerId, websiteId }, { signal }) => {
    const result = await deps.discovery.run({ ownerId, websiteId }, signal);
    deps.logger.info({ websiteId, pages: result?.pages ?? null }, 'discovery finished');
    return result ?? { skipped: 'website deleted' };
  };
}
