import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pageLinks } from '../schema/page-links';
import { pages } from '../schema/pages';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';
import { PAGE_TO_CRAWL_COLUMNS } from '../page-to-crawl';
import type { PageToCrawl } from '../page-to-crawl';

// Source pages (or URLs) a statement: keeps each IN list and each result within reason, with a
// turn of the event loop between (embedded PGlite runs every statement on the API's thread).
const CHUNK = 500;

/**
 * The same-host URLs these pages of the owner's website link to, each once: the pages in the
 * order given, each page's links in the order stored. Only these pages' links are read, so a
 * crawl that follows links round by round reads each link once, not the whole site's each round.
 */
export async function listLinkTargetsOf(
  db: Db,
  { sourcePageIds, ...scope }: WebsiteScope & { sourcePageIds: string[] },
): Promise<string[]> {
  const seen = new Set<string>();
  for (let start = 0; start < sourcePageIds.length; start += CHUNK) {
    if (start > 0) {
      await nextTurn();
    }
    const chunk = sourcePageIds.slice(start, start + CHUNK);
    const rows = await db
      .select({
        url: pageLinks.targetUrl,
        source: pageLinks.sourcePageId,
        first: min(pageLinks.id),
      })
      .from(pageLinks)
      .where(
        and(
          inArray(pageLinks.sourcePageId, chunk),
          eq(pageLinks.isInternal, true),
          inWebsite(pageLinks.websiteId, scope),
        ),
      )
      .groupBy(pageLinks.sourcePageId, pageLinks.targetUrl)
      .orderBy(asc(min(pageLinks.id)));
    const order = new Map(chunk.map((id, index) => [id, index]));
    rows.sort((a, b) => order.get(a.source)! - order.get(b.source)!);
    for (const row of rows) {
      seen.add(row.url);
    }
  }
  return [...seen];
}

/**
 * These URLs' pages of the owner's website, as the crawl job lists them (`listPagesToCrawl`),
 * in no particular order; URLs that are no page are left out.
 */
export async function findPagesToCrawlByUrl(
  db: Db,
  { urls, ...scope }: WebsiteScope & { urls: string[] },
): Promise<PageToCrawl[]> {
  const found: PageToCrawl[] = [];
  const unique = [...new Set(urls)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    if (start > 0) {
      await nextTurn();
    }
    found.push(
      ...(await db
        .select(PAGE_TO_CRAWL_COLUMNS)
        .from(pages)
        .where(
          and(
            inArray(pages.url, unique.slice(start, start + CHUNK)),
            inWebsite(pages.websiteId, scope),
          ),
        )),
    );
  }
  return found;
}
