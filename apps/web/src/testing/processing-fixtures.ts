import type { ProcessingJobStatus, ProcessSelectedResponse } from '@linkloom/contracts';
import { WEBSITE_ID } from './website-fixtures';

export const JOB_ID = '3f2a9c1e-8b7d-4e6f-9a5b-1c2d3e4f5a6b';

/** A processing job that has finished (spec §3 job status). */
export function aCompletedJob(overrides: Partial<ProcessingJobStatus> = {}): ProcessingJobStatus {
  return {
    jobId: JOB_ID,
    websiteId: WEBSITE_ID,
    status: 'completed',
    progress: 100,
    stage: 'completed',
    stageProgress: 100,
    processedUrls: 2,
    totalUrls: 2,
    queueStatus: 'processing',
    estimatedTimeRemaining: 0,
    error: null,
    result: null,
    ...overrides,
  };
}

/** The fake backend's 202 answer to process-selected: every URL covered unless told otherwise. */
export function acceptedProcessing(overrides: Partial<ProcessSelectedResponse> = {}) {
  const data: ProcessSelectedResponse = {
    jobId: JOB_ID,
    websiteId: WEBSITE_ID,
    credits: { isPartial: false, consumed: 2, remaining: 48, needsUpgrade: false },
    processing: { urlsRequested: 2, urlsProcessed: 2, urlsSkipped: 0 },
    ...overrides,
  };
  return { status: 202, body: { data } };
}
