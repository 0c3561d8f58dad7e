import * as analyzablePages from '../queries/analyzable-pages';
import * as billing from '../queries/billing';
import * as crawledPages from '../queries/crawled-pages';
import * as creditLedger from '../queries/credit-ledger';
import * as discoveryLog from '../queries/discovery-log';
import * as linkFixes from '../queries/link-fixes';
import * as linkTargets from '../queries/link-targets';
import * as pageAnalysis from '../queries/page-analysis';
import * as pageEmbeddings from '../queries/page-embeddings';
import * as pages from '../queries/pages';
import * as processingJobs from '../queries/processing-jobs';
import * as siteAnalyses from '../queries/site-analyses';
import * as subscriptions from '../queries/subscriptions';
import * as users from '../queries/users';
import * as websitePages from '../queries/website-pages';
import * as websites from '../queries/websites';
import type { WebsiteScope } from '../tenant-scope';
import { CRAWL_QUERY_CASES } from './crawl-query-cases';
import { LEARNING_QUERY_CASES } from './learning-query-cases';
import { INBOUND_AND_PAUSE_QUERY_CASES } from './inbound-and-pause-query-cases';
import { PAGE_LIMIT_QUERY_CASES } from './page-limit-query-cases';
import { SEARCH_CONSOLE_QUERY_CASES } from './search-console-query-cases';
import { SUGGESTION_QUERY_CASES } from './suggestion-query-cases';
import type { TenantQueryCall } from './tenant-query-call';
import { analysisOf, JOB_OPTIONS, pageTextOf } from './two-tenants';
import type { AlphaIds } from './two-tenants';

const at = new Date('2026-11-20T00:00:00Z');
const owner = (scope: WebsiteScope) => ({ ownerId: scope.ownerId });
const user = (scope: WebsiteScope) => ({ userId: scope.ownerId });
const crawled = (a: AlphaIds) => ({
  pageId: a.pageId,
  title: 'rewritten',
  httpStatus: 200,
  contentHash: 'new-hash',
  wordCount: 1,
  pageText: pageTextOf(a.pageUrl, 'rewritten'),
  listingReason: 'its address is an archive of posts',
  crawledAt: at,
  links: [],
});

