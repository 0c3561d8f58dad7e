import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { pageLinks } from '../schema/page-links';
import { pageLinkColumns } from '../page-link-columns';
import { PAGE_TO_CRAWL_COLUMNS } from '../page-to-crawl';
import type { PageToCrawl } from '../page-to-crawl';
import { pages } from '../schema/pages';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';
import type { CrawledPage, FailedPage } from './crawled-page-types';
import { batchOf } from '../json-batch';

// Rows read a statement by listPagesToCrawl: embedded PGlite decodes a result on the API's
// thread, and 5,000 rows at once held it 100–150 ms of CPU at a crawl's start (issue 30).
const CRAWL_LIST_CHUNK = 1_000;

export type { PageToCrawl };

/**
 * For the crawl job: the owner's website's pages in discovery order, at most `limit`, each with
 * its crawl state and when it was last crawled (so a resumed crawl can tell what it already did).
 * Read 1,000 a statement, each after the last one's position and URL, with a turn of the event
 * loop between.
 */
export async function listPagesToCrawl(
  db: Db,
  { limit, ...scope }: WebsiteScope & { limit: number },
): Promise<PageToCrawl[]> {
  const found: PageToCrawl[] = [];
  let after: { position: number; url: string } | null = null;
  while (found.length < limit) {
    if (after) {
      await nextTurn();
    }
    const size = Math.min(CRAWL_LIST_CHUNK, limit - found.length);
    const rows = await db
      .select({ ...PAGE_TO_CRAWL_COLUMNS, position: pages.position })
      .from(pages)
      .where(
        and(
          inWebsite(pages.websiteId, scope),
          after
            ? sql`(${pages.position}, ${pages.url}) > (${after.position}, ${after.url})`
            : undefined,
        ),
      )
      .orderBy(asc(pages.position), asc(pages.url))
      .limit(size);
    found.push(...rows.map(({ position: _position, ...page }) => page));
    const last = rows.at(-1);
    if (!last || rows.length < size) {
      break;
    }
    after = { position: last.position, url: last.url };
  }
  return found;
}

/**
 * Stores what the crawl fetched for pages of the owner's website, in one transaction with a
 * few multi-row statements whatever the batch's size. A crawled page whose content hash is
 * unchanged only has its crawl time moved, so it is not re-analysed; otherwise its text and
 * links are replaced (those added ahead, from its `linksAddedFrom` on, are kept). A failed page keeps what was crawled before and records why. Pages that
 * are not (or no longer) the website's are skipped. Returns the ids of pages whose content changed.
 */
export async function saveCrawlBatch(
  db: Db,
  { crawled, failed, ...scope }: WebsiteScope & { crawled: CrawledPage[]; failed: FailedPage[] },
): Promise<string[]> {
  if (crawled.length === 0 && failed.length === 0) {
    return [];
  }
  return db.transaction(async (tx) => {
    const batchPage = and(eq(pages.id, sql`batch.id`), inWebsite(pages.websiteId, scope));
    const current = new Map<string, string | null>();
    if (crawled.length > 0) {
      const rows = await tx
        .select({ id: pages.id, contentHash: pages.contentHash })
        .from(pages)
        .where(
          and(
            inArray(
              pages.id,
              crawled.map((page) => page.pageId),
            ),
            inWebsite(pages.websiteId, scope),
          ),
        );
      for (const row of rows) {
        current.set(row.id, row.contentHash);
      }
    }
    const stored = crawled.filter((page) => current.has(page.pageId));
    const changed = stored.filter((page) => current.get(page.pageId) !== page.contentHash);
    const unchanged = stored.filter((page) => current.get(page.pageId) === page.contentHash);
    const crawledState = {
      status: 'crawled' as const,
      // A crawled page's note (e.g. that only its first links were read), or null.
      error: sql`batch.note`,
      httpStatus: sql`batch.http_status`,
      listingReason: sql`batch.listing_reason`,
      crawledAt: sql`batch.crawled_at`,
      updatedAt: sql`batch.crawled_at`,
      etag: sql`batch.etag`,
      lastModified: sql`batch.last_modified`,
    };
    const timingOf = (page: CrawledPage) => ({
      id: page.pageId,
      http_status: page.httpStatus,
      listing_reason: page.listingReason,
      crawled_at: page.crawledAt,
      note: page.note ?? null,
      etag: page.etag ?? null,
      last_modified: page.lastModified ?? null,
    });
    // The listing reason is written on every crawl, changed or not, so pages stored before it
    // was read get theirs with their next crawl.
    const timing =
      'id uuid, http_status integer, listing_reason text, crawled_at timestamptz, note text, etag text, last_modified text';
    // A turn of the event loop before each statement: embedded PGlite runs them on the API's
    // thread, and statements awaited one after another never give it one (the transaction
    // still holds the database; the loop answers what needs no query meanwhile).
    if (unchanged.length > 0) {
      await nextTurn();
      await tx
        .update(pages)
        .set(crawledState)
        .from(batchOf(unchanged.map(timingOf), timing))
        .where(batchPage);
    }
    if (changed.length > 0) {
      await nextTurn();
      await tx
        .update(pages)
        .set({
          ...crawledState,
          title: sql`batch.title`,
          contentHash: sql`batch.content_hash`,
          wordCount: sql`batch.word_count`,
          pageText: sql`batch.page_text`,
          contentChangedAt: sql`batch.crawled_at`,
        })
        .from(
          batchOf(
            changed.map((page) => ({
              ...timingOf(page),
              title: page.title,
              content_hash: page.contentHash,
              word_count: page.wordCount,
              page_text: page.pageText,
            })),
            `${timing}, title text, content_hash text, word_count integer, page_text jsonb`,
          ),
        )
        .where(batchPage);
      await nextTurn();
      await replaceLinks(tx, scope, changed);
    }
    if (failed.length > 0) {
      await nextTurn();
      await tx
        .update(pages)
        .set({
          status: 'error',
          error: sql`batch.error`,
          httpStatus: sql`batch.http_status`,
          updatedAt: sql`batch.at`,
        })
        .from(
          batchOf(
            failed.map((page) => ({
              id: page.pageId,
              http_status: page.httpStatus,
              error: page.error,
              at: page.at,
            })),
            'id uuid, http_status integer, error text, at timestamptz',
          ),
        )
        .where(batchPage);
    }
    if (stored.length > 0) {
      await nextTurn();
      await markApprovedLinksSeenLive(tx, scope, stored);
    }
    return changed.map((page) => page.pageId);
  });
}

