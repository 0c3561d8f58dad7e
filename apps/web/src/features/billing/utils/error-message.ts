import { isApiError } from '@/lib/api-client';

/**
 * Spec §8: billing failures show the server's message when there is one, else the fallback.
 * A network failure or an answer outside the contract has no server message.
 */
export function errorMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code !== 'NETWORK_ERROR' && error.code !== 'INVALID_RESPONSE') {
    return error.message || fallback;
  }
  return fallback;
}
