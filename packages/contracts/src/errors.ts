import { z } from 'zod';

/**
 * Every error the API can answer with. The server maps each code to one HTTP
 * status; the web reads the code to decide what to show.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PLAN_LIMIT_REACHED',
  'WEBSITE_PAUSED',
  'CREDITS_EXHAUSTED',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Messages used when a thrower gives none; never shows internals. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  PLAN_LIMIT_REACHED: 'Your plan does not allow this. Upgrade to continue.',
  WEBSITE_PAUSED:
    'This website is paused: your plan allows fewer active websites. Choose which websites stay active, or upgrade.',
  CREDITS_EXHAUSTED: 'You have no credits left this month.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with existing data.',
  UNPROCESSABLE: 'This request cannot be processed.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
};

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    requestId: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
