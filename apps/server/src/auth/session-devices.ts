import type { Auth } from './create-auth';

/** A signed-in device as the Security tab lists it: never its token. */
export type SessionDevice = {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The session the request came with. */
  current: boolean;
};

type StoredSession = {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/**
 * better-auth's /list-sessions answer, without what a session's bearer could use: each row's
 * token is dropped (issue 54, item 9), and `current` says which one is this device.
 */
export async function withoutTokens(
  auth: Auth,
  headers: Headers,
  response: Response,
): Promise<Response> {
  if (!response.ok) {
    return response;
  }
  const sessions = (await response.json()) as StoredSession[];
  const current = await auth.api.getSession({ headers }).catch(() => null);
  const devices: SessionDevice[] = sessions.map((session) => ({
    id: session.id,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    expiresAt: session.expiresAt,
    ipAddress: session.ipAddress ?? null,
    userAgent: session.userAgent ?? null,
    current: session.id === current?.session.id,
  }));
  return Response.json(devices, { status: 200 });
}

/**
 * Signs one of the caller's sessions out by its id (`{ sessionId }`): the list no longer carries
 * tokens to revoke by. Another user's session id, or an unknown one, changes nothing.
 */
export async function revokeSessionById(
  auth: Auth,
  headers: Headers,
  sessionId: string,
): Promise<Response> {
  const current = await auth.api
    .getSession({ headers, query: { disableCookieCache: true } })
    .catch(() => null);
  if (!current) {
    return Response.json(
      { code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' },
      { status: 401 },
    );
  }
  const { adapter } = await auth.$context;
  await adapter.delete({
    model: 'session',
    where: [
      { field: 'id', value: sessionId },
      { field: 'userId', value: current.user.id },
    ],
  });
  return Response.json({ status: true }, { status: 200 });
}
