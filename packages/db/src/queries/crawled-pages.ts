import { readStoredPageText } from '@linkloom/contracts';
import type { StoredPageText } from '@linkloom/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pageLinks } from '../schema/page-links';
import { pages } from '../schema/pages';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

export type CrawledLink = {
  targetUrl: string;
  anchorText: string;
  placement: 'main' | 'navigation' | 'header' | 'footer' | 'sidebar';
  isInternal: boolean;
  nofollow: boolean;
};

/** For the crawl job: the owner's website's pages in discovery order, at most `limit`. */
export async function listPagesToCrawl(
  db: Db,
  { limit, ...scope }: WebsiteScope & { limit: number },
) {
  return db
    .select({ id: pages.id, url: pages.url, contentHash: pages.contentHash })
    .from(pages)
    .where(inWebsite(pages.websiteId, scope))
    .orderBy(asc(pages.position), asc(pages.url))
    .limit(limit);
}

type CrawledPage = {
  pageId: string;
  title: string;
  httpStatus: number;
  contentHash: string;
  wordCount: number;
  pageText: StoredPageText;
  crawledAt: Date;
  links: CrawledLink[];
};

/**
 * Stores a crawled page of the owner's website. When its content hash is unchanged only the
 * crawl time moves, so the page is not re-analysed; otherwise its text and links are replaced.
 * Returns whether the content changed.
 */
export async function saveCrawledPage(
  db: Db,
  { page, ...scope }: WebsiteScope & { page: CrawledPage },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const thisPage = and(eq(pages.id, page.pageId), inWebsite(pages.websiteId, scope));
    const [current] = await tx
      .select({ contentHash: pages.contentHash })
      .from(pages)
      .where(thisPage);
    if (!current) {
      return false;
    }
    const changed = current.contentHash !== page.contentHash;
    const base = {
      status: 'crawled' as const,
      error: null,
      httpStatus: page.httpStatus,
      crawledAt: page.crawledAt,
      updatedAt: page.crawledAt,
    };
    if (!changed) {
      await tx.update(pages).set(base).where(thisPage);
      return false;
    }
    await tx
      .update(pages)
      .set({
        ...base,
        title: page.title,
        contentHash: page.contentHash,
        wordCount: page.wordCount,
        pageText: page.pageText,
        contentChangedAt: page.crawledAt,
      })
      .where(thisPage);
    await tx
      .delete(pageLinks)
      .where(and(eq(pageLinks.sourcePageId, page.pageId), inWebsite(pageLinks.websiteId, scope)));
    if (page.links.length > 0) {
      const { websiteId } = scope;
      await tx
        .insert(pageLinks)
        .values(page.links.map((link) => ({ ...link, websiteId, sourcePageId: page.pageId })));
    }
    return true;
  });
}

/** Records why a page of the owner's website could not be crawled; what was crawled before is kept. */
export async function saveFailedPage(
  db: Db,
  {
    pageId,
    httpStatus,
    error,
    at,
    ...scope
  }: WebsiteScope & { pageId: string; httpStatus: number | null; error: string; at: Date },
): Promise<void> {
  await db
    .update(pages)
    .set({ status: 'error', error, httpStatus, updatedAt: at })
    .where(and(eq(pages.id, pageId), inWebsite(pages.websiteId, scope)));
}

/**
 * For the processing job: a batch of the owner's website's crawled pages (text and hashes)
 * after `afterId`, in id order, so a big site is read in pages of rows. A text that no
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

/** Records the fingerprint (content and site, see the processing service) each page was analysed at. */
export async function markPagesAnalyzed(
  db: Db,
  {
    pageHashes,
    ...scope
  }: WebsiteScope & { pageHashes: Array<{ url: string; contentHash: string }> },
) {
  for (const { url, contentHash } of pageHashes) {
    await db
      .update(pages)
      .set({ analyzedHash: contentHash })
      .where(and(inWebsite(pages.websiteId, scope), eq(pages.url, url)));
  }
}
