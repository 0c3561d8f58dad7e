import { CrawlError } from './crawl-error';

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'EAI_NODATA']);

function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function codeOf(error: unknown): string | undefined {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    return error.code;
  }
  return undefined;
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

type Context = { url: URL; timeoutMs: number; timedOut: boolean; cancelled: boolean };

/** Turns whatever undici, net or zlib threw into a CrawlError with a readable message. */
export function toCrawlError(
  error: unknown,
  { url, timeoutMs, timedOut, cancelled }: Context,
): CrawlError {
  const chain = errorChain(error);
  const known = chain.find((entry): entry is CrawlError => entry instanceof CrawlError);
  if (known !== undefined) {
    return known;
  }
  if (cancelled) {
    return new CrawlError('aborted', `Fetching ${url.href} was cancelled.`, {
      url: url.href,
      cause: error,
    });
  }
  const codes = chain.map(codeOf).filter((code): code is string => code !== undefined);
  if (timedOut || codes.some((code) => TIMEOUT_CODES.has(code))) {
    return new CrawlError(
      'timeout',
      `${url.host} did not answer within ${formatDuration(timeoutMs)}.`,
      { url: url.href, cause: error },
    );
  }
  if (codes.some((code) => DNS_CODES.has(code))) {
    return new CrawlError(
      'dns_failure',
      `Could not resolve ${url.hostname}: the domain does not exist or its DNS is not answering.`,
      { url: url.href, cause: error },
    );
  }
  const detail = codes[0] ?? (error instanceof Error ? error.message : String(error));
  return new CrawlError('connection_failed', `Could not connect to ${url.host} (${detail}).`, {
    url: url.href,
    cause: error,
  });
}
