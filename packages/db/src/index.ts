export { createDb } from './create-db';
export type { Database, Db, DbConfig, Schema } from './create-db';
export { DataDirLockedError, lockDataDir } from './data-dir-lock';
export { UnsupportedPoolerError } from './session-check';
export { runMigrations } from './migrate';
export { tidyAfterBulkWrite } from './embedded-upkeep';
export { WEBSITE_CHANGED_CHANNEL } from './notices';
export type { Listener, NoticeHandlers } from './notices';
export { WebsiteNotOwnedError } from './tenant-scope';
export type { OwnerScope, WebsiteScope } from './tenant-scope';
export { createJobQueue } from './queue/job-queue';
export type {
  JobContext,
  JobHandler,
  JobQueue,
  QueueDefinition,
  QueueStats,
  SendOptions,
} from './queue/job-queue';
export { deleteJobRunsFinishedBefore, findJobRuns } from './queries/job-runs';
export * as schema from './schema/index';
export { findOrCreateSecret } from './queries/app-secrets';
export { findEmailsTo, insertEmail, markEmailSent } from './queries/email-outbox';
export { clearRateLimit, hitRateLimit } from './queries/rate-limits';
export { findAccountProviders, findUser, updateUserProfile } from './queries/users';
export { isSessionLive } from './queries/auth-sessions';
export {
  appendDiscoveryLog,
  clearDiscoveryLog,
  DISCOVERY_LOG_KEEP,
  listDiscoveryLog,
} from './queries/discovery-log';
export {
  countPagesByStatus,
  findKnownPageUrls,
  listPageTitles,
  saveDiscoveredPages,
} from './queries/pages';
export {
  listAnalysisFingerprints,
  listLinkablePages,
  listPagesWithAnalysis,
} from './queries/page-analysis';
export {
  countWebsites,
  deleteWebsite,
  findWebsite,
  findWebsiteByUrl,
  findLinkQuality,
  insertWebsite,
  listWebsites,
  listWebsitesNeedingUrlSelection,
  saveLinkQuality,
  setWebsiteState,
  updateWebsite,
} from './queries/websites';
export type { WebsitePatch, WebsiteRow, WebsiteSettings } from './queries/websites';
export { listPagesToCrawl, saveCrawlBatch } from './queries/crawled-pages';
export { addPageLinksAhead, dropPageLinksAhead } from './queries/page-links-ahead';
export type { PageToCrawl } from './queries/crawled-pages';
export { dropPendingPagesBeyond } from './queries/pages-beyond-limit';
export { hasSearchFigures, listMatchingPageUrls } from './queries/page-selection';
export type { CrawledLink, CrawledPage, FailedPage } from './queries/crawled-page-types';
export { insertLinkedPages, placeHomePageFirst } from './queries/link-targets';
export { findPagesToCrawlByUrl, listLinkTargetsOf } from './queries/linked-pages';
export { markPagesUnchanged } from './queries/unchanged-pages';
export {
  deleteWebsitePage,
  findWebsitePage,
  insertRequestedPages,
  insertWebsitePage,
  listPageLinks,
  listWebsitePages,
  setPageLinkedAnyway,
  updateWebsitePage,
} from './queries/website-pages';
export { listWebsitesDueForRecrawl } from './queries/websites';
export { isWebsitePausedByPlan, setWebsitesPausedByPlan } from './queries/website-plan-pause';
export {
  findLedgerEntry,
  insertLedgerEntry,
  listCreditUsage,
  moveCreditPeriod,
  sumCreditsUsed,
} from './queries/credit-ledger';
export {
  findOrCreateSubscription,
  lockSubscription,
  updateSubscription,
} from './queries/subscriptions';
export type { SubscriptionRow } from './queries/subscriptions';
export {
  listAnalyzablePages,
  listPageCrawlTimes,
  markPagesAnalyzed,
} from './queries/analyzable-pages';
export {
  countSuggestionsByStatus,
  decideSuggestions,
  deleteSuggestion,
  findSuggestion,
  insertSuggestion,
  listAllSuggestions,
  listDecidedPairs,
  listSuggestionTargets,
  replacePendingSuggestions,
  updatePendingSuggestion,
} from './queries/link-suggestions';
export type { SuggestionRow } from './queries/link-suggestions';
export { listSuggestionPage } from './queries/suggestion-list';
export { CARD_EQUITY_SLOT, listSuggestionCards } from './queries/suggestion-cards';
export type { SuggestionCardPage } from './queries/suggestion-cards';
export { rankSuggestionsBySearch } from './queries/search-priority';
export {
  countAnalysedSources,
  listInboundSuggestions,
  listPendingSourcesTo,
} from './queries/inbound-suggestions';
export type { InboundSuggestionsPage, InboundTarget } from './queries/inbound-suggestions';
export type { SuggestionListOrder, SuggestionListRow } from './queries/suggestion-list';
export {
  findProcessingJob,
  findProcessingJobByKey,
  insertProcessingJob,
  sumCreditsReservedInRuns,
  updateProcessingJob,
} from './queries/processing-jobs';
export type { ProcessingJobPatch, ProcessingJobRow } from './queries/processing-jobs';
export {
  closeCheckoutSession,
  findCheckoutSession,
  findPortalSession,
  findSubscriptionByCustomer,
  insertCheckoutSession,
  insertInvoice,
  insertPortalSession,
  listInvoices,
  recordPaymentEvent,
} from './queries/billing';
export type { CheckoutSessionRow, InvoiceRow, PortalSessionRow } from './queries/billing';
export { findPageEmbeddings, savePageEmbeddings } from './queries/page-embeddings';
export {
  countSuggestionsPerDay,
  findSiteAnalysis,
  findSiteAnalysisTime,
  listPagesForAnalysis,
  saveSiteAnalysis,
} from './queries/site-analyses';
export type { FoundSiteAnalysis } from './queries/site-analyses';
export {
  deleteCmsConnection,
  findCmsConnection,
  markCmsConnectionAttention,
  saveCmsConnection,
  updateCmsLinkSettings,
} from './queries/cms-connections';
export type { CmsConnectionRow, CmsLinkSettingsPatch } from './queries/cms-connections';
export { updateApprovedAnchor } from './queries/approved-anchor';
export {
  findLinkFix,
  findLinksCrawledSince,
  findPublishedLinkFixes,
  listLinkFixes,
  saveApprovedLinkFix,
  updateLinkFix,
} from './queries/link-fixes';
export type { LinkFixRow } from './queries/link-fixes';
export {
  findCmsPublications,
  listCmsPublications,
  saveCmsPublication,
} from './queries/cms-publications';
export type { CmsPublicationRow } from './queries/cms-publications';
export {
  findCmsApplyRun,
  findLatestCmsApplyRun,
  insertCmsApplyRun,
  listApprovedSuggestionIds,
  listPostsToApply,
  listSuggestionsById,
  updateCmsApplyRun,
} from './queries/cms-apply-runs';
export type { CmsApplyRunPatch, CmsApplyRunRow } from './queries/cms-apply-runs';
export { releaseCmsPostLock, renewCmsPostLock, tryTakeCmsPostLock } from './queries/cms-post-locks';
export {
  completeSearchConsoleConsent,
  deleteSearchConsoleConnection,
  deleteSearchConsoleData,
  findSearchConsoleConnection,
  listSearchConsoleRefreshes,
  saveSearchConsoleNonce,
  saveSearchConsoleProperty,
  storeSearchImportStep,
  updateSearchConsoleImport,
} from './queries/search-console';
export {
  listSearchPageDays,
  listSearchPageQueries,
  listSearchPages,
  replaceSearchPageQueries,
  upsertSearchPageDays,
} from './queries/search-console-figures';
export type { SearchFiguresRow } from './queries/search-console-figures';
export {
  listAppliedLinkDays,
  listAppliedLinks,
  listSearchSiteDays,
} from './queries/search-console-timeline';
export type { AppliedLink, AppliedVia } from './queries/search-console-timeline';
export type {
  SearchConsoleConnectionRow,
  SearchConsoleImportPatch,
  SearchImportGeneration,
} from './queries/search-console';
export { countDecisions, insertDecisions, listDecisions } from './queries/suggestion-decisions';
export type { NewSuggestionDecision, SuggestionDecisionRow } from './queries/suggestion-decisions';
export { deleteOwnerRule, insertOwnerRule, listOwnerRules } from './queries/owner-rules';
export type { OwnerRuleRow } from './queries/owner-rules';
export { findSiteModel, saveSiteModel } from './queries/site-models';
export { lockRerating } from './queries/rerating-lock';
export type { SiteModelRow } from './queries/site-models';
export {
  countLessLikely,
  deleteCandidates,
  demoteSuggestions,
  listLessLikelyForSource,
  listRatedCandidates,
  promoteLessLikely,
  replaceLessLikely,
  updateLessLikelyConfidences,
  updatePendingConfidences,
} from './queries/less-likely-suggestions';
export type { LessLikelyRow } from './queries/less-likely-suggestions';
export { listSuggestionsForDecisions } from './queries/decided-suggestions';
export { listUndecidedLinks } from './queries/pending-links';
