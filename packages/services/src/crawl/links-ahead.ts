import { setImmediate as nextTurn } from 'node:timers/promises';
import { addPageLinksAhead, dropPageLinksAhead } from '@linkloom/db';
import type { CrawledPage, Db, WebsiteScope } from '@linkloom/db';

/** Links added ahead a statement: about 20–35 ms of PGlite's CPU on the API's thread. */
export const LINKS_AHEAD_STATEMENT = 500;

/**
 * The page as its crawl's transaction should write it. A page with more than `maxLinks` links
 * has them added ahead, `LINKS_AHEAD_STATEMENT` a statement with a turn of the event loop
 * between, and comes back with none and `linksAddedFrom`: the transaction then only drops the
 * previous crawl's links. Embedded PGlite makes every other query, `/api/health`'s included,
 * wait for a transaction to end, and 5,000 links in the page's own held it 0.2 s of CPU
 * (issue 54, item 1). An unchanged page (or one no longer the website's) comes back as given.
 *
 * Until that transaction ends, readers see the page's old and new links together; should it
 * never end (the process stopped), the page's next stored crawl drops every link before its
 * own, those added here included.
 */
export async function withLinksAhead(
  db: Db,
  scope: WebsiteScope,
  page: CrawledPage,
  maxLinks: number,
): Promise<CrawledPage> {
  if (page.links.length <= maxLinks) {
    return page;
  }
  let from: number | null = null;
  for (let start = 0; start < page.links.length; start += LINKS_AHEAD_STATEMENT) {
    await nextTurn();
    const first = await addPageLinksAhead(db, {
      ...scope,
      pageId: page.pageId,
      contentHash: page.contentHash,
      links: page.links.slice(start, start + LINKS_AHEAD_STATEMENT),
    });
    if (from === null) {
      if (first === null) {
        return page;
      }
      from = first;
    }
  }
  return { ...page, links: [], linksAddedFrom: from };
}

/** A page whose crawl could not be stored keeps the links it had: those added ahead go. */
export async function dropLinksAhead(
  db: Db,
  scope: WebsiteScope,
  page: CrawledPage,
): Promise<void> {
  const from = page.linksAddedFrom ?? null;
  if (from !== null) {
    await dropPageLinksAhead(db, { ...scope, pageId: page.pageId, from });
  }
}
