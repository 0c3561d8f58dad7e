import type { ProcessingJobStatus, ProcessingStage } from '@linkloom/contracts';

const STAGE_LABELS: Record<ProcessingStage, string> = {
  initializing: 'Initializing',
  queued: 'Queued',
  processing: 'Processing pages',
  analyzing_content: 'Analyzing content',
  generating_suggestions: 'Generating suggestions',
  finalizing_links: 'Finalizing links',
  completed: 'Completed',
  failed: 'Failed',
};

export function stageLabel(stage: ProcessingStage): string {
  return STAGE_LABELS[stage];
}

const WORKING_STAGES: ProcessingStage[] = [
  'processing',
  'analyzing_content',
  'generating_suggestions',
  'finalizing_links',
];

/**
 * Where a running job stands, in words that agree with the job's bar: 'Step 2 of 4', and how
 * far through that step when the step reports it ('Step 3 of 4 · 40% of this step'); the
 * queue's word while the job waits for a worker. Null for a stage that is not a step.
 */
export function stepLabel(
  status: Pick<ProcessingJobStatus, 'stage' | 'stageProgress' | 'queueStatus'>,
): string | null {
  if (status.queueStatus === 'queued') {
    return queueStatusLabel(status.queueStatus);
  }
  const index = WORKING_STAGES.indexOf(status.stage);
  if (index < 0) {
    return null;
  }
  const share = Math.round(status.stageProgress);
  const step = `Step ${index + 1} of ${WORKING_STAGES.length}`;
  return share > 0 && share < 100 ? `${step} · ${share}% of this step` : step;
}

export function queueStatusLabel(queueStatus: ProcessingJobStatus['queueStatus']): string {
  return queueStatus === 'queued' ? 'Waiting in queue' : 'Processing';
}

/** '45 s', '3 min 5 s', '1 h 2 min' remaining; null while the server cannot estimate yet. */
export function formatTimeRemaining(seconds: number | null): string | null {
  if (seconds === null) {
    return null;
  }
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) {
    return `${total} s`;
  }
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) {
    return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}
