import { processingResultSchema } from '@linkloom/contracts';
import type { ProcessingJobStatus } from '@linkloom/contracts';
import type { ProcessingJobRow } from '@linkloom/db';

/** Stages whose time left the pace of finished pages measures. */
const PACED_STAGES = new Set<ProcessingJobRow['stage']>(['generating_suggestions', 'finalizing_links']);

/**
 * The spec's job-status shape. The time left is the one the run measured from the pace of
 * the pages it has finished (issue 52): none while no page is finished yet, so it never grows
 * while a stage without pages (fetching, analysing the site) takes its time.
 */
export function toJobStatus(job: ProcessingJobRow): ProcessingJobStatus {
  const estimate =
    job.status === 'started' && PACED_STAGES.has(job.stage) && job.estimatedSecondsRemaining !== null
      ? Math.max(1, job.estimatedSecondsRemaining)
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
