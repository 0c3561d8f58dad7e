import { insertLinkedPages, listLinkTargetsOf } from '@linkloom/db';
import type { Db, PageToCrawl, WebsiteScope } from '@linkloom/db';
import { comparableUrl } from '@linkloom/engine';

type LinkFollowing = {
  db: Db;
  scope: WebsiteScope;
  /** Every page of the crawl so far, under any spelling of its URL (`comparableUrl`); grows. */
  known: Set<string>;
  /** Whether a linked URL may be a page of the crawl (a page, not a file; the patterns pass it). */
  passes: (url: string) => boolean;
};

/**
 * One round of following links: the same-host URLs the pages of the last round (`sourcePageIds`)
 * link to that no page is yet, at most `room` of them, are stored as pages and returned to be
 * crawled. Only the last round's links are read, so a crawl reads each link once in all.
 */
export async function followLinksOf(
  { db, scope, known, passes }: LinkFollowing,
  sourcePageIds: string[],
  room: number,
): Promise<PageToCrawl[]> {
  const linked = await listLinkTargetsOf(db, { ...scope, sourcePageIds });
  const fresh: string[] = [];
  for (const url of linked) {
    if (fresh.length >= room) {
      break;
    }
    const key = comparableUrl(url);
    if (!known.has(key) && passes(url)) {
      known.add(key);
      fresh.push(url);
    }
  }
  const stored = await insertLinkedPages(db, { ...scope, urls: fresh });
  // In the order the links were found, as the crawl order of pages found by links has always been.
  const order = new Map(fresh.map((url, index) => [url, index]));
  return stored.sort((a, b) => order.get(a.url)! - order.get(b.url)!);
}
