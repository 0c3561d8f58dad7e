import { setImmediate as nextTurn } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import { isCrawlError } from '../fetch/crawl-error';
import { decodeBodyText, mediaTypeOf } from '../fetch/content-type';
import { decodeCapped, isGzipped } from '../fetch/decompress';
import type { SafeFetcher } from '../fetch/safe-fetcher';
import { formatCount, plural } from '../log';
import type { OnLog } from '../log';
import { normalizeUrl } from '../url/normalize-url';
import { looksLikeHtmlUrl } from '../url/site-scope';
import { parseSitemapXml } from './parse-sitemap';

export type SitemapLimits = {
  /** Bytes per sitemap file, compressed or not. Default 50 MB (the sitemap protocol's limit). */
  maxSitemapBytes: number;
  /** `<url>` entries read per file. Default 50,000 (the protocol's limit). */
  maxUrlsPerSitemap: number;
  /** Sitemap files read per discovery. Default 50. */
  maxSitemaps: number;
  /** Index nesting followed. Default 3. */
  maxDepth: number;
};

export const DEFAULT_SITEMAP_LIMITS: SitemapLimits = {
  maxSitemapBytes: 50 * 1024 * 1024,
  maxUrlsPerSitemap: 50_000,
  maxSitemaps: 50,
  maxDepth: 3,
};

export type SitemapSummary = {
  url: string;
  kind: 'urlset' | 'index';
  /** URLs listed: a urlset's own entries, an index's entries across the sitemaps read under it. */
  urlCount: number;
};

export type SitemapReadResult = {
  sitemaps: SitemapSummary[];
  pages: string[];
  /** When the sitemaps say pages last changed (ISO 8601), for those with a valid `<lastmod>`. */
  lastModified: Map<string, string>;
  /** Same-site page URLs the sitemaps list beyond `maxPages`, each once (issue 55). */
  beyondLimit: number;
};

// Beyond max pages, URLs are only counted; past this many the count stops telling repeats apart,
// so the memory a huge sitemap set takes stays bounded.
const BEYOND_LIMIT_DEDUPED = 200_000;

/** Where to look: `probe` marks the usual locations, whose absence is normal and logged quietly. */
export type SitemapRoot = { url: string; probe: boolean };

type ReadOptions = {
  fetcher: SafeFetcher;
  signal?: AbortSignal;
  onLog: OnLog;
  isSameSite: (url: string) => boolean;
  maxPages: number;
  limits: SitemapLimits;
};

type QueueEntry = { url: string; probe: boolean; depth: number; parents: SitemapSummary[] };

// URLs checked between turns of the event loop while a big sitemap's entries are sorted.
const URLS_PER_TURN = 1_000;

