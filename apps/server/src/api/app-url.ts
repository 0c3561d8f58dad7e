import type { FastifyRequest } from 'fastify';

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The address of Linkloom the browser is on, when the server trusts it: the request's Origin
 * (sent with every fetch that posts), else the address it asked for; `publicUrl` otherwise.
 * Pages the user is sent to and back from (checkout, billing portal) are built on it, so a
 * user who opened http://127.0.0.1:3000 comes back to the address where their session is.
 */
export function appUrlOf(
  request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>,
  { trustedOrigins, publicUrl }: { trustedOrigins: string[]; publicUrl: string },
): string {
  const trusted = new Set(trustedOrigins.map(originOf).filter((origin) => origin !== null));
  const origin = request.headers.origin;
  const candidates = [
    typeof origin === 'string' ? originOf(origin) : null,
    request.host ? originOf(`${request.protocol}://${request.host}`) : null,
  ];
  return candidates.find((candidate) => candidate !== null && trusted.has(candidate)) ?? publicUrl;
}
