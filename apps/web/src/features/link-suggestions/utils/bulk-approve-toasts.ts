import type { BulkResult } from '@linkloom/contracts';
import { logError } from '@/lib/error-log';
import { toast } from '@/lib/toast';
import { SUGGESTION_MESSAGES } from './suggestion-messages';

/** What a bulk approval tells the owner, wherever it is asked for; `onApproved` runs first. */
export function bulkApproveToasts(onApproved: () => void) {
  return {
    onSuccess: ({ updated, skipped }: BulkResult) => {
      onApproved();
      toast.success(SUGGESTION_MESSAGES.bulkApproved, {
        description: `${updated} approved${skipped > 0 ? `, ${skipped} skipped` : ''}.`,
      });
    },
    onError: (error: Error) => {
      logError(error, SUGGESTION_MESSAGES.bulkApproveFailed);
      toast.error(SUGGESTION_MESSAGES.bulkApproveFailed);
    },
  };
}
