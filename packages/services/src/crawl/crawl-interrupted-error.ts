/**
 * A crawl stopped by its abort signal (a worker shutting down, pg-boss taking the job back)
 * before every page was fetched. The pages fetched are stored; the rest are not crawled yet.
 */
export class CrawlInterruptedError extends Error {
  constructor(
    /** Pages the crawl had not fetched when it stopped. */
    readonly remaining: number,
    cause?: unknown,
  ) {
    super(
      `The crawl was interrupted with ${remaining} ${remaining === 1 ? 'page' : 'pages'} not fetched yet.`,
      cause === undefined ? undefined : { cause },
    );
    this.name = 'CrawlInterruptedError';
  }
}
