import type { JobHandler } from '@linkloom/db';
import type { WorkerDeps } from '../worker-deps';

export function handleDiscoverPages(deps: WorkerDeps): JobHandler<{ websiteId: string }> {
  return async ({ websiteId }, { signal }) => {
    const result = await deps.discovery.run(websiteId, signal);
    deps.logger.info({ websiteId, pages: result?.pages ?? null }, 'discovery finished');
    return result ?? { skipped: 'website deleted' };
  };
}
