import type { JobHandler } from '@linkloom/db';
import type { WorkerDeps } from '../worker-deps';

export function handleScheduleRecrawls(deps: WorkerDeps): JobHandler<Record<string, never>> {
  return async () => {
    const queued = await deps.crawl.scheduleDue();
    if (queued > 0) {
      deps.logger.info({ queued }, 'recrawls queued');
    }
    return { queued };
  };
}