/** Queries of a website's rows: the scope is the owner and the website. */
const websiteQueries: Record<string, TenantQueryCall> = {
  listPagesToCrawl: (db, s) => crawledPages.listPagesToCrawl(db, { ...s, limit: 10 }),
  saveCrawlBatch: async (db, s, a) => [
    await crawledPages.saveCrawlBatch(db, { ...s, crawled: [crawled(a)], failed: [] }),
    await crawledPages.saveCrawlBatch(db, {
      ...s,
      crawled: [],
      failed: [{ pageId: a.pageId, httpStatus: 500, error: 'x', at }],
    }),
  ],
  placeHomePageFirst: (db, s, a) => linkTargets.placeHomePageFirst(db, { ...s, urls: [a.pageUrl] }),
  insertLinkedPages: (db, s) =>
    linkTargets.insertLinkedPages(db, { ...s, urls: ['https://alpha.test/linked'] }),
  listAnalyzablePages: (db, s) =>
    analyzablePages.listAnalyzablePages(db, { ...s, afterId: null, limit: 10 }),
  listPageCrawlTimes: (db, s, a) =>
    analyzablePages.listPageCrawlTimes(db, { ...s, urls: [a.pageUrl] }),
  markPagesAnalyzed: (db, s, a) =>
    analyzablePages.markPagesAnalyzed(db, {
      ...s,
      pageHashes: [{ url: a.pageUrl, contentHash: 'analysed' }],
    }),
  appendDiscoveryLog: (db, s) =>
    discoveryLog.appendDiscoveryLog(db, { ...s, lines: [{ level: 'info', message: 'line' }] }),
  listDiscoveryLog: (db, s) => discoveryLog.listDiscoveryLog(db, s),
  clearDiscoveryLog: (db, s) => discoveryLog.clearDiscoveryLog(db, s),
  listLinkablePages: (db, s) => pageAnalysis.listLinkablePages(db, s),
  listAnalysisFingerprints: (db, s, a) =>
    pageAnalysis.listAnalysisFingerprints(db, { ...s, urls: [a.pageUrl] }),
  listPagesWithAnalysis: (db, s) =>
    pageAnalysis.listPagesWithAnalysis(db, { ...s, page: 1, limit: 10 }),
  findPageEmbeddings: async (db, s, a) => [
    ...(
      await pageEmbeddings.findPageEmbeddings(db, {
        ...s,
        model: 'alpha-model',
        contentHashes: [a.contentHash],
      })
    ).entries(),
  ],
  savePageEmbeddings: (db, s) =>
    pageEmbeddings.savePageEmbeddings(db, {
      ...s,
      model: 'm',
      vectors: [{ contentHash: 'h', vector: [1] }],
    }),
  saveDiscoveredPages: (db, s) =>
    pages.saveDiscoveredPages(db, { ...s, urls: ['https://new.test/'], source: 'crawl' }),
  countPagesByStatus: (db, s) => pages.countPagesByStatus(db, s),
  listPageTitles: async (db, s, a) => [
    ...(await pages.listPageTitles(db, { ...s, urls: [a.pageUrl] })).entries(),
  ],
  listPagesForAnalysis: (db, s) =>
    siteAnalyses.listPagesForAnalysis(db, { ...s, afterId: null, limit: 10 }),
  saveSiteAnalysis: (db, s) =>
    siteAnalyses.saveSiteAnalysis(db, { ...s, data: analysisOf('https://new.test/'), at }),
  findSiteAnalysisTime: (db, s) => siteAnalyses.findSiteAnalysisTime(db, s),
  findSiteAnalysis: (db, s) => siteAnalyses.findSiteAnalysis(db, s),
  countSuggestionsPerDay: (db, s) =>
    siteAnalyses.countSuggestionsPerDay(db, { ...s, since: new Date(0) }),
  listWebsitePages: (db, s) => websitePages.listWebsitePages(db, { ...s, page: 1, limit: 10 }),
  findWebsitePage: (db, s, a) => websitePages.findWebsitePage(db, { ...s, pageId: a.pageId }),
  insertRequestedPages: (db, s) =>
    websitePages.insertRequestedPages(db, { ...s, urls: ['https://alpha.test/requested'] }),
  insertWebsitePage: (db, s) =>
    websitePages.insertWebsitePage(db, { ...s, url: 'https://new.test/page' }),
  updateWebsitePage: (db, s, a) =>
    websitePages.updateWebsitePage(db, { ...s, pageId: a.pageId, title: 'renamed' }),
  setPageLinkedAnyway: (db, s, a) =>
    websitePages.setPageLinkedAnyway(db, { ...s, pageId: a.pageId, linkedAnyway: true }),
  deleteWebsitePage: (db, s, a) => websitePages.deleteWebsitePage(db, { ...s, pageId: a.pageId }),
  listPageLinks: (db, s, a) =>
    websitePages.listPageLinks(db, { ...s, pageId: a.pageId, internal: true }),
  findWebsite: (db, s) => websites.findWebsite(db, s),
  updateWebsite: (db, s) => websites.updateWebsite(db, { ...s, patch: { name: 'renamed' } }),
  saveLinkQuality: (db, s) =>
    websites.saveLinkQuality(db, {
      ...s,
      calibration: {
        basis: 'site',
        linkPairs: 1,
        hiddenPairs: 1,
        foundPairs: 1,
        suggestions: 1,
        precision: 1,
        recall: 1,
        targetPrecision: 0.6,
        cutoff: 0.2,
        bands: [],
      },
      measuredAt: at,
    }),
  findLinkQuality: (db, s) => websites.findLinkQuality(db, s),
  deleteWebsite: (db, s) => websites.deleteWebsite(db, s),
  setWebsiteState: (db, s) => websites.setWebsiteState(db, { ...s, patch: { crawlProgress: 7 } }),
  insertProcessingJob: (db, s) =>
    processingJobs.insertProcessingJob(db, {
      ...s,
      idempotencyKey: 'new-key',
      urls: [],
      urlsRequested: 0,
      options: JOB_OPTIONS,
    }),
  findProcessingJob: (db, s, a) => processingJobs.findProcessingJob(db, { ...s, jobId: a.jobId }),
};

