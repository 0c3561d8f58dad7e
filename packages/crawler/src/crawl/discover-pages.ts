import { setImmediate as nextTurn } from 'node:timers/promises';
import { isCrawlError } from '../fetch/crawl-error';
import type { SafeFetcher } from '../fetch/safe-fetcher';
import { formatCount, plural } from '../log';
import type { OnLog } from '../log';
import { processParsePool } from '../parse-pool/parse-pool';
import type { PageParser } from '../parse-pool/parse-pool';
import { createRobotsCache } from '../robots/robots-cache';
import { DEFAULT_SITEMAP_LIMITS, readSitemaps } from '../sitemap/read-sitemaps';
import type { SitemapLimits, SitemapSummary } from '../sitemap/read-sitemaps';
import { normalizeUrl } from '../url/normalize-url';
import { createSameSiteTest } from '../url/site-scope';
import { LINKLOOM_ROBOTS_TOKEN } from '../user-agent';
import { crawlSiteForPages } from './crawl-site';
import { DEFAULT_RETRY_POLICY } from './fetch-politely';
import type { RetryPolicy } from './fetch-politely';
import {
  createPoliteness,
  DEFAULT_CONCURRENCY_PER_HOST,
  DEFAULT_DELAY_MS,
  DEFAULT_MAX_CRAWL_DELAY_MS,
} from './politeness';
import { sleep as realSleep } from './timing';
import type { Sleep } from './timing';

export type DiscoverOptions = {
  fetcher: SafeFetcher;
  maxPages: number;
  crawlDepth: number;
  respectRobots: boolean;
  signal?: AbortSignal;
  onLog?: OnLog;
  /** Per-host politeness for the fallback crawl; defaults 2 and 500 ms. */
  concurrencyPerHost?: number;
  delayMs?: number;
  sitemapLimits?: Partial<SitemapLimits>;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
  sleep?: Sleep;
  /** Where pages of the fallback crawl are parsed. Default: the process's parse pool. */
  parser?: PageParser;
};

export type DiscoveryResult = {
  method: 'sitemap' | 'crawl';
  status: 'found' | 'empty' | 'failed';
  /** Why the status is `empty` or `failed`, in words for the site owner. */
  reason?: string;
  sitemaps: SitemapSummary[];
  /** Normalised, same-site, HTML-looking, deduplicated, at most maxPages. */
  pages: string[];
  /** When the sitemaps say pages last changed (ISO 8601), for those whose `<lastmod>` is valid. */
  lastModified?: Map<string, string>;
  /** Pages found beyond maxPages (counted, not kept); 0 when everything found fits. */
  beyondLimit?: number;
};

const ROBOTS_CHECKS_PER_TURN = 1_000;

const USUAL_SITEMAP_PATHS = ['/sitemap.xml', '/sitemap_index.xml', '/wp-sitemap.xml'];

/**
 * Finds a site's pages: the sitemaps robots.txt names or the usual sitemap
 * locations (indexes followed, gzip read), else a breadth-first crawl from
 * the home page. Never throws for anything the site does; the result's
 * status and reason say what happened, and every step is logged.
 */
export async function discoverPages(
  siteUrl: string,
  options: DiscoverOptions,
): Promise<DiscoveryResult> {
  const log: OnLog = options.onLog ?? (() => undefined);
  const home = normalizeUrl(siteUrl);
  if (home === null) {
    const reason = `“${siteUrl}” is not a valid http or https URL.`;
    log({ level: 'error', message: reason });
    return { method: 'sitemap', status: 'failed', reason, sitemaps: [], pages: [] };
  }
  const cancelled = (): DiscoveryResult => {
    const reason = 'Discovery was cancelled.';
    log({ level: 'warn', message: reason });
    return { method: 'sitemap', status: 'failed', reason, sitemaps: [], pages: [] };
  };
  try {
    const result = await discover(home, options, log);
    return options.signal?.aborted === true ? cancelled() : result;
  } catch (error) {
    if (isCrawlError(error, 'aborted') || options.signal?.aborted === true) {
      return cancelled();
    }
    throw error;
  }
}

// Only a discovery that left pages out says how many, so a result that fits reads as before.
function beyondLimitOf(count: number): { beyondLimit?: number } {
  return count > 0 ? { beyondLimit: count } : {};
}

function finish(result: DiscoveryResult, log: OnLog): DiscoveryResult {
  if (result.status === 'found') {
    log({
      level: 'info',
      message: `Discovery complete: ${plural(result.pages.length, 'page')} found${result.method === 'crawl' ? ' by following links' : ` in ${plural(result.sitemaps.length, 'sitemap')}`}.`,
    });
  } else {
    log({
      level: result.status === 'failed' ? 'error' : 'warn',
      message: result.reason ?? 'No pages found.',
    });
  }
  return result;
}

