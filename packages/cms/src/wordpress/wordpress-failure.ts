import { WordpressError } from './wordpress-api';

/** When the site itself failed: it refused the credentials, or could not be reached. */
export type SiteFailure = 'auth' | 'unreachable';

/** 401 and 403 say the password or the user's rights are gone; no answer or a 5xx, the site is down. */
export function failureOf(error: unknown): SiteFailure | null {
  if (!(error instanceof WordpressError)) {
    return 'unreachable';
  }
  if (error.status === 401 || error.status === 403) {
    return 'auth';
  }
  return error.status === null || error.status >= 500 ? 'unreachable' : null;
}

/** The owner-facing sentence for a failed call. */
export function messageOf(error: unknown): string {
  if (error instanceof WordpressError) {
    return error.message;
  }
  return `WordPress could not be reached: ${error instanceof Error ? error.message : String(error)}`;
}
