import type { WebsiteScope } from '@linkloom/db';
import {
  completeSearchConsoleConnect,
  disconnectSearchConsole,
  getSearchConsoleStatus,
  startSearchConsoleConnect,
} from './connect-search-console';
import {
  exportLinkImpactCsv,
  measureAppliedLinkImpact,
  readSearchTimeline,
} from './link-impact-report';
import { createSearchConsoleContext } from './search-console-context';
import type { SearchConsoleServiceDeps } from './search-console-context';
import { runImportJob, scheduleImportRefreshes } from './search-console-imports';
import type { SearchConsoleImportPayload } from './search-console-queue';
import {
  listSearchConsoleProperties,
  refreshSearchConsoleNow,
  selectSearchConsoleProperty,
} from './search-console-property';
import { listSearchConsolePages, readSearchEvidence } from './search-pages';

/**
 * Connecting a website to Google Search Console (OAuth consent, property), importing its
 * figures in the background, and reading each page's top queries and striking distance.
 * Each use case lives in its own file; this binds them to one set of dependencies.
 */
export function createSearchConsoleService(deps: SearchConsoleServiceDeps) {
  const context = createSearchConsoleContext(deps);
  return {
    status: (ownerId: string, websiteId: string) =>
      getSearchConsoleStatus(context, ownerId, websiteId),
    startConnect: (ownerId: string, websiteId: string) =>
      startSearchConsoleConnect(context, ownerId, websiteId),
    completeConnect: (ownerId: string, body: { code: string; state: string }) =>
      completeSearchConsoleConnect(context, ownerId, body),
    properties: (ownerId: string, websiteId: string) =>
      listSearchConsoleProperties(context, ownerId, websiteId),
    selectProperty: (ownerId: string, websiteId: string, siteUrl: string) =>
      selectSearchConsoleProperty(context, ownerId, websiteId, siteUrl),
    refreshNow: (ownerId: string, websiteId: string) =>
      refreshSearchConsoleNow(context, ownerId, websiteId),
    disconnect: (ownerId: string, websiteId: string) =>
      disconnectSearchConsole(context, ownerId, websiteId),
    pages: (
      ownerId: string,
      websiteId: string,
      query: { page: number; limit: number; striking?: boolean; days: number },
    ) => listSearchConsolePages(context, ownerId, websiteId, query),
    searchEvidence: (scope: WebsiteScope, options?: { days?: number; perPage?: number }) =>
      readSearchEvidence(context, scope, options),
    impact: (ownerId: string, websiteId: string) =>
      measureAppliedLinkImpact(context, ownerId, websiteId),
    timeline: (ownerId: string, websiteId: string) =>
      readSearchTimeline(context, ownerId, websiteId),
    exportImpactCsv: (ownerId: string, websiteId: string) =>
      exportLinkImpactCsv(context, ownerId, websiteId),
    runImport: (payload: SearchConsoleImportPayload) => runImportJob(context, payload),
    scheduleRefreshes: () => scheduleImportRefreshes(context),
  };
}

export type SearchConsoleService = ReturnType<typeof createSearchConsoleService>;
