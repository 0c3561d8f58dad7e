import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

// proxy-addr (behind Fastify's trustProxy) also knows these names for whole ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

// ipaddr.js alone would read '2' as 0.0.0.2; node:net holds addresses to the standard forms.
function isAddressOrRange(item: string): boolean {
  const address = item.split('/', 1)[0] ?? '';
  if (PROXY_RANGE_NAMES.has(item)) {
    return true;
  }
  return isIP(address) !== 0 && (item === address || ipaddr.isValidCIDR(item));
}

const NAME_THE_PROXIES =
  "list the proxies in front of Linkloom by address or CIDR range, comma-separated (e.g. 10.0.0.0/8 or loopback); 'true' believed any X-Forwarded-For, and Fastify ignores a hop count";

/**
 * `TRUST_PROXY`: the proxies whose `X-Forwarded-For` names the client, as Fastify's
 * `trustProxy` takes them. `false` (the default): none; the socket's address is the client.
 * A comma-separated list of addresses, CIDR ranges or proxy-addr's names (loopback,
 * linklocal, uniquelocal): the client is the first address, from the right, that is not
 * one of them, so whatever a client wrote further left is ignored. `true` and a number are
 * refused: the first believed any header, and Fastify 5 trusts no peer for the second.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): false | string[] => {
    const lowered = value.toLowerCase();
    if (lowered === 'false' || lowered === 'no' || lowered === '0') {
      return false;
    }
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const wrong = items.filter((item) => !isAddressOrRange(item));
    if (items.length === 0 || wrong.length > 0) {
      context.addIssue({ code: 'custom', message: NAME_THE_PROXIES });
      return z.NEVER;
    }
    return items;
  });
