export { LINKLOOM_USER_AGENT } from './user-agent';
export { normalizeUrl } from './url/normalize-url';
export { CrawlError, isCrawlError } from './fetch/crawl-error';
export type { CrawlErrorCode } from './fetch/crawl-error';
export { createSafeFetcher } from './fetch/safe-fetcher';
export type { ResolveHost } from './fetch/guarded-lookup';
export type {
  SafeFetcher,
  SafeFetcherOptions,
  SafeFetchInit,
  SafeFetchResponse,
} from './fetch/safe-fetcher';
export {
  decodeBodyText,
  isHtmlContentType,
  isXmlContentType,
  mediaTypeOf,
} from './fetch/content-type';
export { parsePage } from './parse/parse-page';
export type { ParsePageMeta } from './parse/parse-page';
export type { PageText } from '@linkloom/engine';
export { discoverPages } from './crawl/discover-pages';
export type { DiscoverOptions, DiscoveryResult } from './crawl/discover-pages';
export type { SitemapLimits, SitemapSummary } from './sitemap/read-sitemaps';
export type { LogLine, OnLog } from './log';
export { crawlPages } from './crawl/crawl-pages';
export type {
  CrawlEvent,
  CrawlFailureCode,
  CrawlPageFailure,
  CrawlPageSuccess,
  CrawlPagesOptions,
  CrawlPaused,
  CrawlResult,
} from './crawl/crawl-pages';
export { hashPageContent } from './crawl/content-hash';
export type { RetryPolicy } from './crawl/fetch-politely';
export type { Sleep } from './crawl/timing';
export { createWordpressConnector } from './cms/wordpress/wordpress-connector';
export type {
  LinkEdit,
  PostEditOutcome,
  WordpressConnector,
  WordpressCredentials,
} from './cms/wordpress/wordpress-connector';
