import type { CrawledPage, FailedPage } from '@linkloom/db';

/** When a crawl's fetched pages are written: every `maxPages` pages or `maxWaitMs`, whichever comes first. */
export type CrawlBatchPolicy = { maxPages: number; maxWaitMs: number };

/**
 * 100 pages: storing a changed page in a transaction of its own cost ~6 ms of CPU on PGlite
 * (which shares its thread with fetching and parsing, ~3 ms a page), ~0.8 ms in a batch of 100;
 * bigger batches gain little (0.7 ms at 200) and hold the event loop the API shares in embedded
 * mode longer. A second: progress moves once a second anyway, and a crash loses at most one
 * batch of fetched pages, which are still un-crawled (or crawled before), so the retried crawl
 * or the processing job's refresh fetches them again.
 */
export const DEFAULT_CRAWL_BATCH: CrawlBatchPolicy = { maxPages: 100, maxWaitMs: 1_000 };

/** A page that answered 304 Not Modified: only its crawl time is written. */
export type UnchangedPage = { pageId: string; at: Date };

export type CrawlBatch = {
  crawled: CrawledPage[];
  failed: FailedPage[];
  unchanged?: UnchangedPage[];
};

/**
 * What one transaction of a batch's write holds at most. Embedded PGlite runs each statement on
 * the thread the API answers on, and every other query (`/api/health`'s included) waits for a
 * transaction to end: 100 pages and their ~2,700 links in one held it 0.2–0.3 s of CPU at times.
 * A batch is written as parts this size, each its own transaction, with a turn of the event loop
 * between: 20 pages took 22–25 ms of CPU, 50 pages 50–60 ms; smaller parts cost more CPU a page
 * (1.1 ms a page at 100, 1.4–1.6 ms at 20). A page with more links than `maxLinks` is a part of
 * its own, its links added ahead of its transaction (`withLinksAhead`).
 */
export const CRAWL_WRITE_PART = { maxPages: 40, maxLinks: 1_000 };

/**
 * Splits a batch into parts of at most `maxPages` pages and `maxLinks` links (a page with more
 * links is a part of its own), keeping their order; failed pages (a small row each, and a batch
 * holds at most `DEFAULT_CRAWL_BATCH.maxPages`) and unchanged ones (an id each) go with the last part.
 */
export function partsOf(
  { crawled, failed, unchanged = [] }: CrawlBatch,
  { maxPages, maxLinks }: typeof CRAWL_WRITE_PART = CRAWL_WRITE_PART,
): CrawlBatch[] {
  const parts: CrawlBatch[] = [];
  let part: CrawlBatch = { crawled: [], failed: [] };
  let links = 0;
  for (const page of crawled) {
    const isFull =
      part.crawled.length >= maxPages ||
      (part.crawled.length > 0 && links + page.links.length > maxLinks);
    if (isFull) {
      parts.push(part);
      part = { crawled: [], failed: [] };
      links = 0;
    }
    part.crawled.push(page);
    links += page.links.length;
  }
  part.failed = failed;
  if (unchanged.length > 0) {
    part.unchanged = unchanged;
  }
  if (part.crawled.length > 0 || part.failed.length > 0 || unchanged.length > 0) {
    parts.push(part);
  }
  return parts;
}

/**
 * Holds a crawl's outcomes until the policy says write them, then hands them to `write`
 * together; writes run one after another, in order. An `add` resolves once no write is in
 * flight, so what is held but not yet stored is at most one batch (and, while it is being
 * written, the page after it). A page given twice before its write keeps its last outcome.
 * Once a write fails, every later `add` and `flush` fails with its error.
 */
export function createCrawlBatcher({
  policy,
  write,
}: {
  policy: CrawlBatchPolicy;
  write: (batch: CrawlBatch) => Promise<void>;
}) {
  let crawled = new Map<string, CrawledPage>();
  let failed = new Map<string, FailedPage>();
  let unchanged = new Map<string, UnchangedPage>();
  let writes: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writeError: { error: unknown } | null = null;

  /** Writes what is held, after the writes before it; resolves when every write so far is done. */
  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (crawled.size > 0 || failed.size > 0 || unchanged.size > 0) {
      const batch: CrawlBatch = { crawled: [...crawled.values()], failed: [...failed.values()] };
      if (unchanged.size > 0) {
        batch.unchanged = [...unchanged.values()];
      }
      crawled = new Map();
      failed = new Map();
      unchanged = new Map();
      writes = writes.then(() => write(batch));
      writes.catch((error: unknown) => {
        writeError ??= { error };
      });
    }
    return writes;
  }

  /** Holds one outcome; resolves once no write is in flight (this one's when the batch is full). */
  function add(
    outcome: { crawled: CrawledPage } | { failed: FailedPage } | { unchanged: UnchangedPage },
  ): Promise<void> {
    if (writeError) {
      return Promise.reject(writeError.error);
    }
    const { pageId } =
      'crawled' in outcome
        ? outcome.crawled
        : 'failed' in outcome
          ? outcome.failed
          : outcome.unchanged;
    crawled.delete(pageId);
    failed.delete(pageId);
    unchanged.delete(pageId);
    if ('crawled' in outcome) {
      crawled.set(pageId, outcome.crawled);
    } else if ('failed' in outcome) {
      failed.set(pageId, outcome.failed);
    } else {
      unchanged.set(pageId, outcome.unchanged);
    }
    const held = crawled.size + failed.size + unchanged.size;
    if (held >= policy.maxPages) {
      return flush();
    }
    if (!timer) {
      // A write it starts reports its failure to the next add or flush.
      timer = setTimeout(() => void flush().catch(() => undefined), policy.maxWaitMs);
      timer.unref?.();
    }
    return writes;
  }

  return { add, flush };
}
