import { DEFAULT_ERROR_MESSAGES } from '@linkloom/contracts';
import type { ErrorBody, ErrorCode } from '@linkloom/contracts';
import { AppError } from '@linkloom/services';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  CREDITS_EXHAUSTED: 402,
  FORBIDDEN: 403,
  PLAN_LIMIT_REACHED: 403,
  WEBSITE_PAUSED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

const CODE_BY_CLIENT_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'VALIDATION_FAILED',
  415: 'VALIDATION_FAILED',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

type Mapped = { status: number; code: ErrorCode; message: string; details?: unknown };

function mapError(error: unknown): Mapped {
  if (error instanceof AppError) {
    return {
      status: STATUS_BY_CODE[error.code],
      code: error.code,
      message: error.message,
      details: error.details,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      // A rule on the whole object (a refine) has the path '/': the object itself.
      path: `${error.validationContext ?? 'body'}${issue.instancePath.replace(/\/$/, '').replaceAll('/', '.')}`,
      message: issue.message,
    }));
    if (error.validationContext === 'params') {
      // An id in the path that is not one names nothing: not found, as an unknown id is
      // (the params schemas' messages say what: 'Website not found').
      return { status: 404, code: 'NOT_FOUND', message: details[0]?.message ?? 'Not found' };
    }
    const message = details.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
    return { status: 400, code: 'VALIDATION_FAILED', message, details };
  }
  const statusCode = (error as FastifyError | undefined)?.statusCode;
  if (!isResponseSerializationError(error) && statusCode && statusCode >= 400 && statusCode < 500) {
    const code = CODE_BY_CLIENT_STATUS[statusCode] ?? 'VALIDATION_FAILED';
    // Fastify's own 4xx messages (bad JSON, body too large, wrong content type) are safe to show.
    return {
      status: statusCode,
      code,
      message: (error as FastifyError).message || DEFAULT_ERROR_MESSAGES[code],
    };
  }
  return { status: 500, code: 'INTERNAL', message: DEFAULT_ERROR_MESSAGES.INTERNAL };
}

export function errorBody(
  request: FastifyRequest,
  { code, message, details }: Omit<Mapped, 'status'>,
): ErrorBody {
  return {
    error: { code, message, requestId: request.id, ...(details === undefined ? {} : { details }) },
  };
}

/** The one place errors become HTTP answers. A 5xx is logged in full and shown without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(error);
    if (mapped.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: mapped.code, status: mapped.status }, mapped.message);
    }
    return reply.status(mapped.status).send(errorBody(request, mapped));
  });
}
