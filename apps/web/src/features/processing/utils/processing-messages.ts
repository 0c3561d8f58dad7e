import type { ProcessSelectedResponse } from '@linkloom/contracts';

/** Spec §8's processing toasts, word for word. */
export const PROCESSING_MESSAGES = {
  pagesFailed: 'Failed to load website pages. Please try again.',
  startFailed: 'Failed to start processing. Please try again.',
  timedOut: 'Processing failed. Please try again.',
  generated: 'Link suggestions generated successfully!',
  queued: 'URLs queued for processing! You can close this window and check back later.',
  jobFailed: 'Failed to process URLs. Please try again.',
  selectAtLeastOne: 'Please select at least one URL to continue',
} as const;

/** Why a processed page got no suggestion (issue 15): the engine found no anchor for another page on it. */
export const NO_SUGGESTIONS_REASON = "No sentence on this page names another page's topic.";

// Spec §9: polling every 2 s, up to 180 polls; the modal closes 2 s after completion;
// the partial-processing toast stays 6 s.
export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 180;
/** Spec §4: the first three failed polls fall back to process-status. */
export const FALLBACK_FAILURES = 3;
export const CLOSE_DELAY_MS = 2000;
export const PARTIAL_TOAST_MS = 6000;

/** 'Processed X out of Y URLs. Z credits remaining.' (spec §8). */
export function partialProcessingMessage({ credits, processing }: ProcessSelectedResponse) {
  return `Processed ${processing.urlsProcessed} out of ${processing.urlsRequested} URLs. ${credits.remaining} credits remaining.`;
}
