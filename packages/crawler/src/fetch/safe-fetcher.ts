import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import type { Dispatcher } from 'undici';
import { LINKLOOM_USER_AGENT } from '../user-agent';
import { classifyForbiddenAddress } from './address-policy';
import { createHostAllowList } from './allow-hosts';
import { CrawlError } from './crawl-error';
import { createGuardedLookup, describeBlockedAddress, resolveWithSystem } from './guarded-lookup';
import type { ResolveHost } from './guarded-lookup';
import { discardBody, readCappedBody } from './read-body';
import { toCrawlError } from './to-crawl-error';

export type SafeFetcherOptions = {
  /** Hosts (`name`, `name:port`, `[v6]:port`) that may resolve to private or loopback addresses: CRAWLER_ALLOW_HOSTS. */
  allowHosts?: string[];
  userAgent?: string;
  /** Whole-request budget including redirects and the body. Default 15 s. */
  timeoutMs?: number;
  /** Bytes on the wire per response. Default 10 MB. */
  maxBodyBytes?: number;
  /** Bytes after Content-Encoding is undone. Default 4 × maxBodyBytes. */
  maxDecompressedBytes?: number;
  /** Redirects followed per fetch. Default 5. */
  maxRedirects?: number;
  /** DNS resolver; tests inject one to make a name resolve to a forbidden address. */
  resolveHost?: ResolveHost;
};

export type SafeFetchInit = {
  accept?: string;
  signal?: AbortSignal;
  /** Overrides the fetcher's caps for this request (sitemaps may be larger than pages). */
  maxBodyBytes?: number;
  maxDecompressedBytes?: number;
  /** Keep the first `maxDecompressedBytes` of an oversized body instead of failing (robots.txt). */
  truncateBody?: boolean;
  /** GET by default; other methods never follow redirects (the 3xx answer is returned). */
  method?: 'GET' | 'POST' | 'DELETE';
  /** More request headers (an API's Authorization); dropped when a redirect leaves the origin. */
  headers?: Record<string, string>;
  body?: string;
};

export type SafeFetchResponse = {
  requestedUrl: string;
  /** The URL the body came from, after redirects. */
  finalUrl: string;
  status: number;
  /** Lower-cased header names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  contentType: string | null;
  /** The body with Content-Encoding already undone. */
  body: Buffer;
  /** Every URL redirected to, in order (empty when none). */
  redirects: string[];
};

export type SafeFetcher = {
  /**
   * GETs `url`, following redirects, with the address checks, caps and
   * timeout applied to every hop. Any HTTP status is returned, not thrown.
   * @throws CrawlError for invalid URLs, refused addresses, DNS failures, timeouts, oversized bodies, redirect loops and connection failures.
   */
  fetch(url: string, init?: SafeFetchInit): Promise<SafeFetchResponse>;
  /** Closes pooled connections. */
  close(): Promise<void>;
  readonly userAgent: string;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CrawlError('invalid_url', `“${raw}” is not a valid URL.`, { url: raw });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CrawlError(
      'unsupported_protocol',
      `${raw} uses ${url.protocol.slice(0, -1)}; only http and https pages can be fetched.`,
      { url: raw },
    );
  }
  url.hash = '';
  return url;
}

function flattenHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) {
      flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return flat;
}

/**
 * Creates the only way the product fetches a URL. Every hop is checked
 * before a socket opens: IP literals directly, names inside the connection's
 * own DNS lookup, so the address checked is the address used. Loopback,
 * private, link-local, CGNAT, multicast, metadata and IPv4-mapped addresses
 * are refused unless `allowHosts` names the host.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const userAgent = options.userAgent ?? LINKLOOM_USER_AGENT;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const maxDecompressedBytes = options.maxDecompressedBytes ?? maxBodyBytes * 4;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const isAllowed = createHostAllowList(options.allowHosts ?? []);
  const agentTimeouts = { headersTimeout: timeoutMs, bodyTimeout: timeoutMs };
  const guardedAgent = new Agent({
    ...agentTimeouts,
    connect: {
      timeout: timeoutMs,
      lookup: createGuardedLookup(options.resolveHost ?? resolveWithSystem),
    },
  });
  // Only origins named in allowHosts ever reach this agent.
  const allowedAgent = new Agent({ ...agentTimeouts, connect: { timeout: timeoutMs } });

  function dispatcherFor(url: URL): Dispatcher {
    if (isAllowed(url)) {
      return allowedAgent;
    }
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    // net.connect skips `lookup` for IP literals, so they are checked here.
    if (isIP(host) !== 0) {
      const kind = classifyForbiddenAddress(host);
      if (kind !== null) {
        throw new CrawlError('blocked_address', describeBlockedAddress(host, host, kind), {
          url: url.href,
        });
      }
    }
    return guardedAgent;
  }

  async function fetchOnce(url: URL, init: SafeFetchInit, signal: AbortSignal, origin: string) {
    const response = await request(url.href, {
      dispatcher: dispatcherFor(url),
      method: init.method ?? 'GET',
      signal,
      headers: {
        ...(url.origin === origin ? init.headers : {}),
        'user-agent': userAgent,
        accept: init.accept ?? DEFAULT_ACCEPT,
        'accept-encoding': 'gzip, deflate, br',
      },
      body: init.body,
    });
    return {
      status: response.statusCode,
      headers: flattenHeaders(response.headers),
      body: response.body,
    };
  }

  async function fetchUrl(raw: string, init: SafeFetchInit = {}): Promise<SafeFetchResponse> {
    let current = parseTarget(raw);
    const origin = current.origin;
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeoutSignal]) : timeoutSignal;
    const redirects: string[] = [];
    const seen = new Set([current.href]);
    try {
      for (;;) {
        const response = await fetchOnce(current, init, signal, origin);
        const location = response.headers.location;
        const follows = (init.method ?? 'GET') === 'GET';
        if (follows && REDIRECT_STATUSES.has(response.status) && location !== undefined) {
          discardBody(response.body);
          const next = parseTarget(new URL(location, current).href);
          if (seen.has(next.href)) {
            throw new CrawlError(
              'redirect_loop',
              `${raw} redirects in a loop (${[...redirects, next.href].join(' → ')}).`,
              { url: raw },
            );
          }
          if (redirects.length >= maxRedirects) {
            throw new CrawlError(
              'too_many_redirects',
              `${raw} redirected more than ${maxRedirects} times; stopped following.`,
              { url: raw },
            );
          }
          redirects.push(next.href);
          seen.add(next.href);
          current = next;
          continue;
        }
        const contentType = response.headers['content-type'] ?? null;
        const body = await readCappedBody(response.body, {
          url: current.href,
          contentLength: response.headers['content-length'],
          contentEncoding: response.headers['content-encoding'],
          maxBodyBytes: init.maxBodyBytes ?? maxBodyBytes,
          maxDecompressedBytes: init.maxDecompressedBytes ?? maxDecompressedBytes,
          ...(init.truncateBody ? { truncate: true } : {}),
        });
        return {
          requestedUrl: raw,
          finalUrl: current.href,
          status: response.status,
          headers: response.headers,
          contentType,
          body,
          redirects,
        };
      }
    } catch (error) {
      throw toCrawlError(error, {
        url: current,
        timeoutMs,
        timedOut: timeoutSignal.aborted,
        cancelled: init.signal?.aborted === true,
      });
    }
  }

  return {
    fetch: fetchUrl,
    userAgent,
    async close() {
      await Promise.all([guardedAgent.close(), allowedAgent.close()]);
    },
  };
}
