/**
 * What a server said identifies the version of a page it sent (`ETag`, `Last-Modified`), kept
 * with the page so the next crawl can ask for it only if it changed (RFC 9110 §13.1).
 */
export type PageValidators = { etag: string | null; lastModified: string | null };

/** A page answered 304 Not Modified to a conditional request: what is stored still holds. */
export type CrawlPageUnchanged = { kind: 'unchanged'; url: string; fetchedAt: number };

/** The validators of an answer (lower-cased header names, as the safe fetcher gives them). */
export function validatorsOf(headers: Record<string, string>): PageValidators {
  return { etag: headers.etag ?? null, lastModified: headers['last-modified'] ?? null };
}

/**
 * The conditional request headers for a page crawled before: If-None-Match when it had an ETag,
 * If-Modified-Since when it had a Last-Modified (a server that honours both checks the ETag).
 */
export function conditionalHeaders(validators: PageValidators | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (validators?.etag) {
    headers['if-none-match'] = validators.etag;
  }
  if (validators?.lastModified) {
    headers['if-modified-since'] = validators.lastModified;
  }
  return headers;
}
