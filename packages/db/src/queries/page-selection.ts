import type { PageSelection } from '@linkloom/contracts';
import { STRIKING_DISTANCE } from '@linkloom/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pageLinks } from '../schema/page-links';
import { pages } from '../schema/pages';
import { searchConsoleConnections } from '../schema/search-console-connections';
import { searchConsolePageDays } from '../schema/search-console-page-days';
import { websites } from '../schema/websites';
import type { WebsiteScope } from '../tenant-scope';

// Search Console figures a page's "could rank" reads: the last four weeks of imported data.
const COULD_RANK_DAYS = 28;

// The same page in Search Console and in the crawl, whatever the scheme, `www.` or last slash.
const comparable = (url: unknown) =>
  sql`regexp_replace(rtrim(${url}, '/'), '^https?://(www\\.)?', '')`;

/** `%` and `_` typed by the owner are letters, not wildcards. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The conditions on `pages` of the owner's website that a selection (issue 55) adds: a
 * substring of the URL or title, a folder (the path starts with it) and the filter.
 */
export function pageSelectionWhere(websiteId: string, selection: PageSelection): SQL {
  const conditions: Array<SQL | undefined> = [];
  if (selection.search) {
    const pattern = `%${likeText(selection.search)}%`;
    conditions.push(sql`(${pages.url} ilike ${pattern} or ${pages.title} ilike ${pattern})`);
  }
  if (selection.folder) {
    const prefix = `${likeText(selection.folder)}%`;
    conditions.push(sql`regexp_replace(${pages.url}, '^[a-z]+://[^/]+', '', 'i') like ${prefix}`);
  }
  if (selection.filter === 'not_analysed') {
    conditions.push(sql`${pages.analyzedHash} is null`);
  }
  if (selection.filter === 'orphans') {
    // Crawled, and no other page of the site links to it (the home page is never an orphan).
    conditions.push(sql`${pages.status} = 'crawled' and ${pages.position} >= 0 and not exists (
      select 1 from ${pageLinks}
      where ${pageLinks.websiteId} = ${websiteId} and ${pageLinks.isInternal}
        and ${pageLinks.targetUrl} = ${pages.url} and ${pageLinks.sourcePageId} <> ${pages.id})`);
  }
  if (selection.filter === 'could_rank') {
    conditions.push(sql`${comparable(pages.url)} in (
      select ${comparable(searchConsolePageDays.page)} from ${searchConsolePageDays}
      where ${searchConsolePageDays.websiteId} = ${websiteId}
        and ${searchConsolePageDays.day} > (select data_through - ${COULD_RANK_DAYS}::int
          from ${searchConsoleConnections} where website_id = ${websiteId})
      group by 1
      having sum(${searchConsolePageDays.impressions}) > 0
        and sum(${searchConsolePageDays.position} * ${searchConsolePageDays.impressions})
          / nullif(sum(${searchConsolePageDays.impressions}), 0)
          between ${STRIKING_DISTANCE.minPosition} and ${STRIKING_DISTANCE.maxPosition})`);
  }
  return and(...conditions) ?? sql`true`;
}

/** Whether the owner's website has imported Search Console figures ("could rank" needs them). */
export async function hasSearchFigures(db: Db, { ownerId, websiteId }: WebsiteScope) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(searchConsolePageDays)
    .innerJoin(websites, eq(websites.id, searchConsolePageDays.websiteId))
    .where(and(eq(searchConsolePageDays.websiteId, websiteId), eq(websites.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}

/**
 * "Select all N matching": the URLs of the owner's website's pages the selection matches, in
 * the lists' order, at most `limit`. Empty for another owner's website.
 */
export async function listMatchingPageUrls(
  db: Db,
  {
    ownerId,
    websiteId,
    selection,
    limit,
  }: WebsiteScope & { selection: PageSelection; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ url: pages.url })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .where(
      and(
        eq(pages.websiteId, websiteId),
        eq(websites.ownerId, ownerId),
        pageSelectionWhere(websiteId, selection),
      ),
    )
    .orderBy(asc(pages.position), asc(pages.url))
    .limit(limit);
  return rows.map((row) => row.url);
}
