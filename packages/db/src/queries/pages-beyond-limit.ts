import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pages } from '../schema/pages';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/**
 * Removes the owner's website's found pages that no crawl will fetch: those still pending after
 * the first `keep` in crawl order (position, then URL), where a crawl capped at max pages never
 * reaches (the home page added to a full sitemap, issue 55). Pages the owner asked for by hand
 * and pages already crawled stay. Returns how many were removed, to count as beyond the limit.
 */
export async function dropPendingPagesBeyond(
  db: Db,
  { keep, ...scope }: WebsiteScope & { keep: number },
): Promise<number> {
  const inCrawlOrder = db
    .select({ id: pages.id })
    .from(pages)
    .where(inWebsite(pages.websiteId, scope))
    .orderBy(pages.position, pages.url)
    .limit(keep);
  const dropped = await db
    .delete(pages)
    .where(
      and(
        inWebsite(pages.websiteId, scope),
        eq(pages.status, 'pending'),
        sql`${pages.source} <> 'manual'`,
        sql`${pages.id} not in ${inCrawlOrder}`,
      ),
    )
    .returning({ id: pages.id });
  return dropped.length;
}
