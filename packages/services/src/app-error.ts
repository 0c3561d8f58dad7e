import { DEFAULT_ERROR_MESSAGES } from '@linkloom/contracts';
import type { ErrorCode } from '@linkloom/contracts';

/**
 * A failure the user can act on. Services throw it; the API's one error handler
 * maps its code to an HTTP status and shows its message as is.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string = DEFAULT_ERROR_MESSAGES[code], details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}
