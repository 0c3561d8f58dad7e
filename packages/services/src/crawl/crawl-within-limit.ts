import { dropPendingPagesBeyond, placeHomePageFirst, setWebsiteState } from '@linkloom/db';
import type { Db, WebsiteRow, WebsiteScope } from '@linkloom/db';
import { comparableUrl } from '@linkloom/engine';

/** The ways a site's address may be stored as a page, the website's own spelling first. */
function spellingsOf(siteUrl: string): string[] {
  const bare = comparableUrl(siteUrl);
  return [...new Set([siteUrl, `${bare}/`, bare, `${bare}/index.html`, `${bare}/index.htm`])];
}

/**
 * Readies the crawl order within max pages: the home page first, and the found pages a crawl
 * capped at max pages never reaches (the home page added to a full sitemap pushes the last one
 * out) removed and counted beyond the limit, so no page stays pending while the crawl reads
 * 100 % (issue 55).
 */
export async function orderCrawlWithinLimit(
  db: Db,
  scope: WebsiteScope,
  website: Pick<WebsiteRow, 'url' | 'maxPages' | 'pagesBeyondLimit'>,
): Promise<void> {
  await placeHomePageFirst(db, { ...scope, urls: spellingsOf(website.url) });
  const dropped = await dropPendingPagesBeyond(db, { ...scope, keep: website.maxPages });
  if (dropped > 0) {
    await setWebsiteState(db, {
      ...scope,
      patch: { pagesBeyondLimit: website.pagesBeyondLimit + dropped },
    });
  }
}
