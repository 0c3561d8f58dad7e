import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import { CrawlError } from './crawl-error';

const GZIP_MAGIC_0 = 0x1f;
const GZIP_MAGIC_1 = 0x8b;

/** True when the bytes start with the gzip magic number. */
export function isGzipped(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === GZIP_MAGIC_0 && bytes[1] === GZIP_MAGIC_1;
}

/** A decoder for a Content-Encoding value, or null for identity. */
export function createDecoder(encoding: string): Transform | null {
  switch (encoding.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Pushes `chunks` through `decoder`, stopping as soon as the output passes
 * `maxBytes`, so a small compressed bomb never inflates into memory. With `truncate`,
 * the first `maxBytes` are returned instead of an error.
 * @throws CrawlError `too_large` past the cap, `decompression_failed` on corrupt input.
 */
export async function decodeCapped(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  decoder: Transform,
  { maxBytes, url, truncate = false }: { maxBytes: number; url: string; truncate?: boolean },
): Promise<Buffer> {
  const output: Buffer[] = [];
  let total = 0;
  let failure: unknown = null;
  decoder.on('data', (chunk: Buffer) => {
    if (decoder.destroyed) {
      return;
    }
    if (truncate && total + chunk.length > maxBytes) {
      output.push(chunk.subarray(0, maxBytes - total));
      total = maxBytes;
      decoder.destroy();
      return;
    }
    total += chunk.length;
    if (total > maxBytes) {
      failure ??= new CrawlError(
        'too_large',
        `${url} expands to more than ${formatBytes(maxBytes)} when decompressed; stopped reading it.`,
        { url },
      );
      decoder.destroy();
      return;
    }
    output.push(chunk);
  });
  const finished = new Promise<void>((resolve) => {
    decoder.on('end', resolve);
    decoder.on('close', resolve);
    decoder.on('error', (error) => {
      failure ??= new CrawlError(
        'decompression_failed',
        `${url} could not be decompressed: the compressed data is corrupt.`,
        { url, cause: error },
      );
      resolve();
    });
  });
  for await (const chunk of chunks) {
    if (failure !== null || decoder.destroyed) {
      break;
    }
    if (!decoder.write(chunk)) {
      await new Promise<void>((resolve) => {
        decoder.once('drain', resolve);
        decoder.once('close', resolve);
      });
    }
  }
  if (!decoder.destroyed) {
    decoder.end();
  }
  await finished;
  if (failure !== null) {
    throw failure;
  }
  return Buffer.concat(output);
}

/** `1536` → `1.5 KB`; for messages. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} bytes`;
  }
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
