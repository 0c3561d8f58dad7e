import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

const json = (size: number, fill = 'a') => Buffer.from(`"${fill.repeat(size - 2)}"`);

describe('the answer cache', () => {
  it('keeps answers up to its size, dropping the least recently used first', () => {
    const cache = createAnswerCache({ maxBytes: 3_000 });
    cache.set('a', { version: 1, json: json(1_000) });
    cache.set('b', { version: 1, json: json(1_000) });
    cache.get('a');
    cache.set('c', { version: 1, json: json(1_500) });
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(2_500);
  });

  it('counts the compressed copies it makes, and makes each once', () => {
    const cache = createAnswerCache({ maxBytes: 100_000 });
    const answer = cache.set('a', { version: 1, json: json(10_000) });
    const br = cache.encode(answer, 'br');
    expect(cache.encode(answer, 'br')).toBe(br);
    const gzip = cache.encode(answer, 'gzip');
    expect(cache.bytes).toBe(10_000 + br.byteLength + gzip.byteLength);
  });

  it('gives the same content the same ETag and other content another', () => {
    const cache = createAnswerCache({ maxBytes: 100_000 });
    const one = cache.set('a', { version: 1, json: json(100) });
    const same = cache.set('b', { version: 2, json: json(100) });
    const other = cache.set('c', { version: 2, json: json(100, 'b') });
    expect(same.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });

  it('keeps nothing larger than itself, and nothing once cleared', () => {
    const cache = createAnswerCache({ maxBytes: 500 });
    cache.set('big', { version: 1, json: json(600) });
    expect(cache.get('big')).toBeUndefined();
    cache.set('small', { version: 1, json: json(100) });
    cache.clear();
    expect(cache.get('small')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
