import { SearchConsoleApiError } from '../ports/search-console-gateway';

/** Google's quota answer (429) and its server errors (5xx, or no answer) pass with time. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof SearchConsoleApiError) || error.isTokenRefused) {
    return false;
  }
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * Calls `attempt` until it succeeds, waiting `delaysMs[i]` after the i-th retryable failure
 * (exponential backoff: the caller's delays grow); the last failure, or any other, is thrown.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  {
    delaysMs,
    sleep,
    onRetry,
  }: {
    delaysMs: readonly number[];
    sleep: (ms: number) => Promise<void>;
    onRetry?: (error: unknown, delayMs: number) => void;
  },
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delaysMs[tries];
      if (delay === undefined || !isRetryable(error)) {
        throw error;
      }
      onRetry?.(error, delay);
      await sleep(delay);
    }
  }
}
