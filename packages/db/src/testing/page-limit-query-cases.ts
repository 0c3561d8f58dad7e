import * as pageSelection from '../queries/page-selection';
import * as pagesBeyondLimit from '../queries/pages-beyond-limit';
import type { TenantQueryCall } from './tenant-query-call';

/** Issue 55's queries (pages beyond the limit, page selection): the scope is the owner and the website. */
export const PAGE_LIMIT_QUERY_CASES: Record<string, TenantQueryCall> = {
  dropPendingPagesBeyond: (db, s) => pagesBeyondLimit.dropPendingPagesBeyond(db, { ...s, keep: 0 }),
  hasSearchFigures: (db, s) => pageSelection.hasSearchFigures(db, s),
  listMatchingPageUrls: (db, s) =>
    pageSelection.listMatchingPageUrls(db, { ...s, selection: { filter: 'all' }, limit: 10 }),
};
