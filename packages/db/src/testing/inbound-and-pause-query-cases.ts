import * as inbound from '../queries/inbound-suggestions';
import * as pause from '../queries/website-plan-pause';
import type { TenantQueryCall } from './tenant-query-call';

/**
 * The queries of "Find links to this post" (issue 52) and of websites paused by a plan
 * (issue 54): the scope is the owner and the website.
 */
export const INBOUND_AND_PAUSE_QUERY_CASES: Record<string, TenantQueryCall> = {
  countAnalysedSources: (db, s) =>
    inbound.countAnalysedSources(db, { ...s, targetUrl: 'https://alpha.test/elsewhere' }),
  listPendingSourcesTo: (db, s) =>
    inbound.listPendingSourcesTo(db, { ...s, targetUrl: 'https://alpha.test/pending' }),
  setWebsitesPausedByPlan: (db, s) =>
    pause.setWebsitesPausedByPlan(db, {
      ownerId: s.ownerId,
      websiteIds: [s.websiteId],
      pausedAt: new Date(0),
    }),
};
