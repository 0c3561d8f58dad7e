import type { PageSelection } from '@linkloom/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pageSelectionWhere } from '../page-selection-where';
import { pages } from '../schema/pages';
import { searchConsolePageDays } from '../schema/search-console-page-days';
import { websites } from '../schema/websites';
import type { WebsiteScope } from '../tenant-scope';

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
