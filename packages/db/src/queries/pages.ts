import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pages } from '../schema/pages';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

const INSERT_CHUNK = 500;

/**
 * Records the pages discovery found, in order, with when their sitemap says each last changed
 * (`lastModified`, ISO 8601; none for a page without one). New URLs are added as pending;
 * known ones keep their crawl data; pending pages discovery no longer lists are dropped.
 * 500 URLs a statement with a turn of the event loop before each (embedded PGlite runs them on
 * the API's thread, and statements awaited back to back never give the loop a turn), and the
 * URLs kept sent as one parameter rather than one each (binding 5,000 held it too).
 */
export async function saveDiscoveredPages(
  db: Db,
  {
    urls,
    source,
    lastModified = new Map(),
    ...scope
  }: WebsiteScope & {
    urls: string[];
    source: 'sitemap' | 'crawl';
    lastModified?: ReadonlyMap<string, string>;
  },
): Promise<void> {
  await assertOwnsWebsite(db, scope);
  const { websiteId } = scope;
  for (let start = 0; start < urls.length; start += INSERT_CHUNK) {
    await nextTurn();
    // The chunk's URLs as one JSON parameter, not four parameters a row: drizzle building a
    // 500-row VALUES list (every column, defaults included) was half of each statement's
    // 100–170 ms of CPU on embedded PGlite's thread, and PGlite binding 2,000 values more.
    const chunk = urls.slice(start, start + INSERT_CHUNK);
    const listed = JSON.stringify(chunk);
    const changed = JSON.stringify(chunk.map((url) => lastModified.get(url) ?? null));
    await db.execute(sql`insert into ${pages} (website_id, url, source, position, sitemap_lastmod)
      select ${websiteId}::uuid, listed.url, ${source}::text, ${start}::int + listed.n::int - 1,
        (${changed}::jsonb ->> (listed.n::int - 1))::timestamptz
      from jsonb_array_elements_text(${listed}::jsonb) with ordinality as listed (url, n)
      on conflict (website_id, url) do update
        set position = excluded.position, sitemap_lastmod = excluded.sitemap_lastmod`);
  }
  const stale = and(
    eq(pages.websiteId, websiteId),
    eq(pages.status, 'pending'),
    sql`${pages.source} <> 'manual'`,
  );
  await nextTurn();
  const listed = sql`(select jsonb_array_elements_text(${JSON.stringify(urls)}::jsonb))`;
  await db
    .delete(pages)
    .where(urls.length > 0 ? and(stale, sql`${pages.url} not in ${listed}`) : stale);
}

/** Page counts of the owner's website by crawl status. */
export async function countPagesByStatus(db: Db, scope: WebsiteScope) {
  const rows = await db
    .select({ status: pages.status, n: count() })
    .from(pages)
    .where(inWebsite(pages.websiteId, scope))
    .groupBy(pages.status);
  const counts = { pending: 0, crawling: 0, crawled: 0, error: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
  }
  return { ...counts, total: counts.pending + counts.crawling + counts.crawled + counts.error };
}

// Rows asked for at a time: keeps the IN list of a big export within reason.
const TITLE_CHUNK = 500;

/** The titles of these pages of the owner's website that have one, by URL. */
export async function listPageTitles(
  db: Db,
  { urls, ...scope }: WebsiteScope & { urls: string[] },
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const unique = [...new Set(urls)];
  for (let start = 0; start < unique.length; start += TITLE_CHUNK) {
    const rows = await db
      .select({ url: pages.url, title: pages.title })
      .from(pages)
      .where(
        and(
          inWebsite(pages.websiteId, scope),
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

/** Which of these URLs are pages of the owner's website (exact URLs, as stored). */
export async function findKnownPageUrls(
  db: Db,
  { urls, ...scope }: WebsiteScope & { urls: string[] },
): Promise<Set<string>> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ url: pages.url })
    .from(pages)
    .where(and(inWebsite(pages.websiteId, scope), inArray(pages.url, unique)));
  return new Set(rows.map((row) => row.url));
}
