import type { FastifyInstance } from 'fastify';

// PostgreSQL text and jsonb cannot hold U+0000: a NUL that reached a query failed it with a
// 500 ("unsupported Unicode escape sequence"). No field of ours has a use for one.
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') {
    return value.includes('\u0000');
  }
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) {
    return false;
  }
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}

/**
 * Refuses, with a 400 that says why, any request whose path parameters, query or parsed
 * body carries a NUL character: the API's and the identity routes' one boundary for it.
 */
export function registerRefuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request contains a NUL character (U+0000), which no field accepts.',
        },
      });
    }
  });
}