async function fetchSitemapText(
  entry: QueueEntry,
  { fetcher, signal, onLog, limits }: ReadOptions,
): Promise<{ text: string; contentType: string | null } | null> {
  const { url } = entry;
  let response;
  try {
    response = await fetcher.fetch(url, {
      accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
      maxBodyBytes: limits.maxSitemapBytes,
      maxDecompressedBytes: limits.maxSitemapBytes,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isCrawlError(error, 'aborted')) {
      throw error;
    }
    onLog({
      level: 'warn',
      message: `Could not read sitemap ${url}: ${error instanceof Error ? error.message : String(error)}`,
    });
    return null;
  }
  if (response.status < 200 || response.status >= 300) {
    const quiet = entry.probe && (response.status === 404 || response.status === 410);
    onLog(
      quiet
        ? { level: 'info', message: `No sitemap at ${url} (HTTP ${response.status}).` }
        : { level: 'warn', message: `Sitemap ${url} answered HTTP ${response.status}; skipped.` },
    );
    return null;
  }
  let body = response.body;
  if (isGzipped(body)) {
    try {
      body = await decodeCapped([body], createGunzip(), { maxBytes: limits.maxSitemapBytes, url });
    } catch (error) {
      onLog({
        level: 'warn',
        message: `Could not read sitemap ${url}: ${error instanceof Error ? error.message : String(error)}`,
      });
      return null;
    }
  }
  return { text: decodeBodyText(body, response.contentType), contentType: response.contentType };
}

/**
 * Reads sitemaps breadth-first from `roots`, following indexes to
 * `maxDepth`, and returns the same-site, HTML-looking page URLs they list,
 * normalised and deduplicated, at most `maxPages`. Every file read or
 * skipped gets a log line.
 */
export async function readSitemaps(
  roots: SitemapRoot[],
  options: ReadOptions,
): Promise<SitemapReadResult> {
  const { onLog, isSameSite, maxPages, limits } = options;
  const sitemaps: SitemapSummary[] = [];
  const pages: string[] = [];
  const lastModified = new Map<string, string>();
  const seenPages = new Set<string>();
  const seenSitemaps = new Set<string>();
  const queue: QueueEntry[] = [];
  let filesRead = 0;
  let beyondLimit = 0;
  let isLimitLogged = false;

  function enqueue(url: string, entry: Omit<QueueEntry, 'url'>): void {
    const normalized = normalizeUrl(url);
    if (normalized !== null && !seenSitemaps.has(normalized)) {
      seenSitemaps.add(normalized);
      queue.push({ url: normalized, ...entry });
    }
  }

  async function addPages(
    { locs, lastmods }: { locs: string[]; lastmods: Array<string | null> },
    sitemapUrl: string,
  ): Promise<void> {
    let offSite = 0;
    let nonHtml = 0;
    let invalid = 0;
    for (const [index, loc] of locs.entries()) {
      if (index > 0 && index % URLS_PER_TURN === 0) {
        await nextTurn();
      }
      const url = normalizeUrl(loc, sitemapUrl);
      if (url === null) {
        invalid += 1;
      } else if (!isSameSite(url)) {
        offSite += 1;
      } else if (!looksLikeHtmlUrl(url)) {
        nonHtml += 1;
      } else if (!seenPages.has(url)) {
        if (pages.length < maxPages) {
          pages.push(url);
          const changedAt = Date.parse(lastmods[index] ?? '');
          if (!Number.isNaN(changedAt)) {
            lastModified.set(url, new Date(changedAt).toISOString());
          }
        } else {
          beyondLimit += 1;
        }
        if (seenPages.size < maxPages + BEYOND_LIMIT_DEDUPED) {
          seenPages.add(url);
        }
      }
    }
    const dropped = [
      offSite > 0 ? `${formatCount(offSite)} on other sites` : null,
      nonHtml > 0 ? `${formatCount(nonHtml)} not HTML pages (PDFs, images, …)` : null,
      invalid > 0 ? `${formatCount(invalid)} not valid URLs` : null,
    ].filter((part): part is string => part !== null);
    if (dropped.length > 0) {
      onLog({ level: 'info', message: `Left out URLs from ${sitemapUrl}: ${dropped.join(', ')}.` });
    }
  }

  for (const root of roots) {
    enqueue(root.url, { probe: root.probe, depth: 0, parents: [] });
  }
  while (queue.length > 0) {
    // Past the limit the remaining sitemaps are still read, to count the pages left out.
    if (pages.length >= maxPages && !isLimitLogged) {
      isLimitLogged = true;
      onLog({
        level: 'info',
        message: `Reached the limit of ${plural(maxPages, 'page')}; the sitemaps left are read only to count the pages beyond it.`,
      });
    }
    const entry = queue.shift() as QueueEntry;
    // The usual locations are other spellings of one site's sitemap: no use for counting.
    if (entry.probe && pages.length >= maxPages) {
      continue;
    }
    if (!entry.probe) {
      if (filesRead >= limits.maxSitemaps) {
        onLog({
          level: 'warn',
          message: `Read the limit of ${plural(limits.maxSitemaps, 'sitemap')}; ${plural(queue.length + 1, 'more was', 'more were')} skipped.`,
        });
        break;
      }
      filesRead += 1;
    }
    const fetched = await fetchSitemapText(entry, options);
    if (fetched === null) {
      continue;
    }
    const parsed = await parseSitemapXml(fetched.text, { maxLocs: limits.maxUrlsPerSitemap });
    if (parsed.kind === 'html') {
      const servedAs = mediaTypeOf(fetched.contentType);
      onLog({
        level: 'warn',
        message: `${entry.url} is an HTML page, not a sitemap${servedAs ? ` (served as ${servedAs})` : ''}; skipped.`,
      });
      continue;
    }
    if (parsed.kind === 'invalid') {
      onLog({
        level: 'warn',
        message: `${entry.url} is not a readable sitemap: ${parsed.reason}; skipped.`,
      });
      continue;
    }
    if (parsed.kind === 'index') {
      const summary: SitemapSummary = { url: entry.url, kind: 'index', urlCount: 0 };
      sitemaps.push(summary);
      onLog({
        level: 'info',
        message: `Found sitemap index ${entry.url} (${plural(parsed.listed, 'sitemap')}).`,
      });
      if (entry.depth + 1 > limits.maxDepth) {
        onLog({
          level: 'warn',
          message: `Sitemap index ${entry.url} nests deeper than ${limits.maxDepth} levels; the sitemaps it lists are skipped.`,
        });
        continue;
      }
      for (const loc of parsed.locs) {
        const child = normalizeUrl(loc, entry.url);
        if (child !== null) {
          enqueue(child, {
            probe: false,
            depth: entry.depth + 1,
            parents: [...entry.parents, summary],
          });
        }
      }
      continue;
    }
    const { locs, listed } = parsed;
    sitemaps.push({ url: entry.url, kind: 'urlset', urlCount: listed });
    for (const parent of entry.parents) {
      parent.urlCount += listed;
    }
    onLog({
      level: 'info',
      message: `Found sitemap ${entry.url} (${plural(listed, 'URL')}).`,
    });
    if (listed > locs.length) {
      onLog({
        level: 'warn',
        message: `${entry.url} lists ${formatCount(listed)} URLs; only the first ${formatCount(locs.length)} are read.`,
      });
    }
    await addPages(parsed, entry.url);
  }
  if (beyondLimit > 0) {
    onLog({
      level: 'warn',
      message: `The sitemaps list ${plural(beyondLimit, 'more page')} than this website's limit of ${plural(maxPages, 'page')}; they are not crawled or analysed. Raise max pages in the crawl settings to include them.`,
    });
  }
  return { sitemaps, pages, lastModified, beyondLimit };
}
