import robotsParser from 'robots-parser';
import { isCrawlError } from '../fetch/crawl-error';
import type { CrawlError } from '../fetch/crawl-error';
import type { SafeFetcher } from '../fetch/safe-fetcher';
import { decodeBodyText } from '../fetch/content-type';
import { LINKLOOM_ROBOTS_TOKEN } from '../user-agent';

/**
 * What one origin's robots.txt allows. `ok`: a file was read; `missing`: the
 * server said there is none (4xx), so everything is allowed; `unavailable`:
 * it answered 5xx/429 or could not be reached, so nothing is allowed.
 */
export type RobotsRules = {
  robotsUrl: string;
  state: 'ok' | 'missing' | 'unavailable';
  /** One log line describing what was found. */
  summary: string;
  isAllowed(url: string): boolean;
  /** `Crawl-delay` for LinkloomBot (or `*`), in milliseconds. */
  crawlDelayMs: number | null;
  /** Absolute `Sitemap:` URLs. */
  sitemaps: string[];
  /** Set when the file could not be fetched at all. */
  error?: CrawlError;
};

// Google reads the first 500 KiB of a robots.txt and ignores the rest; so does Linkloom.
// A compressed one may be larger on the wire only by what its encoding adds.
const MAX_ROBOTS_BYTES = 500 * 1024;
const MAX_ROBOTS_WIRE_BYTES = 4 * MAX_ROBOTS_BYTES;

function allowAll(robotsUrl: string, summary: string): RobotsRules {
  return {
    robotsUrl,
    state: 'missing',
    summary,
    isAllowed: () => true,
    crawlDelayMs: null,
    sitemaps: [],
  };
}

function disallowAll(robotsUrl: string, summary: string, error?: CrawlError): RobotsRules {
  return {
    robotsUrl,
    state: 'unavailable',
    summary,
    isAllowed: () => false,
    crawlDelayMs: null,
    sitemaps: [],
    ...(error ? { error } : {}),
  };
}

function unavailableSummary(robotsUrl: string, cause: string): string {
  return `${cause}. Like Google, Linkloom treats the whole site as disallowed until robots.txt can be read at ${robotsUrl}.`;
}

/**
 * Fetches and parses `origin`'s robots.txt. Errors never throw: they become
 * `unavailable` rules, the conservative reading Google uses for 5xx answers.
 */
export async function fetchRobotsRules(
  origin: string,
  { fetcher, signal }: { fetcher: SafeFetcher; signal?: AbortSignal },
): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  let response;
  try {
    response = await fetcher.fetch(robotsUrl, {
      accept: 'text/plain,*/*;q=0.5',
      maxBodyBytes: MAX_ROBOTS_WIRE_BYTES,
      maxDecompressedBytes: MAX_ROBOTS_BYTES,
      truncateBody: true,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isCrawlError(error, 'blocked_address', 'dns_failure', 'aborted')) {
      return disallowAll(robotsUrl, error.message, error);
    }
    const message = error instanceof Error ? error.message : String(error);
    return disallowAll(
      robotsUrl,
      unavailableSummary(robotsUrl, `Could not read robots.txt (${message.replace(/\.$/, '')})`),
      isCrawlError(error) ? error : undefined,
    );
  }
  const { status } = response;
  if (status === 429 || status >= 500) {
    return disallowAll(
      robotsUrl,
      unavailableSummary(robotsUrl, `robots.txt answered HTTP ${status}`),
    );
  }
  if (status >= 400) {
    return allowAll(
      robotsUrl,
      `No robots.txt at ${robotsUrl} (HTTP ${status}): every page may be crawled.`,
    );
  }
  if (status >= 300) {
    return allowAll(
      robotsUrl,
      `robots.txt at ${robotsUrl} answered HTTP ${status} without a usable redirect: every page may be crawled.`,
    );
  }
  const robots = robotsParser(robotsUrl, decodeBodyText(response.body, response.contentType));
  const delaySeconds = robots.getCrawlDelay(LINKLOOM_ROBOTS_TOKEN);
  const crawlDelayMs =
    delaySeconds !== undefined && Number.isFinite(delaySeconds) && delaySeconds > 0
      ? delaySeconds * 1000
      : null;
  const sitemaps = robots.getSitemaps();
  const homeAllowed = robots.isAllowed(new URL('/', origin).href, LINKLOOM_ROBOTS_TOKEN) !== false;
  const details = [
    homeAllowed ? null : `it disallows the whole site for ${LINKLOOM_ROBOTS_TOKEN}`,
    crawlDelayMs === null ? null : `Crawl-delay ${delaySeconds} s`,
    sitemaps.length === 0
      ? null
      : `${sitemaps.length} Sitemap line${sitemaps.length === 1 ? '' : 's'}`,
  ].filter((detail): detail is string => detail !== null);
  return {
    robotsUrl,
    state: 'ok',
    summary: `Read robots.txt at ${robotsUrl}${details.length > 0 ? ` (${details.join(', ')})` : ''}.`,
    // robots-parser answers undefined for URLs of another origin; those are not ours to judge.
    isAllowed: (url) => robots.isAllowed(url, LINKLOOM_ROBOTS_TOKEN) !== false,
    crawlDelayMs,
    sitemaps,
  };
}
