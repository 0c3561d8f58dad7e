export { AppError } from './app-error';
export { createAccountService } from './auth/account.service';
export type { AccountService } from './auth/account.service';
export { isEmailAllowed } from './auth/access-policy';
export type { AccessPolicy } from './auth/access-policy';
export { createCrawlService } from './crawl/crawl.service';
export type { CrawlService, CrawlSummary } from './crawl/crawl.service';
export { createDiscoveryService } from './discovery/discovery.service';
export type { DiscoveryService } from './discovery/discovery.service';
export {
  crawlWebsiteQueue,
  discoverPagesQueue,
  pruneJobRunsQueue,
  QUEUES,
  scheduleRecrawlsQueue,
} from './jobs/queues';
export { createOutboxMailer } from './mail/outbox-mailer';
export type { Mailer } from './mail/outbox-mailer';
export { pruneJobRuns } from './maintenance/prune-job-runs';
export { createPagesService } from './pages/pages.service';
export type { PagesService } from './pages/pages.service';
export { systemClock } from './ports/clock';
export type { Clock } from './ports/clock';
export type { EmailMessage, MailTransport } from './ports/mailer';
export type { CrawlOutcome, PageCrawler } from './ports/page-crawler';
export type { DiscoveredSite, DiscoveryLogLine, PageDiscoverer } from './ports/page-discoverer';
export { normalizeSiteUrl } from './websites/normalize-site-url';
export { createWebsitesService } from './websites/websites.service';
export type { WebsitesService } from './websites/websites.service';
export {
  creditPeriod,
  effectiveStatus,
  pricingTierNumber,
  toSubscription,
  trialDaysLeft,
  TRIAL_DAYS,
} from './billing/subscription-rules';
export { createCreditsService } from './credits/credits.service';
export type { CreditsService, Reservation } from './credits/credits.service';
export { processWebsiteQueue } from './jobs/queues';
export { createProcessingService } from './processing/processing.service';
export type { ProcessingService, QueuedJob } from './processing/processing.service';
export type { LinkSuggester, SiteSuggester, SuggestedLink } from './ports/link-suggester';
export type { SiteAnalyzer } from './ports/site-analyzer';
export { createSuggestionsService } from './suggestions/suggestions.service';
export type { SuggestionsService } from './suggestions/suggestions.service';
export { createBillingService } from './billing/billing.service';
export type {
  BillingService,
  LocalPortalAction,
  LocalPortalView,
  ProviderSubscriptionState,
} from './billing/billing.service';
export { createLocalGateway } from './billing/local-gateway';
export type { PaymentGateway } from './ports/payment-gateway';
export { createIntelligenceService } from './intelligence/intelligence.service';
export type { IntelligenceService } from './intelligence/intelligence.service';
export { createCmsService } from './cms/cms.service';
export type { CmsService } from './cms/cms.service';
export { cmsApplyQueue } from './cms/cms-queue';
export { createSecretBox } from './cms/secret-box';
export type {
  CmsConnector,
  CmsCredentials,
  CmsEditOutcome,
  CmsLinkEdit,
} from './ports/cms-connector';
