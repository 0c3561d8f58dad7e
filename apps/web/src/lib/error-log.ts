/**
 * The in-memory client error log of spec §8 ("Global"): unhandled errors and promise
 * rejections, the last 50, plus anything a caller logs (sign-in and logout failures).
 * Nothing leaves the browser: `reportError` is the empty hook an error-reporting
 * service would plug into.
 */
export type ErrorLogEntry = {
  message: string;
  stack: string | null;
  timestamp: string;
  url: string;
  userAgent: string;
};

// Spec §9: the error log keeps 50 entries.
export const ERROR_LOG_LIMIT = 50;

const entries: ErrorLogEntry[] = [];

/** Where a reporting service (Sentry, say) would be called. Intentionally empty. */
export function reportError(entry: ErrorLogEntry): void {
  void entry;
}

function toEntry(error: unknown): ErrorLogEntry {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
  return {
    message,
    stack: error instanceof Error ? (error.stack ?? null) : null,
    timestamp: new Date().toISOString(),
    url: globalThis.location?.href ?? '',
    userAgent: globalThis.navigator?.userAgent ?? '',
  };
}

/** Keeps `error` in the log (dropping the oldest past 50) and hands it to the reporting hook. */
export function logError(error: unknown, context?: string): ErrorLogEntry {
  const entry = toEntry(error);
  if (context) {
    entry.message = `${context}: ${entry.message}`;
  }
  entries.push(entry);
  if (entries.length > ERROR_LOG_LIMIT) {
    entries.splice(0, entries.length - ERROR_LOG_LIMIT);
  }
  reportError(entry);
  return entry;
}

/** A copy of the log, oldest first. */
export function getErrorLog(): ErrorLogEntry[] {
  return entries.map((entry) => ({ ...entry }));
}

export function clearErrorLog(): void {
  entries.length = 0;
}

/**
 * Listens for unhandled errors and rejections on `target` (the window). TypeError and
 * ReferenceError are also written to the console, as the spec asks, since they usually
 * mean a bug rather than a failed request. Returns the function that stops listening.
 */
export function installGlobalErrorLog(target: Window = window): () => void {
  function record(error: unknown) {
    logError(error);
    if (error instanceof TypeError || error instanceof ReferenceError) {
      // eslint-disable-next-line no-console -- spec §8: these are also logged to the console
      console.error('[Linkloom]', error);
    }
  }
  function handleError(event: ErrorEvent) {
    record(event.error ?? event.message);
  }
  function handleRejection(event: PromiseRejectionEvent) {
    record(event.reason);
  }
  target.addEventListener('error', handleError);
  target.addEventListener('unhandledrejection', handleRejection);
  return () => {
    target.removeEventListener('error', handleError);
    target.removeEventListener('unhandledrejection', handleRejection);
  };
}
