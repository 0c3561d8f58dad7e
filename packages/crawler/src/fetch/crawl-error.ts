/** Why a fetch (or a step built on one) failed; stable strings callers may store. */
export type CrawlErrorCode =
  | 'invalid_url'
  | 'unsupported_protocol'
  | 'blocked_address'
  | 'dns_failure'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'redirect_loop'
  | 'connection_failed'
  | 'decompression_failed'
  /** The page's HTML is over what is read: too deep, too slow or too big to parse. */
  | 'unreadable'
  | 'aborted';

/**
 * The one error type the crawler throws. `message` is written for the person
 * who owns the site: it says what happened and, where it helps, what to do.
 */
export class CrawlError extends Error {
  readonly code: CrawlErrorCode;
  readonly url: string | undefined;

  constructor(code: CrawlErrorCode, message: string, options?: { url?: string; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = 'CrawlError';
    this.code = code;
    this.url = options?.url;
  }
}

/** True when `error` is a CrawlError (optionally with one of `codes`). */
export function isCrawlError(error: unknown, ...codes: CrawlErrorCode[]): error is CrawlError {
  return error instanceof CrawlError && (codes.length === 0 || codes.includes(error.code));
}
