import type { ProcessingJobStatus } from '@linkloom/contracts';
import { NO_SUGGESTIONS_REASON, PROCESSING_MESSAGES } from './processing-messages';

export type JobOutcome = { title: string; description: string | null };

function pages(count: number): string {
  return count === 1 ? '1 page' : `${count} pages`;
}

/**
 * The one message a finished job leaves (issue 17): suggestions generated, or, when there
 * are none, why (nothing needed analysing, or no sentence names another page's topic), never
 * 'generated successfully' over zero suggestions.
 */
export function jobOutcome(status: ProcessingJobStatus): JobOutcome {
  const result = status.result;
  if (!result) {
    return { title: PROCESSING_MESSAGES.generated, description: null };
  }
  const { urls_processed: analysed, urls_filtered: filtered } = result.early_duplicate_prevention;
  const leftOut = result.urls_left_out;
  const skipped = filtered - leftOut;
  const skippedNote =
    [
      skipped > 0 ? `${pages(skipped)} unchanged, skipped (not charged).` : null,
      leftOut > 0
        ? `${pages(leftOut)} only ${leftOut === 1 ? 'lists or repeats' : 'list or repeat'} other pages, left out (not charged).`
        : null,
      result.urls_failed > 0
        ? `${pages(result.urls_failed)} could not be crawled (not charged).`
        : null,
    ]
      .filter(Boolean)
      .join(' ') || null;
  if (result.suggestions_count > 0) {
    const count = result.suggestions_count;
    return {
      title: PROCESSING_MESSAGES.generated,
      description: [
        `${count} ${count === 1 ? 'suggestion' : 'suggestions'} from ${pages(analysed)} analysed.`,
        skippedNote,
      ]
        .filter(Boolean)
        .join(' '),
    };
  }
  if (analysed === 0 && skippedNote) {
    return {
      title: filtered > 0 ? 'Nothing new to analyse' : 'No page could be analysed',
      description: skippedNote,
    };
  }
  return {
    title: 'Analysed, no links found',
    description: [`${pages(analysed)} analysed. ${NO_SUGGESTIONS_REASON}`, skippedNote]
      .filter(Boolean)
      .join(' '),
  };
}

/** One toast per job: 'queued' becomes the outcome in place instead of stacking up. */
export function jobToastId(jobId: string): string {
  return `processing-job-${jobId}`;
}
