import type { Readable } from 'node:stream';
import { CrawlError } from './crawl-error';
import { createDecoder, decodeCapped, formatBytes } from './decompress';

type ReadBodyOptions = {
  url: string;
  contentLength: string | undefined;
  contentEncoding: string | undefined;
  maxBodyBytes: number;
  maxDecompressedBytes: number;
  /** Keep the first `maxDecompressedBytes` of the body and drop the rest instead of failing. */
  truncate?: boolean;
};

function tooLarge(url: string, maxBytes: number): CrawlError {
  return new CrawlError(
    'too_large',
    `${url} is larger than ${formatBytes(maxBytes)}; stopped reading it.`,
    { url },
  );
}

async function* capWireBytes(
  body: Readable,
  url: string,
  maxBytes: number,
  truncate = false,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    if (total + bytes.length > maxBytes) {
      if (!truncate) {
        throw tooLarge(url, maxBytes);
      }
      yield bytes.subarray(0, maxBytes - total);
      return;
    }
    total += bytes.length;
    yield bytes;
  }
}

/**
 * Reads a response body with a cap on wire bytes and, when the server
 * compressed it, a second cap on the decompressed size.
 * @throws CrawlError `too_large` or `decompression_failed`.
 */
export async function readCappedBody(body: Readable, options: ReadBodyOptions): Promise<Buffer> {
  const { url, maxBodyBytes, truncate = false } = options;
  try {
    const declared = Number(options.contentLength);
    if (!truncate && Number.isFinite(declared) && declared > maxBodyBytes) {
      throw tooLarge(url, maxBodyBytes);
    }
    const encodings = (options.contentEncoding ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '' && value !== 'identity');
    // Unencoded, the wire bytes are the body: truncating them keeps its first bytes. Encoded,
    // the decoder stops once its output reaches the cap, and the wire cap stays a hard limit.
    const chunks = capWireBytes(
      body,
      url,
      truncate && encodings.length === 0
        ? Math.min(maxBodyBytes, options.maxDecompressedBytes)
        : maxBodyBytes,
      truncate && encodings.length === 0,
    );
    if (encodings.length === 0) {
      const parts: Buffer[] = [];
      for await (const chunk of chunks) {
        parts.push(chunk);
      }
      return Buffer.concat(parts);
    }
    // Stacked encodings are undone last-applied first.
    let decoded: Buffer | null = null;
    for (const encoding of encodings.reverse()) {
      const decoder = createDecoder(encoding);
      if (decoder === null) {
        throw new CrawlError(
          'decompression_failed',
          `${url} uses an unknown Content-Encoding “${encoding}”.`,
          { url },
        );
      }
      decoded = await decodeCapped(decoded === null ? chunks : [decoded], decoder, {
        maxBytes: options.maxDecompressedBytes,
        url,
        truncate,
      });
    }
    return decoded ?? Buffer.alloc(0);
  } finally {
    discardBody(body);
  }
}

/** Drops whatever is left of a body; undici reports the abort as an error nobody needs. */
export function discardBody(body: Readable): void {
  if (!body.destroyed) {
    body.on('error', () => undefined);
    body.destroy();
  }
}
