import type { ProcessingJobStatus } from '@linkloom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { logError } from '@/lib/error-log';
import { getProcessStatus } from '../api/get-process-status';
import { getQueueStatus } from '../api/get-queue-status';
import {
  FALLBACK_FAILURES,
  MAX_POLLS,
  POLL_INTERVAL_MS,
  PROCESSING_MESSAGES,
} from '../utils/processing-messages';
import { jobOutcome, jobToastId } from '../utils/job-outcome';

export type ProcessingJobPhase = 'idle' | 'polling' | 'completed' | 'failed' | 'timed_out';

export type UseProcessingJobOptions = {
  websiteId: string;
  /** The job to follow; null keeps the hook idle. */
  jobId: string | null;
  onCompleted?: (status: ProcessingJobStatus) => void;
  onFailed?: (message: string) => void;
  /** Tests shorten these; the app uses spec §9's 2 s and 180 polls. */
  intervalMs?: number;
  maxPolls?: number;
};

export type ProcessingJobState = {
  phase: ProcessingJobPhase;
  status: ProcessingJobStatus | null;
  /** What went wrong, for the view (the job's own error, or the time-out message). */
  error: string | null;
};

/**
 * Follows a processing job (spec §4): polls queue-status every 2 s until the job completes
 * or fails, or 180 polls have passed ('Processing failed. Please try again.'). A failed poll
 * is logged, and the first three failures ask process-status instead. On completion the
 * suggestion, page, website and credit queries are refreshed.
 */
export function useProcessingJob({
  websiteId,
  jobId,
  onCompleted,
  onFailed,
  intervalMs = POLL_INTERVAL_MS,
  maxPolls = MAX_POLLS,
}: UseProcessingJobOptions): ProcessingJobState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ProcessingJobState & { jobId: string | null }>({
    jobId: null,
    phase: 'idle',
    status: null,
    error: null,
  });
  const callbacks = useRef({ onCompleted, onFailed });
  useEffect(() => {
    callbacks.current = { onCompleted, onFailed };
  });

  useEffect(() => {
    if (!jobId) {
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    let failures = 0;

    function finish(next: Omit<ProcessingJobState, 'status'>, status: ProcessingJobStatus | null) {
      setState({ jobId, status, ...next });
      void Promise.all(
        [['link-suggestions', websiteId], ['processing', websiteId], ['websites'], ['credits']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }

    async function readStatus(id: string): Promise<ProcessingJobStatus | null> {
      try {
        return await getQueueStatus(websiteId, id, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) {
          return null;
        }
        failures += 1;
        logError(error, 'Processing status poll failed');
        if (failures > FALLBACK_FAILURES) {
          return null;
        }
        try {
          return await getProcessStatus(websiteId, id, controller.signal);
        } catch (fallbackError) {
          if (!controller.signal.aborted) {
            logError(fallbackError, 'Processing status fallback failed');
          }
          return null;
        }
      }
    }

    async function poll(id: string) {
      polls += 1;
      const status = await readStatus(id);
      if (controller.signal.aborted) {
        return;
      }
      if (status?.status === 'completed') {
        finish({ phase: 'completed', error: null }, status);
        const outcome = jobOutcome(status);
        toast.success(outcome.title, {
          id: jobToastId(id),
          description: outcome.description ?? undefined,
        });
        callbacks.current.onCompleted?.(status);
        return;
      }
      if (status?.status === 'failed') {
        const message = status.error ?? PROCESSING_MESSAGES.jobFailed;
        finish({ phase: 'failed', error: message }, status);
        toast.error(PROCESSING_MESSAGES.jobFailed, { id: jobToastId(id), description: undefined });
        callbacks.current.onFailed?.(message);
        return;
      }
      if (status) {
        setState({ jobId: id, phase: 'polling', status, error: null });
      }
      if (polls >= maxPolls) {
        setState((current) => ({
          ...current,
          jobId: id,
          phase: 'timed_out',
          error: PROCESSING_MESSAGES.timedOut,
        }));
        toast.error(PROCESSING_MESSAGES.timedOut, { id: jobToastId(id), description: undefined });
        callbacks.current.onFailed?.(PROCESSING_MESSAGES.timedOut);
        return;
      }
      timer = setTimeout(() => void poll(id), intervalMs);
    }

    void poll(jobId);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [websiteId, jobId, intervalMs, maxPolls, queryClient]);

  // A new job starts from a clean slate instead of showing the last one's figures.
  if (!jobId) {
    return { phase: 'idle', status: null, error: null };
  }
  if (state.jobId !== jobId) {
    return { phase: 'polling', status: null, error: null };
  }
  return { phase: state.phase, status: state.status, error: state.error };
}
