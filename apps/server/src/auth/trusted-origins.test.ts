import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../testing/test-app';
import { trustedOriginsOf } from './trusted-origins';

const machine = { hostname: () => 'Garden-Box', addresses: () => ['192.168.1.20', 'fe80::1'] };

describe('trustedOriginsOf', () => {
  it("trusts Vite's dev server only where no PUBLIC_URL says the installation is deployed", () => {
    expect(trustedOriginsOf(loadConfig({}), machine)).toContain('http://localhost:5173');
    const deployed = trustedOriginsOf(
      loadConfig({ PUBLIC_URL: 'https://links.example.com' }),
      machine,
    );
    expect(deployed).not.toContain('http://localhost:5173');
    expect(deployed).not.toContain('http://127.0.0.1:5173');
  });

  it('trusts every address the server answers on, with its port, by default', () => {
    const origins = trustedOriginsOf(loadConfig({}), machine);
    expect(origins).toEqual(
      expect.arrayContaining([
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
        'http://garden-box:3000',
        'http://192.168.1.20:3000',
        'http://[fe80::1]:3000',
      ]),
    );
    expect(origins).not.toContain('http://127.0.0.1:3001');
  });

  it('adds PUBLIC_URL and TRUSTED_ORIGINS, and only HOST when it is one address', () => {
    const origins = trustedOriginsOf(
      loadConfig({
        PORT: '8080',
        HOST: '10.0.0.5',
        PUBLIC_URL: 'https://links.example.com',
        TRUSTED_ORIGINS: 'https://proxy.example.com, http://intranet:8080/',
      }),
      machine,
    );
    expect(origins).toEqual(
      expect.arrayContaining([
        'https://links.example.com',
        'https://proxy.example.com',
        'http://intranet:8080',
        'http://10.0.0.5:8080',
        'http://127.0.0.1:8080',
      ]),
    );
    expect(origins).not.toContain('http://192.168.1.20:8080');
  });

  it('refuses a TRUSTED_ORIGINS entry that is not an origin', () => {
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://example.com/app' })).toThrow(
      /TRUSTED_ORIGINS.*must be an origin/,
    );
  });
});

describe('signing up from another address of this server', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // No PUBLIC_URL: the server says it lives at http://localhost:3000.
    harness = await createTestApp();
  });
  afterAll(async () => {
    await harness?.close();
  });

  // A cookie makes better-auth check the Origin, as it does in a browser that has one.
  const signUp = (origin: string, email: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/identity/sign-up/email',
      headers: { origin, cookie: 'seen=1' },
      payload: { email, password: 'secret-pass', name: '' },
    });

  it('works at http://127.0.0.1:3000', async () => {
    const response = await signUp('http://127.0.0.1:3000', 'loopback@example.com');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('says where Linkloom lives for an address it does not know, naming no setting', async () => {
    const response = await signUp('http://links.internal:3000', 'proxy@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'INVALID_ORIGIN',
      message:
        'Linkloom does not accept sign-ins from http://links.internal:3000. Open it at http://localhost:3000.',
    });
  });
});
