import { AUTH_ERROR_MESSAGES, MESSAGES } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { IdentityError } from '@/lib/auth/identity-client';
import { authErrorMessage, googleReturnErrorMessage, readAuthError } from './auth-error-message';

function identityError(status: number, code: string | null, message = 'provider says no') {
  return new IdentityError({ status, code, message });
}

describe('readAuthError', () => {
  it.each([
    [401, 'INVALID_EMAIL_OR_PASSWORD', 'invalid-credential'],
    [400, 'INVALID_EMAIL', 'invalid-email'],
    [400, 'PASSWORD_TOO_SHORT', 'weak-password'],
    [422, 'USER_ALREADY_EXISTS', 'email-already-in-use'],
    [422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'email-already-in-use'],
    [400, 'INVALID_PASSWORD', 'wrong-password'],
    [404, 'USER_NOT_FOUND', 'user-not-found'],
    [403, 'BANNED_USER', 'user-disabled'],
    [403, 'NOT_AUTHORIZED', 'not-authorized'],
    [401, 'SESSION_EXPIRED', 'user-token-expired'],
    [0, 'NETWORK_ERROR', 'network-request-failed'],
    [0, 'TIMEOUT', 'timeout'],
  ] as const)('reads HTTP %s %s as %s', (status, code, expected) => {
    expect(readAuthError(identityError(status, code)).code).toBe(expected);
  });

  it('gives the same message for an unknown account and a wrong password (no enumeration)', () => {
    expect(authErrorMessage(identityError(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe(
      'Invalid email or password. Please check your credentials or make sure you have signed up and try again.',
    );
  });

  it('says an e-mail is taken in the spec words', () => {
    expect(authErrorMessage(identityError(422, 'USER_ALREADY_EXISTS'))).toBe(
      'An account with this email already exists. Please sign in instead or use a different email.',
    );
  });

  it('shows what to set when the server does not trust the address it was opened at', () => {
    const message =
      'Linkloom does not accept sign-ins from http://links.internal:3000. Open it at http://localhost:3000, or set PUBLIC_URL=http://links.internal:3000 (or add http://links.internal:3000 to TRUSTED_ORIGINS, comma-separated) and restart Linkloom.';
    expect(authErrorMessage(identityError(403, 'INVALID_ORIGIN', message))).toBe(message);
  });

  it('answers any 429 with the too-many-requests message', () => {
    expect(authErrorMessage(identityError(429, null, 'slow down'))).toBe(
      'Too many failed login attempts. Please try again later or reset your password.',
    );
  });

  it('answers the allowlist refusal with the not-authorized message', () => {
    expect(authErrorMessage(identityError(403, 'NOT_AUTHORIZED'))).toBe(
      'Your account is not authorized to use this application',
    );
  });

  it("falls back to the provider's message, then the default", () => {
    expect(authErrorMessage(identityError(400, 'SOMETHING_NEW', 'Field is required'))).toBe(
      'Field is required',
    );
    expect(authErrorMessage(identityError(500, null, ''))).toBe(AUTH_ERROR_MESSAGES.default);
    expect(authErrorMessage(new Error('boom'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('googleReturnErrorMessage', () => {
  it('reads a cancelled consent as a cancelled sign-in', () => {
    expect(googleReturnErrorMessage('access_denied')).toBe(
      'Sign-in was cancelled. Please try again.',
    );
  });

  it('reads an account created another way as the different-credential message', () => {
    expect(googleReturnErrorMessage('account_not_linked')).toBe(
      'An account already exists with this email using a different sign-in method.',
    );
  });

  it('reads a refused account creation as not authorized, anything else as the default', () => {
    expect(googleReturnErrorMessage('unable_to_create_user')).toBe(MESSAGES.notAuthorized);
    expect(googleReturnErrorMessage('state_mismatch')).toBe(AUTH_ERROR_MESSAGES.default);
  });
});
