import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { registerSpa } from './spa';

const SCRIPT = `console.log(${JSON.stringify('linkloom '.repeat(300))});`;
const INDEX = `<!doctype html><title>Linkloom</title><div id="root"></div>${' '.repeat(2000)}`;

/** A build as vite.config.ts writes it: every text file with its .br and .gz beside it. */
function builtDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'linkloom-spa-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, text: string) => {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-abc123.js', SCRIPT);
  return dir;
}

describe('the SPA static files', () => {
  const app = Fastify();
  const dist = builtDist();

  beforeAll(async () => {
    await registerCompression(app);
    await registerSpa(app, dist);
  });
  afterAll(() => app.close());

  it('sends the brotli variant of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip variant to a client that accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the built variant as it is, not compressed a second time', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.rawPayload).toEqual(readFileSync(path.join(dist, 'assets/index-abc123.js.br')));
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers client routes with index.html compressed and never cached', async () => {
    const response = await app.inject({
      url: '/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('answers a missing hashed asset with a 404, not index.html', async () => {
    const response = await app.inject({ url: '/assets/index-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });
});

describe('the SPA static files under the API rate limit', () => {
  const app = Fastify();

  beforeAll(async () => {
    await app.register(rateLimit, { max: 2, timeWindow: '1 minute' });
    app.get('/api/ping', async () => ({ ok: true }));
    await registerSpa(app, builtDist());
  });
  afterAll(() => app.close());

  it('does not count script and top-level files against the per-client limit', async () => {
    for (let load = 0; load < 5; load += 1) {
      expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/index.html' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/dashboard' })).statusCode).toBe(200);
    }
    const api = [];
    for (let call = 0; call < 3; call += 1) {
      api.push((await app.inject({ url: '/api/ping' })).statusCode);
    }
    expect(api).toEqual([200, 200, 429]);
  });
});
