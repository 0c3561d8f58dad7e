import { ok, stubBackend } from '@/testing/fake-backend';
import type { FakeAnswer } from '@/testing/fake-backend';
import { testUser } from '@/testing/render-app';

export const providers = (google: boolean) => ({
  'GET /api/auth/providers': [ok({ emailPassword: true, google, signupMode: 'open' })],
});

export function sessionInfo({ emailVerified = true, authProvider = 'password' } = {}) {
  return ok({ securityInfo: { emailVerified, authProvider }, user: testUser });
}

export const identityOk = {
  status: 200,
  body: { token: 'refresh-1', user: { id: 'user-1', email: testUser.email } },
};

export function signedInBackend(extra: Record<string, FakeAnswer[]> = {}) {
  return stubBackend({
    ...providers(false),
    'POST /identity/sign-in/email': [identityOk],
    'POST /identity/sign-up/email': [identityOk],
    'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
    'GET /api/auth/session-info': [sessionInfo()],
    'POST /api/auth/logout': [ok({ success: true })],
    ...extra,
  });
}

export function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
