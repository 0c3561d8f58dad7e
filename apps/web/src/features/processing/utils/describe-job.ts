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
