export type IdTokenPayload = {
  sub: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number | null;
};

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the id token's payload WITHOUT verifying it: only to schedule a refresh before
 * expiry. The server verifies every token it receives; the browser never trusts this.
 */
export function decodeIdToken(token: string): IdTokenPayload | null {
  const [, payload] = token.split('.');
  if (!payload) {
    return null;
  }
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    if (typeof claims.sub !== 'string') {
      return null;
    }
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      name: typeof claims.name === 'string' ? claims.name : null,
      picture: typeof claims.picture === 'string' ? claims.picture : null,
      expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    };
  } catch {
    return null;
  }
}
