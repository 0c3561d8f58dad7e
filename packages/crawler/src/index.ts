export { LINKLOOM_USER_AGENT } from './user-agent';
export { normalizeUrl } from './url/normalize-url';
export { looksLikeHtmlUrl } from './url/site-scope';
export { CrawlError, isCrawlError, type CrawlErrorCode } from './fetch/crawl-error';
export {
  createSafeFetcher,
  type SafeFetcher,
  type SafeFetcherOptions,
  type SafeFetchInit,
  type SafeFetchResponse,
} from './fetch/safe-fetcher';
export type { ResolveHost } from './fetch/guarded-lookup';
export {
  decodeBodyText,
  isHtmlContentType,
  isXmlContentType,
  mediaTypeOf,
} from './fetch/content-type';
export { parsePage, type ParsePageMeta } from './parse/parse-page';
export {
  createParsePool,
  processParsePool,
  type PageParser,
  type ParsePool,
  type ParsePoolOptions,
} from './parse-pool/parse-pool';
export type { PageText } from '@linkloom/engine';
export { discoverPages, type DiscoverOptions, type DiscoveryResult } from './crawl/discover-pages';
export type { SitemapLimits, SitemapSummary } from './sitemap/read-sitemaps';
export type { LogLine, OnLog } from './log';
export {
  crawlPages,
  type CrawlEvent,
  type CrawlFailureCode,
  type CrawlPageFailure,
  type CrawlPageSuccess,
  type CrawlPagesOptions,
  type CrawlPaused,
  type CrawlResult,
} from './crawl/crawl-pages';
export type { CrawlPageUnchanged, PageValidators } from './crawl/page-validators';
export { hashPageContent } from './crawl/content-hash';
export type { RetryPolicy } from './crawl/fetch-politely';
export type { Sleep } from './crawl/timing';