/** Queries of a user's own rows: the scope is the owner (the user id). */
const ownerQueries: Record<string, TenantQueryCall> = {
  insertCheckoutSession: (db, s) =>
    billing.insertCheckoutSession(db, {
      id: 'new-checkout',
      ...user(s),
      planId: 'pro',
      billingInterval: 'month',
    }),
  insertPortalSession: (db, s) =>
    billing.insertPortalSession(db, {
      id: 'new-portal',
      ...user(s),
      returnUrl: 'https://new.test/',
      expiresAt: at,
    }),
  insertInvoice: (db, s) =>
    billing.insertInvoice(db, {
      ...user(s),
      description: 'new',
      planId: 'pro',
      billingInterval: 'month',
      amountCents: 1,
      periodStart: at,
      periodEnd: at,
    }),
  listInvoices: (db, s) => billing.listInvoices(db, { ...user(s), limit: 10 }),
  sumCreditsUsed: (db, s, a) =>
    creditLedger.sumCreditsUsed(db, { ...user(s), periodStart: a.periodStart }),
  findLedgerEntry: (db, s, a) =>
    creditLedger.findLedgerEntry(db, { ...user(s), kind: 'reserve', idempotencyKey: a.ledgerKey }),
  insertLedgerEntry: (db, s, a) =>
    creditLedger.insertLedgerEntry(db, {
      ...user(s),
      kind: 'reserve',
      amount: 1,
      periodStart: a.periodStart,
      idempotencyKey: 'new-key',
    }),
  moveCreditPeriod: (db, s, a) =>
    creditLedger.moveCreditPeriod(db, { ...user(s), from: a.periodStart, to: at }),
  listCreditUsage: (db, s, a) =>
    creditLedger.listCreditUsage(db, { ...user(s), periodStart: a.periodStart }),
  findOrCreateSubscription: (db, s) => subscriptions.findOrCreateSubscription(db, user(s)),
  lockSubscription: (db, s) => subscriptions.lockSubscription(db, s.ownerId),
  updateSubscription: (db, s) =>
    subscriptions.updateSubscription(db, s.ownerId, { cancelAtPeriodEnd: true }),
  findUser: (db, s) => users.findUser(db, user(s)),
  findAccountProviders: (db, s) => users.findAccountProviders(db, user(s)),
  updateUserProfile: (db, s) => users.updateUserProfile(db, { ...user(s), name: 'renamed' }),
  insertWebsite: (db, s) =>
    websites.insertWebsite(db, { ...owner(s), name: 'new', url: 'https://new.test/' }),
  findWebsiteByUrl: (db, s) =>
    websites.findWebsiteByUrl(db, { ...owner(s), url: 'https://alpha.test/' }),
  listWebsites: (db, s) => websites.listWebsites(db, owner(s)),
  countWebsites: (db, s) => websites.countWebsites(db, owner(s)),
  listWebsitesNeedingUrlSelection: (db, s) =>
    websites.listWebsitesNeedingUrlSelection(db, owner(s)),
  findProcessingJobByKey: (db, s, a) =>
    processingJobs.findProcessingJobByKey(db, { ...owner(s), idempotencyKey: a.jobKey }),
  sumCreditsReservedInRuns: (db, s) =>
    processingJobs.sumCreditsReservedInRuns(db, { ...owner(s), since: new Date(0) }),
  updateProcessingJob: (db, s, a) =>
    processingJobs.updateProcessingJob(db, { ...owner(s), jobId: a.jobId, patch: { progress: 9 } }),
};