async function discover(
  home: string,
  options: DiscoverOptions,
  log: OnLog,
): Promise<DiscoveryResult> {
  const { fetcher, signal, respectRobots } = options;
  const maxPages = Math.max(0, Math.floor(options.maxPages));
  const now = options.now ?? Date.now;
  const isSameSite = createSameSiteTest(home);
  log({
    level: 'info',
    message: `Discovering pages of ${home} (up to ${plural(maxPages, 'page')}).`,
  });

  const robots = createRobotsCache({ fetcher, onLog: log, ...(signal ? { signal } : {}) });
  const rules = await robots.rulesFor(home);
  if (rules.error !== undefined && isCrawlError(rules.error, 'dns_failure', 'blocked_address')) {
    return finish(
      { method: 'sitemap', status: 'failed', reason: rules.error.message, sitemaps: [], pages: [] },
      log,
    );
  }
  if (respectRobots && rules.state === 'unavailable') {
    return finish(
      { method: 'sitemap', status: 'failed', reason: rules.summary, sitemaps: [], pages: [] },
      log,
    );
  }
  if (respectRobots && !rules.isAllowed(home)) {
    const reason = `robots.txt at ${rules.robotsUrl} disallows the whole site for ${LINKLOOM_ROBOTS_TOKEN}, so there are no pages Linkloom may crawl. Allow ${LINKLOOM_ROBOTS_TOKEN} in robots.txt, or turn off “respect robots.txt” for this website.`;
    return finish({ method: 'sitemap', status: 'empty', reason, sitemaps: [], pages: [] }, log);
  }

  const limits = { ...DEFAULT_SITEMAP_LIMITS, ...options.sitemapLimits };
  const readOptions = {
    fetcher,
    onLog: log,
    isSameSite,
    maxPages,
    limits,
    ...(signal ? { signal } : {}),
  };
  if (rules.sitemaps.length > 0) {
    log({
      level: 'info',
      message: `robots.txt lists ${plural(rules.sitemaps.length, 'sitemap')}.`,
    });
  }
  let read = await readSitemaps(
    rules.sitemaps.map((url) => ({ url, probe: false })),
    readOptions,
  );
  if (read.pages.length === 0) {
    const alreadyRead = new Set(read.sitemaps.map((sitemap) => sitemap.url));
    const probes = USUAL_SITEMAP_PATHS.map((path) => ({
      url: new URL(path, home).href,
      probe: true,
    })).filter((probe) => !alreadyRead.has(probe.url));
    const probed = await readSitemaps(probes, readOptions);
    read = {
      sitemaps: [...read.sitemaps, ...probed.sitemaps],
      pages: probed.pages,
      lastModified: probed.lastModified,
      beyondLimit: probed.beyondLimit,
    };
  }

  if (read.pages.length > 0) {
    let pages = read.pages;
    if (respectRobots) {
      const allowed: string[] = [];
      for (const [index, page] of pages.entries()) {
        // Cached rules answer in a microtask; a macrotask turn now and then lets the API answer.
        if (index > 0 && index % ROBOTS_CHECKS_PER_TURN === 0) {
          await nextTurn();
        }
        if ((await robots.rulesFor(page)).isAllowed(page)) {
          allowed.push(page);
        }
      }
      if (allowed.length < pages.length) {
        log({
          level: 'info',
          message: `robots.txt disallows ${formatCount(pages.length - allowed.length)} of the ${plural(pages.length, 'sitemap URL')}; they are left out.`,
        });
      }
      if (allowed.length === 0) {
        const reason = `robots.txt disallows every URL the sitemaps list for ${LINKLOOM_ROBOTS_TOKEN}, so there are no pages Linkloom may crawl.`;
        return finish(
          { method: 'sitemap', status: 'empty', reason, sitemaps: read.sitemaps, pages: [] },
          log,
        );
      }
      pages = allowed;
    }
    return finish(
      {
        method: 'sitemap',
        status: 'found',
        sitemaps: read.sitemaps,
        pages,
        lastModified: read.lastModified,
        ...beyondLimitOf(read.beyondLimit),
      },
      log,
    );
  }

  log({
    level: 'info',
    message: `${read.sitemaps.length > 0 ? 'The sitemaps list no usable pages' : 'No sitemap found'}; crawling links from the home page instead (depth ${options.crawlDepth}, up to ${plural(maxPages, 'page')}).`,
  });
  const politeness = createPoliteness({
    concurrencyPerHost: options.concurrencyPerHost ?? DEFAULT_CONCURRENCY_PER_HOST,
    delayMs: options.delayMs ?? DEFAULT_DELAY_MS,
    maxCrawlDelayMs: DEFAULT_MAX_CRAWL_DELAY_MS,
    respectRobots,
    robots,
    now,
    sleep: options.sleep ?? realSleep,
    onLog: log,
  });
  const crawl = await crawlSiteForPages(home, {
    fetcher,
    maxPages,
    crawlDepth: Math.max(0, Math.floor(options.crawlDepth)),
    respectRobots,
    robots,
    politeness,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    isSameSite,
    now,
    onLog: log,
    parser: options.parser ?? processParsePool(),
    ...(signal ? { signal } : {}),
  });
  if (crawl.pages.length > 0) {
    return finish(
      {
        method: 'crawl',
        status: 'found',
        sitemaps: read.sitemaps,
        pages: crawl.pages,
        ...beyondLimitOf(crawl.beyondLimit),
      },
      log,
    );
  }
  if (crawl.homeFailure !== null) {
    return finish(
      {
        method: 'crawl',
        status: 'failed',
        reason: `The home page could not be read: ${crawl.homeFailure}`,
        sitemaps: read.sitemaps,
        pages: [],
      },
      log,
    );
  }
  return finish(
    {
      method: 'crawl',
      status: 'empty',
      reason: 'No sitemap was found and the home page links to no HTML pages on this site.',
      sitemaps: read.sitemaps,
      pages: [],
    },
    log,
  );
}
