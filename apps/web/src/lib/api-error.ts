import type { ErrorCode } from '@linkloom/contracts';

/**
 * Codes the browser adds to the server's catalogue: the request never reached the
 * server, or the server answered something the contract does not describe.
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

// The spec's wording for a network failure (§8, network-request-failed). An answer the contract
// does not describe reads as the catalogue's INTERNAL message.
export const NETWORK_ERROR_MESSAGE =
  'Network error. Please check your internet connection and try again.';

type ApiErrorInit = {
  status: number;
  code: ApiErrorCode;
  message: string;
  requestId: string | null;
  details?: unknown;
  cause?: unknown;
};

/**
 * A failed API call. Screens read `code` to decide what to show (upgrade dialog,
 * field error, toast) and show `message`; `requestId` ties a report to server logs.
 * A class so that `instanceof` works across TanStack Query's error channel.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly requestId: string | null;
  readonly details: unknown;

  constructor({ status, code, message, requestId, details, cause }: ApiErrorInit) {
    super(message, { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The catalogue code for a status when the body is not a contract error (a proxy page, say). */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 402:
      return 'CREDITS_EXHAUSTED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
  }
}
