import * as approvedAnchor from '../queries/approved-anchor';
import * as cmsApplyRuns from '../queries/cms-apply-runs';
import * as cmsConnections from '../queries/cms-connections';
import * as cmsPublications from '../queries/cms-publications';
import * as inboundSuggestions from '../queries/inbound-suggestions';
import * as linkSuggestions from '../queries/link-suggestions';
import * as searchPriority from '../queries/search-priority';
import * as suggestionCards from '../queries/suggestion-cards';
import * as suggestionList from '../queries/suggestion-list';
import type { TenantQueryCall } from './tenant-query-call';

const at = new Date('2026-11-20T00:00:00Z');
const newSuggestion = {
  suggestionType: 'manual' as const,
  sourceUrl: 'https://new.test/a',
  targetUrl: 'https://new.test/b',
  anchorText: 'new anchor',
  anchorSource: 'other' as const,
};

/** The queries of a website's suggestions, the review list and the CMS: the scope is the owner and the website. */
export const SUGGESTION_QUERY_CASES: Record<string, TenantQueryCall> = {
  listInboundSuggestions: (db, s, a) =>
    inboundSuggestions.listInboundSuggestions(db, { ...s, pageId: a.pageId, page: 1, limit: 10 }),
  findSuggestion: (db, s, a) =>
    linkSuggestions.findSuggestion(db, { ...s, suggestionId: a.suggestionId }),
  countSuggestionsByStatus: (db, s) => linkSuggestions.countSuggestionsByStatus(db, s),
  listDecidedPairs: (db, s) => linkSuggestions.listDecidedPairs(db, s),
  replacePendingSuggestions: (db, s, a) =>
    linkSuggestions.replacePendingSuggestions(db, {
      ...s,
      sourceUrls: [a.pageUrl],
      rows: [newSuggestion],
    }),
  insertSuggestion: (db, s) => linkSuggestions.insertSuggestion(db, { ...s, ...newSuggestion }),
  decideSuggestions: (db, s, a) =>
    linkSuggestions.decideSuggestions(db, {
      ...s,
      suggestionIds: [a.suggestionId],
      status: 'rejected',
      at,
    }),
  updatePendingSuggestion: (db, s, a) =>
    linkSuggestions.updatePendingSuggestion(db, {
      ...s,
      suggestionId: a.suggestionId,
      patch: { context: 'rewritten' },
      at,
    }),
  deleteSuggestion: (db, s, a) =>
    linkSuggestions.deleteSuggestion(db, { ...s, suggestionId: a.suggestionId }),
  listSuggestionTargets: (db, s) => linkSuggestions.listSuggestionTargets(db, s),
  listAllSuggestions: (db, s) => linkSuggestions.listAllSuggestions(db, s),
  findSuggestionListHead: (db, s) => suggestionList.findSuggestionListHead(db, s),
  listSuggestionPage: (db, s) =>
    suggestionList.listSuggestionPage(db, { ...s, order: 'source', page: 1, limit: 10 }),
  listSuggestionCards: (db, s) =>
    suggestionCards.listSuggestionCards(db, { ...s, order: 'source', page: 1, limit: 10 }),
  rankSuggestionsBySearch: (db, s) =>
    searchPriority.rankSuggestionsBySearch(db, { ...s, days: 90 }),
  insertCmsApplyRun: (db, s, a) =>
    cmsApplyRuns.insertCmsApplyRun(db, { ...s, suggestionIds: [a.approvedSuggestionId] }),
  findCmsApplyRun: (db, s, a) => cmsApplyRuns.findCmsApplyRun(db, { ...s, runId: a.cmsRunId }),
  findLatestCmsApplyRun: (db, s) => cmsApplyRuns.findLatestCmsApplyRun(db, s),
  updateCmsApplyRun: (db, s, a) =>
    cmsApplyRuns.updateCmsApplyRun(db, { ...s, runId: a.cmsRunId }, { message: 'changed' }),
  listSuggestionsById: (db, s, a) =>
    cmsApplyRuns.listSuggestionsById(db, { ...s, ids: [a.suggestionId] }),
  listApprovedSuggestionIds: (db, s) => cmsApplyRuns.listApprovedSuggestionIds(db, s),
  listPostsToApply: (db, s) => cmsApplyRuns.listPostsToApply(db, s),
  findCmsConnection: (db, s) => cmsConnections.findCmsConnection(db, s),
  saveCmsConnection: (db, s) =>
    cmsConnections.saveCmsConnection(db, {
      ...s,
      kind: 'wordpress',
      siteUrl: 'https://new.test',
      username: 'new-editor',
      secretCiphertext: 'new-secret',
    }),
  deleteCmsConnection: (db, s) => cmsConnections.deleteCmsConnection(db, s),
  markCmsConnectionAttention: (db, s) =>
    cmsConnections.markCmsConnectionAttention(db, { ...s, message: 'changed' }),
  updateCmsLinkSettings: (db, s) =>
    cmsConnections.updateCmsLinkSettings(db, { ...s, patch: { maxLinksPerPost: 3 } }),
  updateApprovedAnchor: (db, s, a) =>
    approvedAnchor.updateApprovedAnchor(db, {
      ...s,
      suggestionId: a.approvedSuggestionId,
      anchorText: 'changed',
      at,
    }),
  listCmsPublications: (db, s) => cmsPublications.listCmsPublications(db, s),
  findCmsPublications: (db, s, a) =>
    cmsPublications.findCmsPublications(db, { ...s, suggestionIds: [a.suggestionId] }),
  saveCmsPublication: (db, s, a) =>
    cmsPublications.saveCmsPublication(db, {
      ...s,
      suggestionId: a.suggestionId,
      state: 'needs_review',
    }),
};