const LINKS_PER_STATEMENT = 500;

/**
 * Approved suggestions of these crawled pages whose link is now on the page (the same target,
 * the same anchor words, case and spacing aside) are seen live at this crawl, unless an
 * earlier crawl saw them first: impact counts them applied from that day, however they got
 * there (Linkloom's publishing, or the owner's own edit).
 */
async function markApprovedLinksSeenLive(
  db: Db,
  scope: WebsiteScope,
  crawled: CrawledPage[],
): Promise<void> {
  const anchor = (column: SQL) => sql`regexp_replace(lower(btrim(${column})), '\\s+', ' ', 'g')`;
  await db
    .update(linkSuggestions)
    .set({ seenLiveAt: sql`batch.crawled_at` })
    .from(
      sql`${batchOf(
        crawled.map((page) => ({ id: page.pageId, crawled_at: page.crawledAt })),
        'id uuid, crawled_at timestamptz',
      )} join ${pages} on ${pages.id} = batch.id`,
    )
    .where(
      and(
        inWebsite(pages.websiteId, scope),
        eq(linkSuggestions.websiteId, scope.websiteId),
        eq(linkSuggestions.sourceUrl, pages.url),
        inArray(linkSuggestions.status, ['approved', 'applied']),
        isNull(linkSuggestions.seenLiveAt),
        sql`exists (select 1 from ${pageLinks} where ${pageLinks.sourcePageId} = ${pages.id}
          and ${pageLinks.websiteId} = ${pages.websiteId}
          and ${pageLinks.targetUrl} = ${linkSuggestions.targetUrl}
          and ${anchor(sql`${pageLinks.anchorText}`)} = ${anchor(sql`${linkSuggestions.anchorText}`)})`,
      ),
    );
}

/** The links of these pages of the owner's website become the ones crawled now. */
async function replaceLinks(db: Db, scope: WebsiteScope, crawled: CrawledPage[]): Promise<void> {
  const keptAhead = crawled.flatMap(({ pageId, linksAddedFrom: from = null }) =>
    from === null
      ? []
      : [sql`not (${pageLinks.sourcePageId} = ${pageId} and ${pageLinks.id} >= ${from})`],
  );
  await db.delete(pageLinks).where(
    and(
      inArray(
        pageLinks.sourcePageId,
        crawled.map((page) => page.pageId),
      ),
      inWebsite(pageLinks.websiteId, scope),
      ...keptAhead,
    ),
  );
  await nextTurn();
  const links = crawled.flatMap((page) =>
    page.links.map((link) => ({
      source_page_id: page.pageId,
      target_url: link.targetUrl,
      anchor_text: link.anchorText,
      placement: link.placement,
      is_internal: link.isInternal,
      nofollow: link.nofollow,
    })),
  );
  // One jsonb parameter rather than seven a link: building and binding thousands of
  // parameters cost more than the insert itself. At most LINKS_PER_STATEMENT a statement, with a
  // turn of the event loop between (embedded PGlite runs each on the API's thread): a page of
  // 5,000 links is ten statements, not one that holds the loop.
  const columns = pageLinkColumns();
  for (let start = 0; start < links.length; start += LINKS_PER_STATEMENT) {
    await nextTurn();
    const batch = batchOf(
      links.slice(start, start + LINKS_PER_STATEMENT),
      'source_page_id uuid, target_url text, anchor_text text, placement text, is_internal boolean, nofollow boolean',
    );
    await db.execute(sql`
      insert into ${pageLinks} (${sql.join(columns, sql`, `)})
      select ${pages.websiteId}, batch.source_page_id, batch.target_url, batch.anchor_text,
        batch.placement, batch.is_internal, batch.nofollow
      from ${batch} join ${pages} on ${pages.id} = batch.source_page_id
      where ${inWebsite(pages.websiteId, scope)}`);
  }
}
