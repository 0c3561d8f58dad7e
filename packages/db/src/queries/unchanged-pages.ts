import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pages } from '../schema/pages';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

const IDS_PER_STATEMENT = 500;

/**
 * Crawled pages of the owner's website whose server answered 304 Not Modified: only their crawl
 * time moves (a resumed crawl reads it to skip them); their text, links, hash and analysis stay
 * as stored. Pages not crawled (pending, failed) are left alone. Returns how many were marked.
 */
export async function markPagesUnchanged(
  db: Db,
  { pageIds, at, ...scope }: WebsiteScope & { pageIds: string[]; at: Date },
): Promise<number> {
  let marked = 0;
  for (let start = 0; start < pageIds.length; start += IDS_PER_STATEMENT) {
    const rows = await db
      .update(pages)
      .set({ crawledAt: at, updatedAt: at })
      .where(
        and(
          inArray(pages.id, pageIds.slice(start, start + IDS_PER_STATEMENT)),
          eq(pages.status, 'crawled'),
          inWebsite(pages.websiteId, scope),
        ),
      )
      .returning({ id: pages.id });
    marked += rows.length;
  }
  return marked;
}
