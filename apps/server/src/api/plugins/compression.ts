import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this go out as they are: the saving would not pay for the work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses above the threshold (API JSON, CSV exports; every type mime-db calls
 * compressible) with brotli or gzip, as the client asks, and says so with `Content-Encoding` and
 * `Vary: accept-encoding`. The web app's files are compressed at build time: the plugin leaves
 * a response that already has an encoding alone (spa.ts), so only a file the build kept no
 * smaller variant of is compressed here, on the fly.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 (the plugin's default too): 11 costs many times the CPU for a few per cent less.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Only responses: compressed request bodies are not part of the API.
    globalDecompression: false,
  });
}
