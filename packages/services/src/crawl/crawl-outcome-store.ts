import { setImmediate as nextTurn } from 'node:timers/promises';
import { saveCrawlBatch } from '@linkloom/db';
import type { CrawledLink, Db, WebsiteScope } from '@linkloom/db';
import { listingReasonOf } from '@linkloom/engine';
import type { PageText } from '@linkloom/engine';
import type { Clock } from '../ports/clock';
import type { CrawlOutcome } from '../ports/page-crawler';
import { createCrawlBatcher, partsOf } from './crawl-batch';
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
        changed += (await saveCrawlBatch(db, { ...scope, ...part })).length;
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
          links: linksOf(outcome.page, siteHost),
        },
      });
    },
    /** Stores everything held; resolves once every batch so far is written. */
    flush: batcher.flush,
  };
}
