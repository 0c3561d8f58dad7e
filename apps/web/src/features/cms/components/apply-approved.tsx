import { Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useApplyApproved, useLatestApplyRun } from '../api/cms-publications';
import { ApplyApprovedConfirm } from './apply-approved-confirm';

/**
 * "Apply approved": one background job for every approved suggestion, with its progress,
 * started once the owner has seen how many links go into which posts.
 */
export function ApplyApproved({ websiteId }: { websiteId: string }) {
  const run = useLatestApplyRun(websiteId, true);
  const start = useApplyApproved(websiteId);
  const [isConfirming, setIsConfirming] = useState(false);
  const current = run.data;
  const isRunning = current?.state === 'queued' || current?.state === 'running';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="sm"
        disabled={isRunning || start.isPending}
        onClick={() => setIsConfirming(true)}
      >
        <Upload aria-hidden />
        Apply approved
      </Button>
      <ApplyApprovedConfirm
        websiteId={websiteId}
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        onConfirm={() => {
          setIsConfirming(false);
          start.mutate(undefined, { onError: (error) => toast.error(error.message) });
        }}
      />
      {current ? (
        <p role="status" className="text-sm text-zinc-600 tabular-nums">
          {isRunning
            ? `Applying… ${current.done} of ${current.total}`
            : current.state === 'failed'
              ? (current.message ?? 'The last run failed.')
              : `Last run: ${current.applied} applied, ${current.already_linked} already linked by you, ${current.needs_review} to review, ${current.failed} failed`}
        </p>
      ) : null}
    </div>
  );
}
