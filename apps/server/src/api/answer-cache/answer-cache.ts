import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export type Answer = {
  key: string;
  /** The version of its website's data it was read at (website-versions.ts). */
  version: number;
  /** The JSON as sent without compression. */
  json: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
};

const ENCODE: Record<Encoding, (json: Buffer) => Buffer> = {
  // The fastest levels: the first read after each change pays for them (a reviewer's every
  // approval), and on a page of 50 suggestions (37 KB) brotli's quality 1 takes a quarter of
  // quality 4's CPU (0.05 against 0.21 ms) for 8 % more bytes (3.9 against 3.6 KB); gzip's
  // level 1 a third of level 6's for 8 % more.
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: (json) => gzipSync(json, { level: 1 }),
};

const sizeOf = (answer: Answer) =>
  answer.json.byteLength +
  (answer.encoded.br?.byteLength ?? 0) +
  (answer.encoded.gzip?.byteLength ?? 0);

/**
 * Answers kept by key, at most `maxBytes` of them (JSON and compressed copies counted); the
 * least recently used go first.
 */
export function createAnswerCache({ maxBytes }: { maxBytes: number }) {
  const answers = new Map<string, Answer>();
  let bytes = 0;

  function remove(key: string) {
    const answer = answers.get(key);
    if (answer) {
      answers.delete(key);
      bytes -= sizeOf(answer);
    }
  }

  function evictBeyondLimit() {
    for (const key of answers.keys()) {
      if (bytes <= maxBytes) {
        return;
      }
      remove(key);
    }
  }

  return {
    get(key: string): Answer | undefined {
      const answer = answers.get(key);
      if (answer) {
        answers.delete(key);
        answers.set(key, answer);
      }
      return answer;
    },

    set(key: string, { version, json }: Pick<Answer, 'version' | 'json'>) {
      remove(key);
      const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
      const answer: Answer = { key, version, json, etag, encoded: {} };
      if (json.byteLength <= maxBytes) {
        answers.set(key, answer);
        bytes += sizeOf(answer);
        evictBeyondLimit();
      }
      return answer;
    },

    /** The answer compressed with `encoding`, made on first use and kept with it. */
    encode(answer: Answer, encoding: Encoding): Buffer {
      const known = answer.encoded[encoding];
      if (known) {
        return known;
      }
      const encoded = ENCODE[encoding](answer.json);
      answer.encoded[encoding] = encoded;
      if (answers.get(answer.key) === answer) {
        bytes += encoded.byteLength;
        evictBeyondLimit();
      }
      return encoded;
    },

    clear() {
      answers.clear();
      bytes = 0;
    },

    get bytes() {
      return bytes;
    },
  };
}
