import type { PageText } from '@linkloom/engine';
import { decodeBodyText, isHtmlContentType, mediaTypeOf } from '../fetch/content-type';
import { isCrawlError } from '../fetch/crawl-error';
import type { CrawlErrorCode } from '../fetch/crawl-error';
import type { SafeFetcher } from '../fetch/safe-fetcher';
import type { PageParser } from '../parse-pool/parse-pool';
import type { RobotsCache } from '../robots/robots-cache';
import { normalizeUrl } from '../url/normalize-url';
import { LINKLOOM_ROBOTS_TOKEN } from '../user-agent';
import { fetchPolitely } from './fetch-politely';
import type { RetryPolicy } from './fetch-politely';
import { conditionalHeaders, validatorsOf } from './page-validators';
import type { CrawlPageUnchanged, PageValidators } from './page-validators';
import type { createPoliteness } from './politeness';

/** Why a page has no PageText: a fetch error code, or what the answer was. */
export type CrawlFailureCode =
  CrawlErrorCode | 'http_error' | 'not_html' | 'robots_disallowed' | 'robots_unavailable';

export type CrawlPageSuccess = {
  kind: 'page';
  url: string;
  ok: true;
  page: PageText;
  /** `hashPageContent(page)`: equal hashes mean nothing analysis reads has changed. */
  contentHash: string;
  /** The answer's ETag and Last-Modified, for the next crawl's conditional request. */
  validators: PageValidators;
  fetchedAt: number;
};

export type CrawlPageFailure = {
  kind: 'page';
  url: string;
  ok: false;
  /** HTTP status when the server answered. */
  status?: number;
  code: CrawlFailureCode;
  /** For the site owner: what went wrong with this page. */
  error: string;
  fetchedAt: number;
};

export type CrawlResult = CrawlPageSuccess | CrawlPageFailure;

/** A page's result, and whether it counts towards pausing the crawl (the site, not the page, failing). */
export type PageOutcome = { result: CrawlResult | CrawlPageUnchanged; isSiteFailure: boolean };

function failure(
  url: string,
  code: CrawlFailureCode,
  error: string,
  fetchedAt: number,
  status?: number,
): CrawlPageFailure {
  return {
    kind: 'page',
    url,
    ok: false,
    code,
    error,
    fetchedAt,
    ...(status === undefined ? {} : { status }),
  };
}

export type PageCrawlContext = {
  fetcher: SafeFetcher;
  respectRobots: boolean;
  robots: RobotsCache;
  politeness: ReturnType<typeof createPoliteness>;
  retry: RetryPolicy;
  now: () => number;
  signal: AbortSignal;
  parser: PageParser;
  /** What the last crawl of a URL stored, to ask for the page only if it changed since. */
  validatorsFor?: (url: string) => PageValidators | undefined;
};

/**
 * Crawls one URL: robots check, polite fetch with retries (conditional when the URL has
 * validators), then PageText and its hash for HTML answers (parsed off this thread), `unchanged`
 * for a 304 to a conditional request, or a failure saying what happened.
 */
export async function crawlPage(url: string, context: PageCrawlContext): Promise<PageOutcome> {
  const { fetcher, respectRobots, robots, politeness, retry, now, signal, parser } = context;
  const validators = context.validatorsFor?.(url);
  const target = normalizeUrl(url);
  if (target === null) {
    return {
      result: failure(url, 'invalid_url', `“${url}” is not a valid http or https URL.`, now()),
      isSiteFailure: false,
    };
  }
  if (respectRobots) {
    const rules = await robots.rulesFor(target);
    if (rules.state === 'unavailable') {
      return {
        result: failure(url, 'robots_unavailable', rules.summary, now()),
        isSiteFailure: true,
      };
    }
    if (!rules.isAllowed(target)) {
      return {
        result: failure(
          url,
          'robots_disallowed',
          `robots.txt disallows this page for ${LINKLOOM_ROBOTS_TOKEN}.`,
          now(),
        ),
        isSiteFailure: false,
      };
    }
  }
  let fetched;
  try {
    const gate = await politeness.gateFor(target);
    fetched = await fetchPolitely(target, {
      fetcher,
      gate,
      retry,
      now,
      init: { signal, headers: conditionalHeaders(validators) },
    });
  } catch (error) {
    if (isCrawlError(error)) {
      return {
        result: failure(url, error.code, error.message, now()),
        isSiteFailure: error.code !== 'aborted',
      };
    }
    throw error;
  }
  const { response, attempts, gaveUp } = fetched;
  const fetchedAt = now();
  if (response.status === 304 && validators) {
    return { result: { kind: 'unchanged', url, fetchedAt }, isSiteFailure: false };
  }
  if (response.status < 200 || response.status >= 300) {
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    const message = `The page answered HTTP ${response.status}${tries}${gaveUp ? `; ${gaveUp}` : ''}.`;
    return {
      result: failure(url, 'http_error', message, fetchedAt, response.status),
      isSiteFailure: response.status === 429 || response.status >= 500,
    };
  }
  if (!isHtmlContentType(response.contentType)) {
    const type = mediaTypeOf(response.contentType) ?? 'unknown type';
    return {
      result: failure(url, 'not_html', `Not an HTML page (${type}).`, fetchedAt, response.status),
      isSiteFailure: false,
    };
  }
  const xRobotsTag = response.headers['x-robots-tag'];
  let parsed;
  try {
    parsed = await parser.parsePage(decodeBodyText(response.body, response.contentType), {
      url: target,
      finalUrl: response.finalUrl,
      redirects: response.redirects,
      status: response.status,
      ...(xRobotsTag === undefined ? {} : { xRobotsTag }),
    });
  } catch (error) {
    if (isCrawlError(error, 'unreadable')) {
      return {
        result: failure(url, error.code, error.message, fetchedAt, response.status),
        isSiteFailure: false,
      };
    }
    throw error;
  }
  return {
    result: {
      kind: 'page',
      url,
      ok: true,
      ...parsed,
      validators: validatorsOf(response.headers),
      fetchedAt,
    },
    isSiteFailure: false,
  };
}
