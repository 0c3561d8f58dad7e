import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CLOSE_DELAY_MS } from '../utils/processing-messages';
import { ProcessingProgress } from './processing-progress';
import { useProcessingJob } from './use-processing-job';

type ProcessingStepProps = {
  websiteId: string;
  jobId: string;
  partialNotice?: string | null;
  /** Called 2 s after 'Processing complete': close the modal (the website list is refreshed). */
  onFinished: () => void;
  /** The job failed or timed out: offer a way back (to the URL list, say). */
  onFailed?: () => void;
  /** The line under 'Processing complete': where the user goes next. */
  completionNote?: string;
};

const DASHBOARD_COMPLETION_NOTE = 'Redirecting to your dashboard';

/**
 * Add New Project step 4 (spec §2): the job's progress, then 'Processing complete' with
 * 'Redirecting to your dashboard' (or another `completionNote`), and `onFinished` 2 s later.
 */
export function ProcessingStep({
  websiteId,
  jobId,
  partialNotice,
  onFinished,
  onFailed,
  completionNote = DASHBOARD_COMPLETION_NOTE,
}: ProcessingStepProps) {
  const job = useProcessingJob({ websiteId, jobId });
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  useEffect(() => {
    if (job.phase !== 'completed') {
      return;
    }
    const timer = setTimeout(() => finished.current(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [job.phase]);

  if (job.phase === 'completed') {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-8 text-center">
        <CircleCheck className="size-10 text-emerald-600" aria-hidden />
        <p className="text-base font-semibold text-zinc-900">Processing complete</p>
        <p className="text-sm text-zinc-600">{completionNote}</p>
      </div>
    );
  }
  const isStopped = job.phase === 'failed' || job.phase === 'timed_out';
  return (
    <div className="space-y-4">
      <ProcessingProgress
        phase={job.phase}
        status={job.status}
        error={job.error}
        partialNotice={partialNotice}
      />
      {isStopped && onFailed ? (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onFailed}>
            Back
          </Button>
        </div>
      ) : null}
    </div>
  );
}
