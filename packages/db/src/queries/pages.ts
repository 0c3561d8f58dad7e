import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pages } from '../schema/pages';

const INSERT_CHUNK = 500;

/**
 * Records the pages discovery found, in order. New URLs are added as pending;
 * known ones keep their crawl data; pending pages discovery no longer lists are dropped.
 */
export async function saveDiscoveredPages(
  db: Db,
  { websiteId, urls, source }: { websiteId: string; urls: string[]; source: 'sitemap' | 'crawl' },
): Promise<void> {
  for (let start = 0; start < urls.length; start += INSERT_CHUNK) {
    const chunk = urls
      .slice(start, start + INSERT_CHUNK)
      .map((url, offset) => ({ websiteId, url, source, position: start + offset }));
    await db
      .insert(pages)
      .values(chunk)
      .onConflictDoUpdate({
        target: [pages.websiteId, pages.url],
        set: { position: sql`excluded.position` },
      });
  }
  const stale = and(
    eq(pages.websiteId, websiteId),
    eq(pages.status, 'pending'),
    sql`${pages.source} <> 'manual'`,
  );
  await db.delete(pages).where(urls.length > 0 ? and(stale, notInArray(pages.url, urls)) : stale);
}

/** One page of a website's pages in discovery order, with the total. */
export async function listPages(
  db: Db,
  { websiteId, page, limit }: { websiteId: string; page: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: pages.id,
        url: pages.url,
        title: pages.title,
        status: pages.status,
        crawledAt: pages.crawledAt,
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .where(eq(pages.websiteId, websiteId))
      .orderBy(asc(pages.position), asc(pages.url))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pages).where(eq(pages.websiteId, websiteId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Page counts of a website by crawl status. */
export async function countPagesByStatus(db: Db, websiteId: string) {
  const rows = await db
    .select({ status: pages.status, n: count() })
    .from(pages)
    .where(eq(pages.websiteId, websiteId))
    .groupBy(pages.status);
  const counts = { pending: 0, crawling: 0, crawled: 0, error: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
  }
  return { ...counts, total: counts.pending + counts.crawling + counts.crawled + counts.error };
}

// Rows asked for at a time: keeps the IN list of a big export within reason.
const TITLE_CHUNK = 500;

/** The titles of these pages of a website that have one, by URL. Callers check ownership. */
export async function listPageTitles(
  db: Db,
  { websiteId, urls }: { websiteId: string; urls: string[] },
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const unique = [...new Set(urls)];
  for (let start = 0; start < unique.length; start += TITLE_CHUNK) {
    const rows = await db
      .select({ url: pages.url, title: pages.title })
      .from(pages)
      .where(
        and(
          eq(pages.websiteId, websiteId),
          inArray(pages.url, unique.slice(start, start + TITLE_CHUNK)),
        ),
      );
    for (const row of rows) {
      if (row.title) {
        titles.set(row.url, row.title);
      }
    }
  }
  return titles;
}
