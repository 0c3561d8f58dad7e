import { AUTH_ERROR_MESSAGES } from '@linkloom/contracts';
import { clearRateLimit, hitRateLimit } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from './create-auth';
import type { Auth } from './create-auth';
import { untrustedOriginMessage } from './trusted-origins';

// Per e-mail, on top of better-auth's per-IP limits: slows down a password spray from many IPs.
const SIGN_IN_PER_EMAIL = { max: 10, windowMs: 15 * 60 * 1000 };

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) {
      continue;
    }
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const body = hasBody
    ? typeof request.body === 'string'
      ? request.body
      : JSON.stringify(request.body)
    : undefined;
  return new Request(new URL(request.url, origin), { method: request.method, headers, body });
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') {
      reply.header(name, value);
    }
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    reply.header('set-cookie', cookies);
  }
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/** better-auth's INVALID_ORIGIN answer, with a message that says what to set; null for any other 403. */
async function explainUntrustedOrigin(
  response: Response,
  request: FastifyRequest,
  publicUrl: string,
): Promise<{ code: string; message: string } | null> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== 'INVALID_ORIGIN') {
    return null;
  }
  const header = request.headers.origin ?? request.headers.referer ?? '';
  let origin: string;
  try {
    origin = new URL(header).origin;
  } catch {
    origin = 'this address';
  }
  return { code: 'INVALID_ORIGIN', message: untrustedOriginMessage(origin, publicUrl) };
}

/**
 * Mounts better-auth at /identity/*: the Fastify request becomes a fetch Request
 * carrying the real client IP (after TRUST_PROXY) and its Origin, and the answer
 * goes back as is.
 */
export function registerAuthBridge(
  app: FastifyInstance,
  { auth, db, origin, rateLimited }: { auth: Auth; db: Db; origin: string; rateLimited: boolean },
) {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    config: { rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      const isSignIn =
        request.method === 'POST' &&
        request.url.split('?')[0] === `${AUTH_BASE_PATH}/sign-in/email`;
      const email = isSignIn ? emailOf(request.body) : null;
      const limitKey = email && rateLimited ? `sign-in-email:${email}` : null;
      if (limitKey) {
        const verdict = await hitRateLimit(db, {
          key: limitKey,
          ...SIGN_IN_PER_EMAIL,
          now: Date.now(),
        });
        if (!verdict.allowed) {
          return reply
            .status(429)
            .header('retry-after', Math.ceil(verdict.retryAfterMs / 1000))
            .send({ code: 'TOO_MANY_REQUESTS', message: AUTH_ERROR_MESSAGES['too-many-requests'] });
        }
      }
      const response = await auth.handler(toFetchRequest(request, origin));
      if (limitKey && response.ok) {
        await clearRateLimit(db, limitKey);
      }
      if (response.status === 403) {
        const explained = await explainUntrustedOrigin(response, request, origin);
        if (explained) {
          return reply.status(403).send(explained);
        }
      }
      return sendFetchResponse(reply, response);
    },
  });
}
