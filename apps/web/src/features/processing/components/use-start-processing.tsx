import type { ProcessSelectedResponse } from '@linkloom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { logError } from '@/lib/error-log';
import { checkCredits } from '../api/check-credits';
import { processSelected } from '../api/process-selected';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { jobToastId } from '../utils/job-outcome';
import {
  PARTIAL_TOAST_MS,
  partialProcessingMessage,
  PROCESSING_MESSAGES,
} from '../utils/processing-messages';
import { CreditShortfallDialog } from './credit-shortfall-dialog';
import type { CreditShortfall } from './credit-shortfall-dialog';
import { creditKeys } from '@/lib/queries/query-keys';
import { choiceCount } from '@/components/page-selection/page-choice';
import type { PageChoice } from '@/components/page-selection/page-choice';

type UseStartProcessingOptions = {
  websiteId: string;
  /** The job is queued: follow it (useProcessingJob / ProcessingStep). */
  onStarted: (response: ProcessSelectedResponse) => void;
  /** Nothing was queued: starting failed (toasted), or the upgrade dialog was closed. */
  onNotStarted?: () => void;
};

const CREDIT_CHECK_ERROR = 'Failed to check credits';

/**
 * Starts processing selected URLs the way spec §4/§5 says: checks one credit per URL first
 * (a short balance or a failed check opens the upgrade dialog), then calls process-selected
 * with an idempotency key per click. Toasts 'URLs queued…' (with the partial notice for 6 s
 * when the credits covered only part), the toast the job's outcome replaces. Render `upgradeDialog` somewhere in the caller.
 */
export function useStartProcessing({
  websiteId,
  onStarted,
  onNotStarted,
}: UseStartProcessingOptions): {
  start: (choice: PageChoice) => void;
  isStarting: boolean;
  upgradeDialog: ReactNode;
} {
  const queryClient = useQueryClient();
  const [isStarting, setIsStarting] = useState(false);
  const [shortfall, setShortfall] = useState<CreditShortfall | null>(null);

  async function send(choice: PageChoice) {
    try {
      const response = await processSelected(websiteId, choice, newIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      // One toast per job: this one turns into the job's outcome when it ends.
      toast.success(PROCESSING_MESSAGES.queued, {
        id: jobToastId(response.jobId),
        ...(response.credits.isPartial
          ? { description: partialProcessingMessage(response), duration: PARTIAL_TOAST_MS }
          : {}),
      });
      onStarted(response);
    } catch (error) {
      if (isApiError(error) && error.code === 'CREDITS_EXHAUSTED') {
        setShortfall({ choice, creditsRemaining: 0, errorMessage: null });
        return;
      }
      logError(error, PROCESSING_MESSAGES.startFailed);
      toast.error(PROCESSING_MESSAGES.startFailed);
      onNotStarted?.();
    }
  }

  async function checkThenSend(choice: PageChoice) {
    let check: { hasEnoughCredits: boolean; creditsRemaining: number; errorMessage: string | null };
    try {
      check = { ...(await checkCredits(choiceCount(choice))), errorMessage: null };
    } catch (error) {
      // Spec §8: a failed check keeps its message and counts as not enough credits.
      logError(error, CREDIT_CHECK_ERROR);
      const message = error instanceof Error && error.message ? error.message : CREDIT_CHECK_ERROR;
      check = { hasEnoughCredits: false, creditsRemaining: 0, errorMessage: message };
    }
    if (!check.hasEnoughCredits) {
      setShortfall({
        choice,
        creditsRemaining: check.creditsRemaining,
        errorMessage: check.errorMessage,
      });
      return;
    }
    await send(choice);
  }

  function run(task: Promise<void>) {
    setIsStarting(true);
    void task.finally(() => setIsStarting(false));
  }

  function start(choice: PageChoice) {
    if (choiceCount(choice) === 0) {
      toast.error(PROCESSING_MESSAGES.selectAtLeastOne);
      return;
    }
    run(checkThenSend(choice));
  }

  function handleContinuePartially(choice: PageChoice) {
    setShortfall(null);
    run(send(choice));
  }

  return {
    start,
    isStarting,
    upgradeDialog: (
      <CreditShortfallDialog
        shortfall={shortfall}
        onClose={() => {
          setShortfall(null);
          onNotStarted?.();
        }}
        onContinuePartially={handleContinuePartially}
      />
    ),
  };
}
