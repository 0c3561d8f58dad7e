import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pages } from '../schema/pages';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';
import type { PageToCrawl } from './crawled-pages';
import { findPagesToCrawlByUrl } from './linked-pages';

const INSERT_CHUNK = 500;

/**
 * Puts the website's home page first in crawl order, so a crawl capped at max pages always
 * fetches it: the first of `urls` (its spellings, preferred first) already stored is moved
 * to the front, else the first is added as a page found by crawling.
 */
export async function placeHomePageFirst(
  db: Db,
  { urls, ...scope }: WebsiteScope & { urls: string[] },
): Promise<void> {
  await assertOwnsWebsite(db, scope);
  const stored = await db
    .select({ id: pages.id, url: pages.url })
    .from(pages)
    .where(and(inWebsite(pages.websiteId, scope), inArray(pages.url, urls)));
  const home = urls.map((url) => stored.find((row) => row.url === url)).find(Boolean);
  if (home) {
    await db
      .update(pages)
      .set({ position: -1 })
      .where(and(eq(pages.id, home.id), inWebsite(pages.websiteId, scope)));
    return;
  }
  await db
    .insert(pages)
    .values({ websiteId: scope.websiteId, url: urls[0]!, source: 'crawl', position: -1 })
    .onConflictDoNothing();
}

/**
 * Adds these URLs as pages found by crawling, after every page there is, in order; URLs
 * already stored are left as they are. Returns the URLs' pages, to be crawled.
 */
export async function insertLinkedPages(
  db: Db,
  { urls, ...scope }: WebsiteScope & { urls: string[] },
): Promise<PageToCrawl[]> {
  if (urls.length === 0) {
    return [];
  }
  await assertOwnsWebsite(db, scope);
  const [last] = await db
    .select({ position: max(pages.position) })
    .from(pages)
    .where(inWebsite(pages.websiteId, scope));
  const after = (last?.position ?? -1) + 1;
  for (let start = 0; start < urls.length; start += INSERT_CHUNK) {
    await db
      .insert(pages)
      .values(
        urls.slice(start, start + INSERT_CHUNK).map((url, offset) => ({
          websiteId: scope.websiteId,
          url,
          source: 'crawl' as const,
          position: after + start + offset,
        })),
      )
      .onConflictDoNothing();
  }
  return findPagesToCrawlByUrl(db, { ...scope, urls });
}
