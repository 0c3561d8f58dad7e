import type { ProcessSelectedResponse } from '@linkloom/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { partialProcessingMessage } from '../utils/processing-messages';
import { GenerateSelectView } from './generate-select-view';
import { ProcessingProgress } from './processing-progress';
import { useProcessingJob } from './use-processing-job';

type GenerateSuggestionsModalProps = {
  websiteId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

type Job = { jobId: string; partialNotice: string | null };

/**
 * 'Generate New Link Suggestions' (spec §2): pick the website's pages (those with suggestions
 * pre-selected), confirm a replacement, pass the credit check, then follow the job.
 */
export function GenerateSuggestionsModal({
  websiteId,
  isOpen,
  onOpenChange,
}: GenerateSuggestionsModalProps) {
  const [job, setJob] = useState<Job | null>(null);

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (!next) {
      // Closing mid-job is fine: the job runs on, and the toast said so.
      setJob(null);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title="Generate New Link Suggestions"
      description={
        job
          ? 'Your pages are being analysed for internal link opportunities.'
          : 'Choose the pages to analyse. One credit is used per URL.'
      }
      className="max-w-2xl"
    >
      {isOpen && job ? (
        <JobView websiteId={websiteId} job={job} onClose={() => handleOpenChange(false)} />
      ) : isOpen ? (
        <GenerateSelectView
          websiteId={websiteId}
          onCancel={() => handleOpenChange(false)}
          onStarted={(response: ProcessSelectedResponse) =>
            setJob({
              jobId: response.jobId,
              partialNotice: response.credits.isPartial ? partialProcessingMessage(response) : null,
            })
          }
        />
      ) : null}
    </Dialog>
  );
}

type JobViewProps = { websiteId: string; job: Job; onClose: () => void };

function JobView({ websiteId, job, onClose }: JobViewProps) {
  const state = useProcessingJob({ websiteId, jobId: job.jobId });
  const isDone = state.phase !== 'polling' && state.phase !== 'idle';
  return (
    <div className="flex flex-col gap-5">
      {state.phase === 'completed' ? (
        <p className="text-base font-semibold text-zinc-900">Processing complete</p>
      ) : null}
      <ProcessingProgress
        phase={state.phase}
        status={state.status}
        error={state.error}
        partialNotice={job.partialNotice}
      />
      <div className="flex justify-end">
        <Button variant={isDone ? 'primary' : 'secondary'} onClick={onClose}>
          {isDone ? 'Close' : 'Close and check back later'}
        </Button>
      </div>
    </div>
  );
}
