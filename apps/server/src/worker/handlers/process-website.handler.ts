import type { JobHandler } from '@linkloom/db';
import { processWebsiteQueue } from '@linkloom/services';
import type { QueuedJob } from '@linkloom/services';
import type { WorkerDeps } from '../worker-deps';

export function handleProcessWebsite(deps: WorkerDeps): JobHandler<QueuedJob> {
  return async (queued, { signal, attempt }) => {
    const { jobId } = queued;
    try {
      const result = await deps.processing.run(queued, signal);
      deps.logger.info({ jobId, result }, 'processing finished');
      return result ?? { skipped: 'job already finished' };
    } catch (error) {
      if (attempt >= processWebsiteQueue.retryLimit) {
        await deps.processing.fail(queued, 'Processing failed. Please try again.');
      }
      throw error;
    }
  };
}
