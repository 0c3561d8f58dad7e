import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { choiceCount } from '@/components/page-selection/page-choice';
import type { PageChoice } from '@/components/page-selection/page-choice';
import { partialProcessingMessage } from '../utils/processing-messages';
import { ProcessingStep } from './processing-step';
import { useStartProcessing } from './use-start-processing';

type ProcessSelectionStepProps = {
  websiteId: string;
  urls: PageChoice;
  /** 2 s after 'Processing complete': close the modal and refresh the list. */
  onFinished: () => void;
  /** Nothing was queued, or the job failed: back to the URL list. */
  onFailed: () => void;
  /** The line under 'Processing complete'; the dashboard by default. */
  completionNote?: string;
};

type Job = { jobId: string; partialNotice: string | null };

/**
 * Add New Project step 4 (spec §2, §4): starts processing the selection as soon as it
 * mounts (credit check, process-selected), then follows the job to 'Processing complete'.
 * Fits the websites feature's `renderProcessing` slot (the add-project modal and the
 * setup banner's 'Continue Setup').
 */
export function ProcessSelectionStep({
  websiteId,
  urls,
  onFinished,
  onFailed,
  completionNote,
}: ProcessSelectionStepProps) {
  const [job, setJob] = useState<Job | null>(null);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  const { start, upgradeDialog } = useStartProcessing({
    websiteId,
    onStarted: (response) =>
      setJob({
        jobId: response.jobId,
        partialNotice: response.credits.isPartial ? partialProcessingMessage(response) : null,
      }),
    onNotStarted: () => failed.current(),
  });
  const startOnce = useRef(start);
  const isStarted = useRef(false);

  useEffect(() => {
    // Once per step, even when development mode mounts it twice.
    if (isStarted.current) {
      return;
    }
    isStarted.current = true;
    startOnce.current(urls);
  }, [urls]);

  if (job) {
    return (
      <ProcessingStep
        websiteId={websiteId}
        jobId={job.jobId}
        partialNotice={job.partialNotice}
        onFinished={onFinished}
        onFailed={onFailed}
        completionNote={completionNote}
      />
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden />
      <p className="text-sm text-zinc-700">
        Starting to process {choiceCount(urls)} selected {choiceCount(urls) === 1 ? 'URL' : 'URLs'}
        ...
      </p>
      {upgradeDialog}
    </div>
  );
}
