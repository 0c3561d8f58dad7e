// Characters a better-auth path is made of; no percent-encoding, which a router might decode.
const PLAIN_PATH = /^[A-Za-z0-9\-._~/]*$/;

/**
 * The path of an /identity request as better-auth will route it, or null when the raw path
 * is not already in that form (dot segments, doubled or trailing slashes, percent-encoding).
 * Capitals stay: a password-reset link carries its token in the path, and better-auth's router
 * matches routes case-sensitively. Guards that look at the path and the handler must see the same one: refusing
 * every other spelling means `/identity/./sign-in/email` cannot reach sign-in unguarded.
 */
export function canonicalAuthPath(rawUrl: string): string | null {
  const path = rawUrl.split('?', 1)[0] ?? '';
  if (!PLAIN_PATH.test(path)) {
    return null;
  }
  const resolved = new URL(path, 'http://linkloom.invalid').pathname;
  if (resolved !== path || path.includes('//') || (path.length > 1 && path.endsWith('/'))) {
    return null;
  }
  return path;
}
