import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../testing/test-app';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

const ORIGIN = 'http://localhost:3000';

// What an attacker tried to get more guesses at one account than the guard allows.
describe.each(testDatabaseKinds())('the sign-in guard cannot be walked around on %s', (kind) => {
  let harness: Harness;

  let port = 0;

  // Over a real socket: app.inject resolves dot segments before routing, a client need not.
  function signIn(url: string, email: string, password: string, forwardedFor: string) {
    const body = JSON.stringify({ email, password });
    return new Promise<{ statusCode: number }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': forwardedFor,
            origin: ORIGIN,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ statusCode: response.statusCode ?? 0 }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  beforeAll(async () => {
    // One proxy in front of Linkloom, on this machine (app.inject connects from 127.0.0.1).
    harness = await createTestApp({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
    for (const email of ['dots@example.com', 'spoof@example.com']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/identity/sign-up/email',
        headers: { 'x-forwarded-for': '198.51.100.200', origin: ORIGIN },
        payload: { email, password: 'secret-pass', name: '' },
      });
      expect(response.statusCode).toBe(200);
    }
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    port = (harness.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => harness?.close());
  afterEach(() => vi.useRealTimers());

  it('guards every spelling of the sign-in path, or refuses the spelling', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await signIn('/identity/sign-in/email', 'dots@example.com', `guess-${attempt}`, '192.0.2.7');
    }
    // Two minutes on: better-auth's per-IP minute has passed, the account guard's 15 do not.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60 * 1000 });
    const spellings = [
      '/identity/sign-in/email',
      '/identity/./sign-in/email',
      '/identity/sign-in/./email',
      '/identity/x/../sign-in/email',
      '/identity/sign-in/%2e/email',
      '/identity//sign-in/email',
      '/identity/sign-in/email/',
      '/identity/sign-in/%65mail',
      '/identity/SIGN-IN/email',
    ];
    for (const url of spellings) {
      const response = await signIn(url, 'dots@example.com', 'secret-pass', '192.0.2.7');
      expect({ url, status: response.statusCode }).toEqual({
        url,
        status: expect.toSatisfy((status: number) => status === 429 || status === 404),
      });
    }
  });

  it('believes only the hop the named proxy added to X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      // The client writes a new address each time; the proxy appends the real one.
      const forwardedFor = `10.9.${attempt}.1, 192.0.2.44`;
      statuses.push(
        (
          await signIn(
            '/identity/sign-in/email',
            'spoof@example.com',
            `guess-${attempt}`,
            forwardedFor,
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the proxies by address or range, and refuses true and hop counts', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    for (const value of ['true', '2', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: list the proxies in front of Linkloom by address or CIDR range/,
      );
    }
  });
});
