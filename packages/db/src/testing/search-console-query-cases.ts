import * as searchConsole from '../queries/search-console';
import * as searchFigures from '../queries/search-console-figures';
import * as searchTimeline from '../queries/search-console-timeline';
import type { TenantQueryCall } from './tenant-query-call';

const at = new Date('2026-11-20T00:00:00Z');
const figures = { clicks: 1, impressions: 2, position: 3 };

/** Search Console queries: the scope is the owner and the website. */
export const SEARCH_CONSOLE_QUERY_CASES: Record<string, TenantQueryCall> = {
  findSearchConsoleConnection: (db, s) => searchConsole.findSearchConsoleConnection(db, s),
  saveSearchConsoleNonce: (db, s) => searchConsole.saveSearchConsoleNonce(db, { ...s, nonce: 'n' }),
  completeSearchConsoleConsent: (db, s) =>
    searchConsole.completeSearchConsoleConsent(db, {
      ...s,
      nonce: 'alpha-nonce',
      refreshTokenCiphertext: 'new-token',
      connectedAt: at,
    }),
  saveSearchConsoleProperty: (db, s) =>
    searchConsole.saveSearchConsoleProperty(db, { ...s, property: 'https://new.test/' }),
  updateSearchConsoleImport: (db, s) =>
    searchConsole.updateSearchConsoleImport(db, { ...s, patch: { stepsDone: 9 } }),
  storeSearchImportStep: (db, s, a) =>
    searchConsole.storeSearchImportStep(db, {
      ...s,
      generation: {
        property: 'sc-domain:alpha.test',
        connectedAt: new Date('2026-11-01T00:00:00Z'),
      },
      stepsDone: 1,
      pageDays: [{ day: '2026-11-11', page: a.pageUrl, ...figures }],
    }),
  deleteSearchConsoleData: (db, s) => searchConsole.deleteSearchConsoleData(db, s),
  deleteSearchConsoleConnection: (db, s) => searchConsole.deleteSearchConsoleConnection(db, s),
  upsertSearchPageDays: (db, s, a) =>
    searchFigures.upsertSearchPageDays(db, {
      ...s,
      rows: [{ day: '2026-11-10', page: a.pageUrl, ...figures }],
    }),
  replaceSearchPageQueries: (db, s, a) =>
    searchFigures.replaceSearchPageQueries(db, {
      ...s,
      month: '2026-11-01',
      rows: [{ page: a.pageUrl, query: 'new', ...figures }],
    }),
  listSearchPages: (db, s) =>
    searchFigures.listSearchPages(db, {
      ...s,
      since: '2026-01-01',
      positionRange: null,
      limit: 10,
      offset: 0,
    }),
  listSearchPageDays: (db, s) =>
    searchFigures.listSearchPageDays(db, { ...s, from: '2026-01-01', to: '2026-12-31' }),
  listSearchSiteDays: (db, s) =>
    searchTimeline.listSearchSiteDays(db, { ...s, from: '2026-01-01', to: '2026-12-31' }),
  listAppliedLinkDays: (db, s) => searchTimeline.listAppliedLinkDays(db, s),
  listAppliedLinks: (db, s) => searchTimeline.listAppliedLinks(db, s),
  listSearchPageQueries: (db, s) =>
    searchFigures.listSearchPageQueries(db, { ...s, sinceMonth: '2026-01-01', pages: null }),
};
