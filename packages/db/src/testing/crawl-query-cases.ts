import * as pageLinksAhead from '../queries/page-links-ahead';
import type { TenantQueryCall } from './tenant-query-call';

/** The crawl's links written ahead of its page (issue 54, item 1): the owner and the website. */
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
};
