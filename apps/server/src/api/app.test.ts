import { errorBodySchema, healthResponseSchema, envelopeSchema } from '@linkloom/contracts';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { AppError } from '@linkloom/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('API on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    harness = await createTestApp({ kind });
    const { app } = harness;
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ count: z.number().int() }) } },
      async (request) => ({
        data: request.body,
      }),
    );
    app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'This website is already in your account.');
    });
    app.get('/api/test/crash', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
  });

  afterAll(() => harness?.close());

  it('answers /api/health green with the database and queue status', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(healthResponseSchema).parse(response.json());
    expect(data).toMatchObject({
      status: 'ok',
      role: 'all',
      database: { status: 'ok', driver: kind },
      queue: { status: 'ok' },
    });
  });

  it('checks the database once a second however many health probes ask', async () => {
    const { database } = harness;
    const ping = database.ping;
    let pings = 0;
    database.ping = () => {
      pings += 1;
      return ping();
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.UTC(2030, 0, 1));
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => harness.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect(pings).toBe(1);
      vi.setSystemTime(Date.UTC(2030, 0, 1, 0, 0, 1));
      const later = await harness.app.inject({ method: 'GET', url: '/api/health' });
      expect(later.statusCode).toBe(200);
      expect(pings).toBe(2);
    } finally {
      vi.useRealTimers();
      database.ping = ping;
    }
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const kept = await harness.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42');
    const made = await harness.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('maps schema validation failures to 400 VALIDATION_FAILED naming the field', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { count: 'three' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('body.count');
  });

  it('maps malformed JSON to a 400 with a clear message', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"count":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('maps an AppError code to its status and keeps its message', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'CONFLICT', message: 'This website is already in your account.' },
    });
  });

  it('hides the internals of a 5xx', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const { error } = errorBodySchema.parse(response.json());
    expect(error.code).toBe('INTERNAL');
    expect(response.body).not.toContain('secret');
    expect(error.requestId).toBe(response.headers['x-request-id']);
  });

  it('answers an unknown API path with a JSON 404, never the SPA', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
  });

  it('serves the SPA for client routes (history fallback) and caches hashed assets', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/websites/123/link-suggestions' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await harness.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await harness.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("sets helmet's security headers on documents and OWASP's API set on JSON, errors included", async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const docs = await harness.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    for (const url of ['/api/health', '/api/test/conflict', '/api/no-such-route']) {
      const answer = await harness.app.inject({ method: 'GET', url });
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers).toMatchObject({
        'content-security-policy': "frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('publishes the OpenAPI document with the health route', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/health');
  });
});