/** Link health's fixes: the scope is the owner and the website. */
const linkFixQueries: Record<string, TenantQueryCall> = {
  saveApprovedLinkFix: (db, s, a) =>
    linkFixes.saveApprovedLinkFix(db, {
      ...s,
      fix: {
        kind: 'redirect',
        sourceUrl: a.pageUrl,
        targetUrl: `${a.pageUrl}moved`,
        anchorText: 'new fix',
        fixUrl: `${a.pageUrl}final`,
      },
    }),
  listLinkFixes: (db, s) => linkFixes.listLinkFixes(db, s),
  findLinkFix: (db, s, a) => linkFixes.findLinkFix(db, { ...s, fixId: a.linkFixId }),
  updateLinkFix: (db, s, a) =>
    linkFixes.updateLinkFix(db, { ...s, fixId: a.linkFixId, set: { state: 'published' } }),
  findLinksCrawledSince: async (db, s, a) => [
    ...(await linkFixes.findLinksCrawledSince(db, {
      ...s,
      sourceUrls: [a.pageUrl],
      since: new Date('2000-01-01T00:00:00Z'),
    })),
  ],
};

export const TENANT_QUERY_CASES: Record<string, TenantQueryCall> = {
  ...linkFixQueries,
  ...websiteQueries,
  ...SUGGESTION_QUERY_CASES,
  ...SEARCH_CONSOLE_QUERY_CASES,
  ...PAGE_LIMIT_QUERY_CASES,
  ...CRAWL_QUERY_CASES,
  ...INBOUND_AND_PAUSE_QUERY_CASES,
  ...LEARNING_QUERY_CASES,
  ...ownerQueries,
};

/** Queries of data that belongs to no tenant, each with why. */
export const SYSTEM_QUERIES: Record<string, string> = {
  lockRerating:
    'none: a transaction-long advisory lock keyed by a website id; it reads and writes no rows',
  isWebsitePausedByPlan: 'websites: whether a job’s website is paused by its owner’s plan, by id',
  findOrCreateSecret: 'app_secrets: process-wide signing secrets',
  hitRateLimit: 'rate_limits: counters keyed by client address and route',
  clearRateLimit: 'rate_limits: counters keyed by client address and route',
  insertEmail: 'email_outbox: the mailer’s log of outgoing mail',
  markEmailSent: 'email_outbox: the mailer’s log of outgoing mail',
  findEmailsTo: 'email_outbox: the mailer’s log of outgoing mail, by recipient address',
  startJobRun: 'job_runs: the queue’s record of attempts',
  finishJobRun: 'job_runs: the queue’s record of attempts',
  findJobRuns: 'job_runs: the queue’s record of attempts',
  deleteJobRunsFinishedBefore: 'job_runs: the queue’s record of attempts',
  recordPaymentEvent: 'payment_events: provider event ids, kept so a replay is ignored',
  findSubscriptionByCustomer:
    'payment webhook: no user is signed in; the signed event names the provider’s customer',
  findCheckoutSession:
    'local payment page: opened by its unguessable session id, as a provider’s hosted page is',
  closeCheckoutSession:
    'local payment page: opened by its unguessable session id, as a provider’s hosted page is',
  findPortalSession:
    'local billing portal: opened by its unguessable session id, as a provider’s portal is',
  listWebsitesDueForRecrawl:
    'recrawl sweep across every owner: answers ids and owners only, to queue owner-scoped crawls',
  listSearchConsoleRefreshes:
    'daily Search Console refresh across every owner: answers ids and owners only, to queue owner-scoped imports',
  isSessionLive:
    'sessions: the id-token check asks with the token’s own user and session, and gets a yes or no',
};
