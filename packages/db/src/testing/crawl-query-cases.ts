import * as linkedPages from '../queries/linked-pages';
import * as unchangedPages from '../queries/unchanged-pages';
import type { TenantQueryCall } from './tenant-query-call';

const at = new Date('2026-11-20T00:00:00Z');

/** Issue 55's crawl queries (conditional recrawl, link following): the scope is the owner and the website. */
export const CRAWL_QUERY_CASES: Record<string, TenantQueryCall> = {
  listLinkTargetsOf: (db, s, a) =>
    linkedPages.listLinkTargetsOf(db, { ...s, sourcePageIds: [a.pageId] }),
  findPagesToCrawlByUrl: (db, s, a) =>
    linkedPages.findPagesToCrawlByUrl(db, { ...s, urls: [a.pageUrl] }),
  markPagesUnchanged: (db, s, a) =>
    unchangedPages.markPagesUnchanged(db, { ...s, pageIds: [a.pageId], at }),
};
