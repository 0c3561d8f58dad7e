export { AppError } from './app-error';
export { createAccountService, type AccountService } from './auth/account.service';
export { isEmailAllowed, type AccessPolicy } from './auth/access-policy';
export { createCrawlService, type CrawlService, type CrawlSummary } from './crawl/crawl.service';
export { DEFAULT_CRAWL_BATCH, partsOf } from './crawl/crawl-batch';
export { createDiscoveryService, type DiscoveryService } from './discovery/discovery.service';
export {
  crawlWebsiteQueue,
  discoverPagesQueue,
  pruneJobRunsQueue,
  QUEUES,
  scheduleRecrawlsQueue,
  processWebsiteQueue,
} from './jobs/queues';
export { createOutboxMailer, type Mailer } from './mail/outbox-mailer';
export { pruneJobRuns } from './maintenance/prune-job-runs';
export { createPagesService, type PagesService } from './pages/pages.service';
export { systemClock, type Clock } from './ports/clock';
export type { EmailMessage, MailTransport } from './ports/mailer';
export type { CrawlOutcome, PageCrawler, PageValidators } from './ports/page-crawler';
export type { DiscoveredSite, DiscoveryLogLine, PageDiscoverer } from './ports/page-discoverer';
export { normalizeSiteUrl } from './websites/normalize-site-url';
export { createWebsitesService, type WebsitesService } from './websites/websites.service';
export {
  createActiveWebsitesService,
  type ActiveWebsitesService,
} from './websites/active-websites.service';
export {
  creditPeriod,
  effectiveStatus,
  pricingTierNumber,
  toSubscription,
  trialDaysLeft,
  TRIAL_DAYS,
} from './billing/subscription-rules';
export {
  createCreditsService,
  type CreditsService,
  type Reservation,
} from './credits/credits.service';
export {
  createProcessingService,
  type ProcessingService,
  type QueuedJob,
} from './processing/processing.service';
export type { LinkSuggester, SiteSuggester, SuggestedLink } from './ports/link-suggester';
export type { InboundLinkFinder } from './ports/inbound-link-finder';
export {
  createInboundLinksService,
  type InboundLinksService,
} from './inbound-links/inbound-links.service';
export type { SiteAnalyzer } from './ports/site-analyzer';
export {
  createSuggestionsService,
  type SuggestionsService,
} from './suggestions/suggestions.service';
export type { JsonText } from './suggestions/suggestion-cards';
export type { RejectionWhy } from './suggestions/decide-and-learn';
export { createLearningService, type LearningService } from './learning/learning.service';
export { createOwnerRulesService, type OwnerRulesService } from './learning/owner-rules.service';
export { relearnSite } from './learning/relearn-site';
export {
  RELEARN_DEBOUNCE_SECONDS,
  relearnSiteQueue,
  runRelearn,
  scheduleRelearn,
} from './learning/relearn-queue';
export { breaksOwnerRule } from './learning/owner-rule-match';
export { createBillingService, type BillingService } from './billing/billing.service';
export type { ProviderSubscriptionState } from './billing/apply-provider-event';
export type { LocalPortalAction, LocalPortalView } from './billing/billing-views';
export { createLocalGateway } from './billing/local-gateway';
export type { PaymentGateway } from './ports/payment-gateway';
export {
  createIntelligenceService,
  type IntelligenceService,
} from './intelligence/intelligence.service';
export { createLinkHealthService, type LinkHealthService } from './link-health/link-health.service';
export { createLinkFixesService, type LinkFixesService } from './link-health/link-fixes.service';
export type { LinkRetargeter, RetargetEdit, RetargetOutcome } from './ports/link-retargeter';
export { createCmsService, type CmsService } from './cms/cms.service';
export { cmsApplyQueue } from './cms/cms-queue';
export { createSecretBox } from './cms/secret-box';
export type {
  CmsConnector,
  CmsCredentials,
  CmsEditOutcome,
  CmsLinkEdit,
} from './ports/cms-connector';
export {
  createSearchConsoleService,
  type SearchConsoleService,
} from './search-console/search-console.service';
export {
  searchConsoleImportQueue,
  searchConsoleRefreshQueue,
  type SearchConsoleImportPayload,
} from './search-console/search-console-queue';
export {
  SearchConsoleApiError,
  type SearchAnalyticsRequest,
  type SearchAnalyticsRow,
  type SearchConsoleGateway,
} from './ports/search-console-gateway';
export {
  isStrikingDistance,
  toPageSearchEvidence,
  topQueriesByPage,
  type PageQueryFigures,
  type PageSearchTotals,
} from './search-console/top-queries';
export {
  measureLinkImpact,
  type AppliedTarget,
  type LinkImpact as MeasuredLinkImpact,
  type PageDay,
} from './search-console/link-impact';
