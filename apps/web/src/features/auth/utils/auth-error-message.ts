import { AUTH_ERROR_MESSAGES, MESSAGES } from '@linkloom/contracts';
import type { AuthErrorCode } from '@linkloom/contracts';
import { isIdentityError } from '@/lib/auth/identity-client';

/**
 * better-auth's error codes in the spec's provider vocabulary (§8). Unknown account and
 * wrong password both answer INVALID_EMAIL_OR_PASSWORD, by design, so nobody can probe
 * which e-mails have accounts: that reads as 'invalid-credential'.
 */
const IDENTITY_CODES: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credential',
  INVALID_PASSWORD: 'wrong-password',
  USER_NOT_FOUND: 'user-not-found',
  INVALID_EMAIL: 'invalid-email',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  TOO_MANY_REQUESTS: 'too-many-requests',
  BANNED_USER: 'user-disabled',
  SESSION_EXPIRED: 'user-token-expired',
  ACCOUNT_NOT_LINKED: 'account-exists-with-different-credential',
  NETWORK_ERROR: 'network-request-failed',
  TIMEOUT: 'timeout',
};

/** Errors Google sends back in the `error` query parameter after the round trip. */
const GOOGLE_RETURN_CODES: Record<string, AuthErrorCode> = {
  access_denied: 'popup-closed-by-user',
  account_not_linked: 'account-exists-with-different-credential',
};

export type AuthErrorReading = { code: AuthErrorCode | 'not-authorized'; message: string };

/** The spec's code and message for a failed identity call (sign in, sign up, Google, reset). */
export function readAuthError(error: unknown): AuthErrorReading {
  if (!isIdentityError(error)) {
    return { code: 'default', message: AUTH_ERROR_MESSAGES.default };
  }
  const code = error.code ? IDENTITY_CODES[error.code] : undefined;
  if (code) {
    return { code, message: AUTH_ERROR_MESSAGES[code] };
  }
  // An address the server does not trust: its message says what to set (issue 17).
  if (error.code === 'INVALID_ORIGIN') {
    return { code: 'default', message: error.message || AUTH_ERROR_MESSAGES.default };
  }
  // The allowlist refuses with 403 before an account exists (spec §6).
  if (error.status === 403) {
    return { code: 'not-authorized', message: MESSAGES.notAuthorized };
  }
  if (error.status === 429) {
    return { code: 'too-many-requests', message: AUTH_ERROR_MESSAGES['too-many-requests'] };
  }
  return { code: 'default', message: error.message || AUTH_ERROR_MESSAGES.default };
}

export function authErrorMessage(error: unknown): string {
  return readAuthError(error).message;
}

/** The message for an `error` query parameter on the way back from Google. */
export function googleReturnErrorMessage(error: string): string {
  if (error === 'unable_to_create_user' || error.toLowerCase().includes('not_authorized')) {
    return MESSAGES.notAuthorized;
  }
  const code = GOOGLE_RETURN_CODES[error];
  return code ? AUTH_ERROR_MESSAGES[code] : AUTH_ERROR_MESSAGES.default;
}
