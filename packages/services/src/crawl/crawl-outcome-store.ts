import { setImmediate as nextTurn } from 'node:timers/promises';
import { markPagesUnchanged, saveCrawlBatch } from '@linkloom/db';
import type { CrawledLink, CrawledPage, Db, FailedPage, WebsiteScope } from '@linkloom/db';
import { listingReasonOf } from '@linkloom/engine';
import type { PageText } from '@linkloom/engine';
import type { Clock } from '../ports/clock';
import type { CrawlOutcome } from '../ports/page-crawler';
import { CRAWL_WRITE_PART, createCrawlBatcher, partsOf } from './crawl-batch';
import { dropLinksAhead, withLinksAhead } from './links-ahead';
import type { CrawlBatch, CrawlBatchPolicy } from './crawl-batch';

function linksOf(page: PageText, siteHost: string): CrawledLink[] {
  return page.links.map((link) => ({
    targetUrl: link.href,
    anchorText: link.anchorText.slice(0, 500),
    placement: link.placement,
    isInternal: new URL(link.href).host === siteHost,
    nofollow: link.rel.includes('nofollow'),
  }));
}

/** What a page that could not be stored shows as its crawl error. */
export function unstoredPageMessage(error: unknown): string {
  // The database's own words, not the query a driver wraps them in.
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) {
    cause = cause.cause;
  }
  const reason = (cause instanceof Error ? cause.message : String(cause)).slice(0, 200);
  return `The page could not be stored (${reason}), so it was skipped.`;
}

/**
 * Writes one part (a page's links past `CRAWL_WRITE_PART.maxLinks` added ahead of it, see
 * `withLinksAhead`); when the database refuses it, writes its pages one at a time, so a page it
 * cannot hold fails alone, with its reason, and the others are stored (issue 54, item 2). When
 * even the failures cannot be written, the database itself is failing: the part's error stands.
 */
async function savePart(db: Db, scope: WebsiteScope, given: CrawlBatch): Promise<number> {
  const unchanged = given.unchanged ?? [];
  if (unchanged.length > 0) {
    const at = new Date(Math.max(...unchanged.map((page) => page.at.getTime())));
    await markPagesUnchanged(db, { ...scope, pageIds: unchanged.map((page) => page.pageId), at });
  }
  const part = { ...given, crawled: [] as CrawledPage[] };
  for (const page of given.crawled) {
    part.crawled.push(await withLinksAhead(db, scope, page, CRAWL_WRITE_PART.maxLinks));
  }
  try {
    return (await saveCrawlBatch(db, { ...scope, ...part })).length;
  } catch (error) {
    if (part.crawled.length === 0) {
      throw error;
    }
    let changed = 0;
    const unstored: FailedPage[] = [];
    for (const page of part.crawled) {
      try {
        changed += (await saveCrawlBatch(db, { ...scope, crawled: [page], failed: [] })).length;
      } catch (pageError) {
        await dropLinksAhead(db, scope, page);
        const { pageId, httpStatus, crawledAt: at } = page;
        unstored.push({ pageId, httpStatus, error: unstoredPageMessage(pageError), at });
      }
    }
    try {
      await saveCrawlBatch(db, { ...scope, crawled: [], failed: [...part.failed, ...unstored] });
    } catch {
      throw error;
    }
    return changed;
  }
}

/** What a crawled page's status says when only its first links were read; null otherwise. */
export function unreadLinksNote(page: PageText): string | null {
  if (page.linksFound === undefined || page.linksFound <= page.links.length) {
    return null;
  }
  const format = (count: number) => count.toLocaleString('en');
  return `Only the first ${format(page.links.length)} of its ${format(page.linksFound)} links were read: a page with more is a list no reader follows, and reading them all would hold up the rest of Linkloom.`;
}

type OutcomeStoreOptions = {
  db: Db;
  clock: Clock;
  policy: CrawlBatchPolicy;
  scope: WebsiteScope;
  siteHost: string;
  /** Hears of each batch once it is written, with the number of pages whose content changed. */
  onStored: (batch: CrawlBatch, changed: number) => Promise<void>;
};

/**
 * Stores a crawl's outcomes for one website in batches (see `DEFAULT_CRAWL_BATCH`), each written
 * in parts (`CRAWL_WRITE_PART`). A crash mid-batch keeps the parts written: each page's text and
 * links are stored together or not at all, and a page not stored is fetched again.
 */
export function createOutcomeStore({
  db,
  clock,
  policy,
  scope,
  siteHost,
  onStored,
}: OutcomeStoreOptions) {
  const batcher = createCrawlBatcher({
    policy,
    // Part by part (`CRAWL_WRITE_PART`), a transaction each; heard of once all are written.
    write: async (batch) => {
      let changed = 0;
      for (const part of partsOf(batch)) {
        changed += await savePart(db, scope, part);
        await nextTurn();
      }
      await onStored(batch, changed);
    },
  });
  return {
    /** Holds what fetching one page gave, its text and links or why it failed, to be stored. */
    add(pageId: string, outcome: CrawlOutcome & { kind: 'page' }): Promise<void> {
      const at = clock.now();
      if (!outcome.ok) {
        return batcher.add({
          failed: { pageId, httpStatus: outcome.status ?? null, error: outcome.error, at },
        });
      }
      return batcher.add({
        crawled: {
          pageId,
          title: outcome.page.title,
          httpStatus: outcome.page.status,
          contentHash: outcome.contentHash,
          wordCount: outcome.page.wordCount,
          pageText: outcome.page,
          listingReason: listingReasonOf(outcome.page),
          crawledAt: at,
          etag: outcome.validators?.etag ?? null,
          lastModified: outcome.validators?.lastModified ?? null,
          links: linksOf(outcome.page, siteHost),
          note: unreadLinksNote(outcome.page),
        },
      });
    },
    /** Holds that a page answered 304 Not Modified: its stored text, links and analysis stand. */
    unchanged(pageId: string): Promise<void> {
      return batcher.add({ unchanged: { pageId, at: clock.now() } });
    },
    /** Stores everything held; resolves once every batch so far is written. */
    flush: batcher.flush,
  };
}
