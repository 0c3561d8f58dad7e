import * as linkedPages from '../queries/linked-pages';
import * as pageLinksAhead from '../queries/page-links-ahead';
import * as unchangedPages from '../queries/unchanged-pages';
import type { TenantQueryCall } from './tenant-query-call';

const at = new Date('2026-11-20T00:00:00Z');

/**
 * The crawl's queries: a page's links written ahead of it (issue 54, item 1), the conditional
 * recrawl and link following (issue 55). The scope is the owner and the website.
 */
export const CRAWL_QUERY_CASES: Record<string, TenantQueryCall> = {
  addPageLinksAhead: (db, s, a) =>
    pageLinksAhead.addPageLinksAhead(db, {
      ...s,
      pageId: a.pageId,
      contentHash: 'new-hash',
      links: [
        {
          targetUrl: 'https://alpha.test/ahead',
          anchorText: 'Ahead',
          placement: 'main',
          isInternal: true,
          nofollow: false,
        },
      ],
    }),
  dropPageLinksAhead: (db, s, a) =>
    pageLinksAhead.dropPageLinksAhead(db, { ...s, pageId: a.pageId, from: 0 }),
  listLinkTargetsOf: (db, s, a) =>
    linkedPages.listLinkTargetsOf(db, { ...s, sourcePageIds: [a.pageId] }),
  findPagesToCrawlByUrl: (db, s, a) =>
    linkedPages.findPagesToCrawlByUrl(db, { ...s, urls: [a.pageUrl] }),
  markPagesUnchanged: (db, s, a) =>
    unchangedPages.markPagesUnchanged(db, { ...s, pageIds: [a.pageId], at }),
};
