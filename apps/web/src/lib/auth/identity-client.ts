import type { z } from 'zod';

/**
 * A failed call to the identity provider (better-auth at /identity). `code` is its
 * error code (`INVALID_EMAIL_OR_PASSWORD`, …) or ours for failures before an answer:
 * `NETWORK_ERROR`, `TIMEOUT`, `INVALID_RESPONSE`.
 */
export class IdentityError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor({ status, code, message }: { status: number; code: string | null; message: string }) {
    super(message);
    this.name = 'IdentityError';
    this.status = status;
    this.code = code;
  }
}

export function isIdentityError(error: unknown): error is IdentityError {
  return error instanceof IdentityError;
}

export const IDENTITY_BASE_PATH = '/identity';

// Sign-in should never hang on a stalled connection; past this the spec's timeout message shows.
const IDENTITY_TIMEOUT_MS = 20_000;

type IdentityRequest<T extends z.ZodType> = {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The session (refresh) token, for calls about the signed-in account. */
  refreshToken?: string | null;
  /** Sends and keeps the identity cookies: the Google round trip needs them. */
  withCookies?: boolean;
  schema: T;
};

function readErrorBody(body: unknown): { code: string | null; message: string | null } {
  if (typeof body !== 'object' || body === null) {
    return { code: null, message: null };
  }
  const { code, message } = body as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : null,
    message: typeof message === 'string' && message ? message : null,
  };
}

/** Calls better-auth directly (spec §7: the identity provider is called, not the product API). */
export async function callIdentity<T extends z.ZodType>(
  path: string,
  { method = 'POST', body, refreshToken, withCookies = false, schema }: IdentityRequest<T>,
): Promise<z.output<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (refreshToken) {
    headers.Authorization = `Bearer ${refreshToken}`;
  }
  let response: Response;
  try {
    response = await fetch(`${IDENTITY_BASE_PATH}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: withCookies ? 'include' : 'same-origin',
      signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new IdentityError({
      status: 0,
      code: isTimeout ? 'TIMEOUT' : 'NETWORK_ERROR',
      message: error instanceof Error ? error.message : 'The request failed.',
    });
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const { code, message } = readErrorBody(json);
    throw new IdentityError({
      status: response.status,
      code,
      message: message ?? `The identity service answered ${response.status}.`,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new IdentityError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'The identity service answered something unexpected.',
    });
  }
  return parsed.data;
}
