import type { PageSelection } from '@linkloom/contracts';
import { STRIKING_DISTANCE } from '@linkloom/contracts';
import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { pageLinks } from './schema/page-links';
import { pages } from './schema/pages';
import { searchConsoleConnections } from './schema/search-console-connections';
import { searchConsolePageDays } from './schema/search-console-page-days';

// Search Console figures a page's "could rank" reads: the last four weeks of imported data.
const COULD_RANK_DAYS = 28;

// The same page in Search Console and in the crawl, whatever the scheme, `www.` or last slash.
const comparable = (url: unknown) =>
  sql`regexp_replace(rtrim(${url}, '/'), '^https?://(www\\.)?', '')`;

/** `%` and `_` typed by the owner are letters, not wildcards. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The conditions on `pages` of the owner's website that a selection (issue 55) adds: a
 * substring of the URL or title, a folder (the path starts with it) and the filter.
 */
export function pageSelectionWhere(websiteId: string, selection: PageSelection): SQL {
  const conditions: Array<SQL | undefined> = [];
  if (selection.search) {
    const pattern = `%${likeText(selection.search)}%`;
    conditions.push(sql`(${pages.url} ilike ${pattern} or ${pages.title} ilike ${pattern})`);
  }
  if (selection.folder) {
    const prefix = `${likeText(selection.folder)}%`;
    conditions.push(sql`regexp_replace(${pages.url}, '^[a-z]+://[^/]+', '', 'i') like ${prefix}`);
  }
  if (selection.filter === 'not_analysed') {
    conditions.push(sql`${pages.analyzedHash} is null`);
  }
  if (selection.filter === 'orphans') {
    // Crawled, and no other page of the site links to it (the home page is never an orphan).
    conditions.push(sql`${pages.status} = 'crawled' and ${pages.position} >= 0 and not exists (
      select 1 from ${pageLinks}
      where ${pageLinks.websiteId} = ${websiteId} and ${pageLinks.isInternal}
        and ${pageLinks.targetUrl} = ${pages.url} and ${pageLinks.sourcePageId} <> ${pages.id})`);
  }
  if (selection.filter === 'could_rank') {
    conditions.push(sql`${comparable(pages.url)} in (
      select ${comparable(searchConsolePageDays.page)} from ${searchConsolePageDays}
      where ${searchConsolePageDays.websiteId} = ${websiteId}
        and ${searchConsolePageDays.day} > (select data_through - ${COULD_RANK_DAYS}::int
          from ${searchConsoleConnections} where website_id = ${websiteId})
      group by 1
      having sum(${searchConsolePageDays.impressions}) > 0
        and sum(${searchConsolePageDays.position} * ${searchConsolePageDays.impressions})
          / nullif(sum(${searchConsolePageDays.impressions}), 0)
          between ${STRIKING_DISTANCE.minPosition} and ${STRIKING_DISTANCE.maxPosition})`);
  }
  return and(...conditions) ?? sql`true`;
}
