import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed cookie a browser gets once it signs in with a password: a device its owner used. */
export const DEVICE_COOKIE = 'linkloom_device';

// Accounts one browser remembers; the oldest goes first.
const MAX_ACCOUNTS = 5;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function accountTag(email: string): string {
  return createHash('sha256').update(`linkloom-device:${email}`).digest('base64url').slice(0, 22);
}

type Device = { id: string; accounts: string[] };

/** The device the request's cookie names, when its signature holds (@fastify/cookie). */
function deviceOf(request: FastifyRequest): Device | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) {
    return null;
  }
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) {
    return null;
  }
  const [id, accounts = ''] = unsigned.value.split('~');
  return id ? { id, accounts: accounts.split(',').filter(Boolean) } : null;
}

/** The device id when this browser signed in to `email` successfully before; null otherwise. */
export function knownDeviceFor(request: FastifyRequest, email: string): string | null {
  const device = deviceOf(request);
  return device && device.accounts.includes(accountTag(email)) ? device.id : null;
}

/**
 * Marks this browser as one that signed in to `email`: a signed, http-only cookie sent only to
 * the identity routes, good for a year. It proves nothing alone (the password is still asked);
 * it only keeps the owner's sign-in out of the slowing strangers cause (issue 54, item 6).
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  { secure, path }: { secure: boolean; path: string },
): void {
  const device = deviceOf(request) ?? { id: randomBytes(16).toString('base64url'), accounts: [] };
  const tag = accountTag(email);
  const accounts = [...device.accounts.filter((one) => one !== tag), tag].slice(-MAX_ACCOUNTS);
  reply.setCookie(DEVICE_COOKIE, `${device.id}~${accounts.join(',')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path,
    maxAge: YEAR_SECONDS,
  });
}
