import { healthResponseSchema } from '@linkloom/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from './api-client';
import type { ApiAuth } from './api-client';

type Call = { url: string; init: RequestInit };

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A fetch that answers from a queue and remembers what it was asked. */
function fakeFetch(...responses: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = responses.shift();
    if (!next) {
      throw new Error('fakeFetch: no more responses');
    }
    if (next instanceof Error) {
      throw next;
    }
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

const websiteSchema = z.object({ id: z.string(), name: z.string() });

const health = {
  status: 'ok',
  role: 'all',
  version: '0.1.0',
  uptimeSeconds: 12,
  database: { status: 'ok', driver: 'pglite', latencyMs: 1.2 },
  queue: { status: 'ok', queued: 0, active: 0 },
};

describe('createApiClient', () => {
  it('returns the data of a success envelope, parsed with the contract', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, { data: health }));
    const api = createApiClient({ fetch });

    const result = await api.get('/health', { schema: healthResponseSchema });

    expect(result).toEqual(health);
    expect(calls[0]?.url).toBe('/api/health');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('builds the query string and skips empty values', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, { data: [] }));
    const api = createApiClient({ fetch, baseUrl: '/api/' });

    await api.get('websites/w1/link-suggestions', {
      schema: z.array(websiteSchema),
      query: { page: 2, limit: 50, status: undefined, search: null, fresh: true },
    });

    expect(calls[0]?.url).toBe('/api/websites/w1/link-suggestions?page=2&limit=50&fresh=true');
  });

  it('sends extra headers such as an Idempotency-Key', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, { data: health }));
    const api = createApiClient({ fetch });

    await api.post('/websites/w1/process-selected', {
      schema: healthResponseSchema,
      body: { urls: ['https://shop.example/'] },
      headers: { 'Idempotency-Key': 'key-1' },
    });

    expect(headersOf(calls[0])['Idempotency-Key']).toBe('key-1');
    expect(headersOf(calls[0]).Accept).toBe('application/json');
  });

  it('sends a JSON body with a JSON content type, and none without a body', async () => {
    const { fetch, calls } = fakeFetch(
      jsonResponse(201, { data: { id: 'w1', name: 'Shop' } }),
      new Response(null, { status: 204 }),
    );
    const api = createApiClient({ fetch });

    const created = await api.post('/websites', {
      schema: websiteSchema,
      body: { name: 'Shop', url: 'https://shop.example' },
    });
    await api.delete('/websites/w1', { schema: z.undefined() });

    expect(created).toEqual({ id: 'w1', name: 'Shop' });
    expect(calls[0]?.init.body).toBe('{"name":"Shop","url":"https://shop.example"}');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
    expect(calls[1]?.init.method).toBe('DELETE');
    expect(headersOf(calls[1])['Content-Type']).toBeUndefined();
  });

  it('turns a contract error body into a typed ApiError', async () => {
    const { fetch } = fakeFetch(
      jsonResponse(402, {
        error: {
          code: 'CREDITS_EXHAUSTED',
          message: 'You have no credits left this month.',
          requestId: 'req-42',
          details: { needed: 3, available: 0 },
        },
      }),
    );
    const api = createApiClient({ fetch });

    const error = await api
      .post('/websites/w1/process-selected', {
        schema: z.unknown(),
        body: { urls: ['https://shop.example/a'] },
      })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 402,
      code: 'CREDITS_EXHAUSTED',
      message: 'You have no credits left this month.',
      requestId: 'req-42',
      details: { needed: 3, available: 0 },
    });
  });

  it('maps a body that is not a contract error by its status, keeping the request id header', async () => {
    const { fetch } = fakeFetch(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'x-request-id': 'edge-7' },
      }),
    );
    const api = createApiClient({ fetch });

    const error = await api
      .get('/websites', { schema: z.array(websiteSchema) })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 502,
      code: 'UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again shortly.',
      requestId: 'edge-7',
    });
  });

  it('rejects a success body that breaks the contract', async () => {
    const { fetch } = fakeFetch(jsonResponse(200, { data: { id: 7 } }));
    const api = createApiClient({ fetch });

    const error = await api.get('/websites/w1', { schema: websiteSchema }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('rejects a success body without the data envelope', async () => {
    const { fetch } = fakeFetch(jsonResponse(200, { id: 'w1', name: 'Shop' }));
    const api = createApiClient({ fetch });

    await expect(api.get('/websites/w1', { schema: websiteSchema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reports a network failure as NETWORK_ERROR with status 0', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const api = createApiClient({ fetch });

    await expect(api.get('/health', { schema: healthResponseSchema })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please check your internet connection and try again.',
    });
  });

  it('parses the envelope of an allowed non-2xx status', async () => {
    const degraded = { ...health, status: 'degraded', queue: { status: 'error', message: 'down' } };
    const { fetch } = fakeFetch(jsonResponse(503, { data: degraded }));
    const api = createApiClient({ fetch });

    const result = await api.get('/health', { schema: healthResponseSchema, okStatuses: [503] });

    expect(result.status).toBe('degraded');
  });
});

describe('createApiClient with auth hooks', () => {
  function fakeAuth(tokens: Array<string | null>): ApiAuth & { expired: number } {
    const auth = {
      expired: 0,
      getToken: () => 'token-0',
      refreshToken: vi.fn(async () => tokens.shift() ?? null),
      onSessionExpired: () => {
        auth.expired += 1;
      },
    };
    return auth;
  }

  const unauthenticated = () =>
    jsonResponse(401, {
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });

  it('sends the bearer token', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse(200, { data: [] }));
    const api = createApiClient({ fetch, auth: fakeAuth([]) });

    await api.get('/websites', { schema: z.array(websiteSchema) });

    expect(headersOf(calls[0]).Authorization).toBe('Bearer token-0');
  });

  it('refreshes the token after a 401 and retries with the new one', async () => {
    const { fetch, calls } = fakeFetch(unauthenticated(), jsonResponse(200, { data: [] }));
    const auth = fakeAuth(['token-1']);
    const api = createApiClient({ fetch, auth });

    await expect(api.get('/websites', { schema: z.array(websiteSchema) })).resolves.toEqual([]);

    expect(calls.map((call) => headersOf(call).Authorization)).toEqual([
      'Bearer token-0',
      'Bearer token-1',
    ]);
    expect(auth.expired).toBe(0);
  });

  it('retries at most twice, then signs out and throws the 401', async () => {
    const { fetch, calls } = fakeFetch(unauthenticated(), unauthenticated(), unauthenticated());
    const auth = fakeAuth(['token-1', 'token-2', 'token-3']);
    const api = createApiClient({ fetch, auth });

    await expect(api.get('/websites', { schema: z.array(websiteSchema) })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(calls).toHaveLength(3);
    expect(auth.refreshToken).toHaveBeenCalledTimes(2);
    expect(auth.expired).toBe(1);
  });

  it('signs out without retrying when the refresh fails', async () => {
    const { fetch, calls } = fakeFetch(unauthenticated());
    const auth = fakeAuth([]);
    const api = createApiClient({ fetch, auth });

    await expect(api.get('/websites', { schema: z.array(websiteSchema) })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(1);
    expect(auth.expired).toBe(1);
  });

  it('leaves a 401 alone when no auth hooks are installed', async () => {
    const { fetch, calls } = fakeFetch(unauthenticated());
    const api = createApiClient({ fetch });

    await expect(api.get('/websites', { schema: z.array(websiteSchema) })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
  });
});
