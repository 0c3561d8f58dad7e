import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { classifyForbiddenAddress } from './address-policy';
import { CrawlError } from './crawl-error';

/** Resolves a hostname to every address it has (A and AAAA). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver (getaddrinfo, so /etc/hosts counts), every address. */
export function resolveWithSystem(hostname: string): Promise<LookupAddress[]> {
  return dnsLookup(hostname, { all: true, verbatim: true });
}

/** "a private", "an IPv4-mapped IPv6", "an unspecified": the article the class's name reads with. */
function withArticle(kind: string): string {
  return /^[aeiouIOU]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}

/**
 * The message a refused address gets; it says how to open the host on purpose. For a name,
 * it tells nothing of what the name resolved to: users read these messages, and naming the
 * internal address (or its class) would let anyone map the server's private DNS.
 */
export function describeBlockedAddress(hostname: string, address: string, kind: string): string {
  if (hostname !== address) {
    return `Refused to connect to ${hostname}: it resolves to an internal or reserved address, which the crawler never fetches. Add the host to CRAWLER_ALLOW_HOSTS only if you trust it.`;
  }
  return `Refused to connect to ${address}: it is ${withArticle(kind)} address, which the crawler never fetches. Add the host to CRAWLER_ALLOW_HOSTS only if you trust it.`;
}

/**
 * Resolves `hostname` and checks every address before any is used: one
 * forbidden address refuses the whole host, so a name that mixes public and
 * internal records cannot be steered to the internal one.
 * @throws CrawlError `dns_failure` when the name does not resolve, `blocked_address` when any address is forbidden.
 */
export async function resolveCheckedAddresses(
  hostname: string,
  resolve: ResolveHost,
): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new CrawlError(
      'dns_failure',
      `Could not resolve ${hostname}: the domain does not exist or its DNS is not answering.`,
      { cause: error },
    );
  }
  if (addresses.length === 0) {
    throw new CrawlError(
      'dns_failure',
      `Could not resolve ${hostname}: DNS returned no addresses.`,
    );
  }
  for (const { address } of addresses) {
    const kind = classifyForbiddenAddress(address);
    if (kind !== null) {
      throw new CrawlError('blocked_address', describeBlockedAddress(hostname, address, kind));
    }
  }
  return addresses;
}

/**
 * A `lookup` for net/tls connect that hands the socket only addresses that
 * passed the check. The address checked is the address connected to, so a
 * DNS answer that changes between a check and the connection (rebinding)
 * cannot slip through.
 */
export function createGuardedLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolveCheckedAddresses(hostname, resolve).then(
      (addresses) => {
        const family =
          options.family === 4 || options.family === 'IPv4'
            ? 4
            : options.family === 6 || options.family === 'IPv6'
              ? 6
              : 0;
        const usable =
          family === 0 ? addresses : addresses.filter((entry) => entry.family === family);
        if (options.all === true) {
          callback(null, usable);
          return;
        }
        const first = usable[0];
        if (first === undefined) {
          callback(
            new CrawlError(
              'dns_failure',
              `Could not resolve ${hostname}: no address of the requested family.`,
            ),
            '',
            0,
          );
          return;
        }
        callback(null, first.address, first.family);
      },
      (error: unknown) => {
        callback(error as Error, '', 0);
      },
    );
  };
}
