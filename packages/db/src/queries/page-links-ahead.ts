import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { batchOf } from '../json-batch';
import { pageLinks } from '../schema/page-links';
import { pageLinkColumns } from '../page-link-columns';
import { pages } from '../schema/pages';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';
import type { CrawledLink } from './crawled-page-types';

type PageLinksAhead = WebsiteScope & { pageId: string; contentHash: string; links: CrawledLink[] };

/**
 * Adds links of a page of the owner's website ahead of the transaction that stores its crawl,
 * in one statement (a transaction of its own), unless the page's stored content hash already
 * is `contentHash`: an unchanged page keeps the links it has. They sit beside the page's
 * current links until `saveCrawlBatch`, given the page with `linksAddedFrom`, drops those.
 * Returns the smallest id added, or null when none was.
 *
 * For a page with thousands of links (issue 54, item 1): written in the page's own
 * transaction they held embedded PGlite, which every other query waits for, `/api/health`'s
 * included, 0.2 s of CPU for 5,000; added ahead, another query waits for one statement.
 */
export async function addPageLinksAhead(
  db: Db,
  { pageId, contentHash, links, ...scope }: PageLinksAhead,
): Promise<number | null> {
  if (links.length === 0) {
    return null;
  }
  const batch = batchOf(
    links.map((link) => ({
      target_url: link.targetUrl,
      anchor_text: link.anchorText,
      placement: link.placement,
      is_internal: link.isInternal,
      nofollow: link.nofollow,
    })),
    'target_url text, anchor_text text, placement text, is_internal boolean, nofollow boolean',
  );
  const columns = pageLinkColumns();
  // Ids follow the batch's order, as `replaceLinks` writes them: a page's links read by id
  // come in document order.
  const result = await db.execute(sql`
    with added as (
      insert into ${pageLinks} (${sql.join(columns, sql`, `)})
      select ${pages.websiteId}, ${pages.id}, batch.target_url, batch.anchor_text,
        batch.placement, batch.is_internal, batch.nofollow
      from ${pages} cross join ${batch}
      where ${pages.id} = ${pageId} and ${inWebsite(pages.websiteId, scope)}
        and ${pages.contentHash} is distinct from ${contentHash}
      returning ${sql.identifier(pageLinks.id.name)} as id)
    select min(id) as first from added`);
  // A bigint: PGlite reads it as a number, pg as a string.
  const first = result.rows[0]?.['first'];
  return first === null || first === undefined ? null : Number(first);
}

/**
 * Removes the links added ahead (from id `from` on) to a page of the owner's website whose
 * crawl could not be stored, so it keeps the links it had.
 */
export async function dropPageLinksAhead(
  db: Db,
  { pageId, from, ...scope }: WebsiteScope & { pageId: string; from: number },
): Promise<void> {
  await db
    .delete(pageLinks)
    .where(
      and(
        eq(pageLinks.sourcePageId, pageId),
        gte(pageLinks.id, from),
        inWebsite(pageLinks.websiteId, scope),
      ),
    );
}
