import fastifyCookie from '@fastify/cookie';
import { AUTH_ERROR_MESSAGES } from '@linkloom/contracts';
import type { Db } from '@linkloom/db';
import type { Mailer } from '@linkloom/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalAuthPath } from './auth-path';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from './create-auth';
import type { Auth } from './create-auth';
import { knownDeviceFor, rememberDevice } from './known-devices';
import { revokeSessionById, withoutTokens } from './session-devices';
import { createSignInGuard } from './sign-in-guard';
import type { SignInGuardPolicy } from './sign-in-guard';
import { untrustedOriginHint, untrustedOriginMessage } from './trusted-origins';

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

/**
 * better-auth's INVALID_ORIGIN answer, with a message that says where Linkloom lives (the log
 * says what to set); null for any other 403.
 */
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
  request.log.warn({ origin }, untrustedOriginHint(origin));
  return { code: 'INVALID_ORIGIN', message: untrustedOriginMessage(origin, publicUrl) };
}

/**
 * Mounts better-auth at /identity/*: the Fastify request becomes a fetch Request
 * carrying the real client IP (after TRUST_PROXY) and its Origin, and the answer
 * goes back as is.
 */
export function registerAuthBridge(
  app: FastifyInstance,
  {
    auth,
    db,
    mailer,
    origin,
    rateLimited,
    signInPolicy,
  }: {
    auth: Auth;
    db: Db;
    mailer: Pick<Mailer, 'send'>;
    origin: string;
    rateLimited: boolean;
    signInPolicy?: SignInGuardPolicy;
  },
) {
  // On top of better-auth's per-IP limits: one address (or known device) throttled for one
  // account, unknown devices together slowed, and the owner told of a burst of failures.
  const guard = createSignInGuard({
    db,
    mailer,
    signInUrl: `${origin}/login`,
    hasAccount: async (email) =>
      (await (await auth.$context).internalAdapter.findUserByEmail(email)) !== null,
    ...(signInPolicy ? { policy: signInPolicy } : {}),
  });
  const secureCookies = origin.startsWith('https://');
  app.register(async (scope) => {
    // Signs the known-device cookie with better-auth's secret.
    await scope.register(fastifyCookie, { secret: (await auth.$context).secret });
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      config: { rateLimit: false },
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = canonicalAuthPath(request.url);
        if (path === null) {
          return reply.status(404).send({
            code: 'NOT_FOUND',
            message: 'No such identity route. Check the address for extra dots or slashes.',
          });
        }
        const isSignIn = request.method === 'POST' && path === `${AUTH_BASE_PATH}/sign-in/email`;
        const email = isSignIn && rateLimited ? emailOf(request.body) : null;
        const source = email ? { ip: request.ip, device: knownDeviceFor(request, email) } : null;
        const verdict = email && source ? await guard.check(email, source) : null;
        if (verdict && !verdict.allowed) {
          return reply
            .status(429)
            .header('retry-after', Math.ceil(verdict.retryAfterMs / 1000))
            .send({ code: 'TOO_MANY_REQUESTS', message: AUTH_ERROR_MESSAGES['too-many-requests'] });
        }
        const fetchRequest = toFetchRequest(request, origin);
        const sessionId = (request.body as { sessionId?: unknown } | null)?.sessionId;
        const hasBearer = request.headers.authorization !== undefined;
        if (
          path === `${AUTH_BASE_PATH}/revoke-session` &&
          typeof sessionId === 'string' &&
          hasBearer
        ) {
          return sendFetchResponse(
            reply,
            await revokeSessionById(auth, fetchRequest.headers, sessionId),
          );
        }
        let response = await auth.handler(fetchRequest);
        if (request.method === 'GET' && path === `${AUTH_BASE_PATH}/list-sessions`) {
          response = await withoutTokens(auth, fetchRequest.headers, response);
        }
        if (email && source && verdict?.allowed) {
          await guard.settle(email, source, {
            succeeded: response.ok,
            failuresBefore: verdict.failuresBefore,
          });
        }
        if (isSignIn && response.ok) {
          const signedIn = emailOf(request.body);
          if (signedIn) {
            rememberDevice(request, reply, signedIn, {
              secure: secureCookies,
              path: AUTH_BASE_PATH,
            });
          }
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
  });
}
