import { processingResultSchema } from '@linkloom/contracts';
import type { ProcessingJobStatus } from '@linkloom/contracts';
import type { ProcessingJobRow } from '@linkloom/db';

/** The spec's job-status shape, with an estimate from the pace so far once a tenth of the work is done. */
export function toJobStatus(job: ProcessingJobRow, now: Date): ProcessingJobStatus {
  const elapsedSeconds = job.startedAt ? (now.getTime() - job.startedAt.getTime()) / 1000 : 0;
  const estimate =
    job.status === 'started' && job.progress >= 10 && elapsedSeconds > 0
      ? Math.max(1, Math.round((elapsedSeconds * (100 - job.progress)) / job.progress))
      : null;
  return {
    jobId: job.id,
    websiteId: job.websiteId,
    status: job.status,
    progress: Math.round(job.progress * 10) / 10,
    stage: job.stage,
    stageProgress: Math.round(job.stageProgress * 10) / 10,
    processedUrls: job.processedUrls,
    totalUrls: job.urls.length,
    queueStatus: job.startedAt ? 'processing' : 'queued',
    estimatedTimeRemaining: job.status === 'completed' ? 0 : estimate,
    error: job.status === 'failed' ? job.error : null,
    // The jsonb column is read through the contract's schema: an older result gains its defaults.
    result: job.result === null ? null : processingResultSchema.parse(job.result),
  };
}
