import type { JobHandler } from '@linkloom/db';
import { processWebsiteQueue } from '@linkloom/services';
import type { WorkerDeps } from '../worker-deps';

export function handleProcessWebsite(deps: WorkerDeps): JobHandler<{ jobId: string }> {
  return async ({ jobId }, { signal, attempt }) => {
    try {
      const result = await deps.processing.run(jobId, signal);
      deps.logger.info({ jobId, result }, 'processing finished');
      return result ?? { skipped: 'job already finished' };
    } catch (error) {
      if (attempt >= processWebsiteQueue.retryLimit) {
        await deps.processing.fail(jobId, 'Processing failed. Please try again.');
      }
      throw error;
    }
  };
}
