import { isHtmlContentType, decodeBodyText } from '../fetch/content-type';
import { isCrawlError } from '../fetch/crawl-error';
import type { SafeFetcher } from '../fetch/safe-fetcher';
import { plural } from '../log';
import type { OnLog } from '../log';
import type { PageParser } from '../parse-pool/parse-pool';
import type { RobotsCache } from '../robots/robots-cache';
import { normalizeUrl } from '../url/normalize-url';
import { looksLikeHtmlUrl } from '../url/site-scope';
import { fetchPolitely } from './fetch-politely';
import type { RetryPolicy } from './fetch-politely';
import type { createPoliteness } from './politeness';

export type SiteCrawlOptions = {
  fetcher: SafeFetcher;
  maxPages: number;
  crawlDepth: number;
  respectRobots: boolean;
  robots: RobotsCache;
  politeness: ReturnType<typeof createPoliteness>;
  retry: RetryPolicy;
  isSameSite: (url: string) => boolean;
  now: () => number;
  onLog: OnLog;
  signal?: AbortSignal;
  parser: PageParser;
};

export type SiteCrawlResult = {
  pages: string[];
  disallowed: number;
  homeFailure: string | null;
  /** Same-site links found but not followed once `maxPages` was reached: at least this many more pages. */
  beyondLimit: number;
};

// Pages fetched at once per batch; the host gates still enforce per-host concurrency and delay.
const BATCH_SIZE = 4;

type Visit = { page: string | null; links: string[]; failure: string | null; disallowed: boolean };

async function visit(url: string, options: SiteCrawlOptions): Promise<Visit> {
  const none: Visit = { page: null, links: [], failure: null, disallowed: false };
  if (options.respectRobots && !(await options.robots.rulesFor(url)).isAllowed(url)) {
    return { ...none, disallowed: true };
  }
  let result;
  try {
    const gate = await options.politeness.gateFor(url);
    result = await fetchPolitely(url, {
      fetcher: options.fetcher,
      gate,
      retry: options.retry,
      now: options.now,
      init: options.signal ? { signal: options.signal } : {},
    });
  } catch (error) {
    if (isCrawlError(error, 'aborted')) {
      throw error;
    }
    return { ...none, failure: error instanceof Error ? error.message : String(error) };
  }
  const { response } = result;
  if (response.status < 200 || response.status >= 300) {
    return { ...none, failure: `${url} answered HTTP ${response.status}.` };
  }
  if (!isHtmlContentType(response.contentType)) {
    return { ...none, failure: `${url} is not an HTML page (${response.contentType}).` };
  }
  const finalUrl = normalizeUrl(response.finalUrl);
  if (finalUrl === null || !options.isSameSite(finalUrl)) {
    return { ...none, failure: `${url} redirects to another site (${response.finalUrl}).` };
  }
  let read;
  try {
    read = await options.parser.readLinks(
      decodeBodyText(response.body, response.contentType),
      response.finalUrl,
    );
  } catch (error) {
    if (isCrawlError(error, 'unreadable')) {
      return { ...none, failure: `${url}: ${error.message}` };
    }
    throw error;
  }
  const isNofollow = options.respectRobots && read.nofollow;
  return { ...none, page: finalUrl, links: isNofollow ? [] : read.links };
}

/**
 * Breadth-first crawl from the home page through same-site links, at most
 * `crawlDepth` clicks deep, until `maxPages` HTML pages are found. Each
 * level is fetched in small batches in link order so the result is stable.
 */
export async function crawlSiteForPages(
  homeUrl: string,
  options: SiteCrawlOptions,
): Promise<SiteCrawlResult> {
  const { maxPages, crawlDepth } = options;
  const pages: string[] = [];
  const found = new Set<string>();
  const seen = new Set([homeUrl]);
  let frontier = [homeUrl];
  let disallowed = 0;
  let visited = 0;
  let fetchedBeyond = 0;
  let homeFailure: string | null = null;
  for (
    let depth = 0;
    depth <= crawlDepth && frontier.length > 0 && pages.length < maxPages;
    depth += 1
  ) {
    const next: string[] = [];
    for (let start = 0; start < frontier.length && pages.length < maxPages; start += BATCH_SIZE) {
      const batch = frontier.slice(start, start + BATCH_SIZE);
      visited += batch.length;
      const visits = await Promise.all(batch.map((url) => visit(url, options)));
      visits.forEach((result, index) => {
        if (result.disallowed) {
          disallowed += 1;
        }
        if (depth === 0 && index === 0 && result.page === null) {
          homeFailure =
            result.failure ?? (result.disallowed ? 'robots.txt disallows the home page.' : null);
        }
        if (result.page !== null && pages.length >= maxPages && !found.has(result.page)) {
          fetchedBeyond += 1;
        }
        if (result.page === null || pages.length >= maxPages) {
          return;
        }
        if (!found.has(result.page)) {
          found.add(result.page);
          pages.push(result.page);
        }
        seen.add(result.page);
        for (const link of result.links) {
          if (
            depth < crawlDepth &&
            !seen.has(link) &&
            options.isSameSite(link) &&
            looksLikeHtmlUrl(link)
          ) {
            seen.add(link);
            next.push(link);
          }
        }
      });
    }
    options.onLog({
      level: 'info',
      message: `Crawled depth ${depth}: ${plural(pages.length, 'page')} found so far${depth < crawlDepth && next.length > 0 ? `, ${plural(next.length, 'new link')} to follow` : ''}.`,
    });
    frontier = next;
  }
  // Pages fetched in the last batch after the limit, and links seen but never followed.
  const beyondLimit =
    pages.length >= maxPages ? fetchedBeyond + Math.max(0, seen.size - visited) : 0;
  return { pages, disallowed, homeFailure, beyondLimit };
}
