import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression';

const big = {
  items: Array.from({ length: 200 }, (_, index) => ({ index, url: `/page-${index}` })),
};

describe('registerCompression', () => {
  const app = Fastify();

  beforeAll(async () => {
    await registerCompression(app);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/csv', async (_request, reply) =>
      reply.type('text/csv; charset=utf-8').send('a,b\n'.repeat(COMPRESSION_THRESHOLD_BYTES)),
    );
  });
  afterAll(() => app.close());

  it('compresses JSON above the threshold with brotli when the client accepts it', async () => {
    const response = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(big);
  });

  it('falls back to gzip, and to no encoding when the client asks for none', async () => {
    const gzipped = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(big);
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('leaves answers below the threshold alone', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('compresses a CSV export too', async () => {
    const csv = await app.inject({ url: '/csv', headers: { 'accept-encoding': 'gzip' } });
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString()).toBe('a,b\n'.repeat(COMPRESSION_THRESHOLD_BYTES));
  });
});
