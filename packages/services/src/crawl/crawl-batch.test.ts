import type { CrawledPage } from '@linkloom/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCrawlBatcher, partsOf } from './crawl-batch';
import type { CrawlBatch } from './crawl-batch';

const at = new Date('2026-11-20T10:00:00Z');

function crawled(pageId: string, contentHash = 'h', links = 0): { crawled: CrawledPage } {
  return {
    crawled: {
      pageId,
      title: pageId,
      httpStatus: 200,
      contentHash,
      wordCount: 1,
      pageText: {} as CrawledPage['pageText'],
      listingReason: null,
      crawledAt: at,
      links: Array.from({ length: links }, (_, n) => ({
        targetUrl: `https://example.com/${n}`,
        anchorText: 'a',
        placement: 'main' as const,
        isInternal: true,
        nofollow: false,
      })),
    },
  };
}

const failed = (pageId: string) => ({ failed: { pageId, httpStatus: 500, error: 'x', at } });

/** The page ids of each write, crawled then failed. */
function recorder() {
  const writes: string[][] = [];
  const write = async (batch: CrawlBatch) => {
    writes.push([
      ...batch.crawled.map((page) => `${page.pageId}:${page.contentHash}`),
      ...batch.failed.map((page) => `${page.pageId}:failed`),
    ]);
  };
  return { writes, write };
}

describe('crawl batcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes once it holds maxPages pages, crawled and failed alike', async () => {
    const { writes, write } = recorder();
    const batcher = createCrawlBatcher({ policy: { maxPages: 3, maxWaitMs: 1_000 }, write });

    await batcher.add(crawled('a'));
    await batcher.add(failed('b'));
    expect(writes).toEqual([]);
    await batcher.add(crawled('c'));

    expect(writes).toEqual([['a:h', 'c:h', 'b:failed']]);
  });

  it('writes what it holds once the first page has waited maxWaitMs', async () => {
    const { writes, write } = recorder();
    const batcher = createCrawlBatcher({ policy: { maxPages: 100, maxWaitMs: 1_000 }, write });

    await batcher.add(crawled('a'));
    await vi.advanceTimersByTimeAsync(600);
    await batcher.add(crawled('b'));
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);

    expect(writes).toEqual([['a:h', 'b:h']]);
    await batcher.add(crawled('c'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes).toEqual([['a:h', 'b:h'], ['c:h']]);
  });

  it('holds at most one batch while a write is in flight, and flushes the rest after it', async () => {
    const writes: string[][] = [];
    let release = () => {};
    const write = async (batch: CrawlBatch) => {
      if (writes.length === 0) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      writes.push(batch.crawled.map((page) => page.pageId));
    };
    const batcher = createCrawlBatcher({ policy: { maxPages: 2, maxWaitMs: 1_000 }, write });

    await batcher.add(crawled('a'));
    const full = batcher.add(crawled('b'));
    let heldAdded = false;
    const held = batcher.add(crawled('c')).then(() => {
      heldAdded = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(heldAdded).toBe(false);
    const flushed = batcher.flush();
    release();
    await Promise.all([full, held, flushed]);

    expect(writes).toEqual([['a', 'b'], ['c']]);
    await vi.advanceTimersByTimeAsync(5_000);
    await batcher.flush();
    expect(writes).toHaveLength(2);
  });

  it('keeps the last outcome of a page given twice before its write', async () => {
    const { writes, write } = recorder();
    const batcher = createCrawlBatcher({ policy: { maxPages: 10, maxWaitMs: 1_000 }, write });

    await batcher.add(crawled('a', 'old'));
    await batcher.add(failed('b'));
    await batcher.add(crawled('a', 'new'));
    await batcher.add(crawled('b'));
    await batcher.add(failed('a'));
    await batcher.flush();

    expect(writes).toEqual([['b:h', 'a:failed']]);
  });

  it('fails every later add and flush once a write failed, a timed one too', async () => {
    const broken = new Error('database gone');
    const batcher = createCrawlBatcher({
      policy: { maxPages: 10, maxWaitMs: 1_000 },
      write: () => Promise.reject(broken),
    });

    await batcher.add(crawled('a'));
    await vi.advanceTimersByTimeAsync(1_000);

    await expect(batcher.add(crawled('b'))).rejects.toBe(broken);
    await expect(batcher.flush()).rejects.toBe(broken);
  });
});

describe('partsOf', () => {
  const idsOf = (parts: CrawlBatch[]) =>
    parts.map((part) => [
      ...part.crawled.map((page) => page.pageId),
      ...part.failed.map((page) => `${page.pageId}:failed`),
    ]);

  it('splits a batch into parts of at most maxPages pages, in order, failed pages with the last', () => {
    const batch = {
      crawled: ['a', 'b', 'c', 'd', 'e'].map((id) => crawled(id).crawled),
      failed: [failed('f').failed],
    };
    expect(idsOf(partsOf(batch, { maxPages: 2, maxLinks: 100 }))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f:failed'],
    ]);
  });

  it('closes a part before it would pass maxLinks, and gives a page over it a part of its own', () => {
    const batch = {
      crawled: [
        crawled('a', 'h', 3).crawled,
        crawled('b', 'h', 3).crawled,
        crawled('huge', 'h', 50).crawled,
        crawled('c', 'h', 1).crawled,
      ],
      failed: [],
    };
    expect(idsOf(partsOf(batch, { maxPages: 10, maxLinks: 5 }))).toEqual([
      ['a'],
      ['b'],
      ['huge'],
      ['c'],
    ]);
    expect(idsOf(partsOf(batch, { maxPages: 10, maxLinks: 6 }))).toEqual([
      ['a', 'b'],
      ['huge'],
      ['c'],
    ]);
  });

  it('writes failed pages alone when nothing was crawled, and nothing for an empty batch', () => {
    expect(idsOf(partsOf({ crawled: [], failed: [failed('x').failed] }))).toEqual([['x:failed']]);
    expect(partsOf({ crawled: [], failed: [] })).toEqual([]);
  });
});
