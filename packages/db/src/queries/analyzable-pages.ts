import { readStoredPageText } from '@linkloom/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pages } from '../schema/pages';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';
import { batchOf } from '../json-batch';

/**
 * For the processing job: a batch of the owner's website's crawled pages (text, hashes and
 * whether the owner links it anyway) after `afterId`, in id order, so a big site is read in pages of rows. A text that no
 * longer reads as one is null.
 */
export async function listAnalyzablePages(
  db: Db,
  { afterId, limit, ...scope }: WebsiteScope & { afterId: string | null; limit: number },
) {
  const rows = await db
    .select({
      id: pages.id,
      url: pages.url,
      title: pages.title,
      pageText: pages.pageText,
      contentHash: pages.contentHash,
      analyzedHash: pages.analyzedHash,
      listingReason: pages.listingReason,
      linkedAnyway: pages.linkedAnyway,
    })
    .from(pages)
    .where(
      and(
        inWebsite(pages.websiteId, scope),
        eq(pages.status, 'crawled'),
        afterId ? gt(pages.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(pages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, pageText: readStoredPageText(row.pageText) }));
}

/** For the processing job: when each of these pages of the owner's website was last crawled. */
export async function listPageCrawlTimes(
  db: Db,
  { urls, ...scope }: WebsiteScope & { urls: string[] },
) {
  if (urls.length === 0) {
    return [];
  }
  return db
    .select({ url: pages.url, crawledAt: pages.crawledAt })
    .from(pages)
    .where(
      and(inWebsite(pages.websiteId, scope), eq(pages.status, 'crawled'), inArray(pages.url, urls)),
    );
}

/**
 * Records the fingerprint (content and site, see the processing service) each page was analysed
 * at, in one statement however many pages.
 */
export async function markPagesAnalyzed(
  db: Db,
  {
    pageHashes,
    ...scope
  }: WebsiteScope & { pageHashes: Array<{ url: string; contentHash: string }> },
) {
  if (pageHashes.length === 0) {
    return;
  }
  await db
    .update(pages)
    .set({ analyzedHash: sql`batch.content_hash` })
    .from(
      batchOf(
        pageHashes.map(({ url, contentHash }) => ({ url, content_hash: contentHash })),
        'url text, content_hash text',
      ),
    )
    .where(and(eq(pages.url, sql`batch.url`), inWebsite(pages.websiteId, scope)));
}
