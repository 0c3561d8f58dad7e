import { pruneJobRuns } from '@linkloom/services';
import type { JobHandler } from '@linkloom/db';
import type { WorkerDeps } from '../worker-deps';

export function handlePruneJobRuns(deps: WorkerDeps): JobHandler<{ olderThanDays: number }> {
  return async (payload) => {
    const deleted = await pruneJobRuns(deps, payload);
    deps.logger.info({ deleted }, 'pruned old job runs');
    return { deleted };
  };
}
