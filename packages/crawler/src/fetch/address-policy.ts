import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// ipaddr.js's special-purpose ranges (IANA's registries), named as refusal messages say them.
// Any range it knows other than plain 'unicast' is refused; the names below only make the
// message read well, and one missing here is still refused, as 'reserved'.
const RANGE_LABELS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  deprecatedSiteLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  uniqueLocal: 'private',
  ipv4Mapped: 'IPv4-mapped IPv6',
  rfc6145: 'IPv4-translated IPv6',
  rfc6052: 'NAT64',
  '6to4': '6to4',
  teredo: 'Teredo',
};

// Where a cloud's instance metadata answers: already refused by their ranges (link-local,
// carrier-grade NAT, unique local); named so the message says what was at stake.
const CLOUD_METADATA = new Set(['169.254.169.254', '100.100.100.200', 'fd00:ec2::254']);

// IANA allocates global unicast IPv6 from 2000::/3 only. Everything outside it that ipaddr.js
// calls 'unicast' is unallocated or obsolete, such as IPv4-compatible ::/96, which carries an
// IPv4 address (::127.0.0.1) that some stacks still route to it.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const IPV4_COMPATIBLE_V6 = ipaddr.parseCIDR('::/96');

function classifyIpv6(address: ipaddr.IPv6): string | null {
  const range = address.range();
  if (range !== 'unicast') {
    return RANGE_LABELS[range] ?? 'reserved';
  }
  if (address.match(IPV4_COMPATIBLE_V6)) {
    return 'IPv4-compatible IPv6';
  }
  return address.match(GLOBAL_UNICAST_V6) ? null : 'reserved';
}

/** An address in a standard notation (node:net's), or null; never 0x7f.1 and the like. */
function parseStandardAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const version = isIP(bare);
  if (version === 4) {
    return ipaddr.IPv4.parse(bare);
  }
  // ipaddr.js reads ::127.0.0.1 as ::ffff:127.0.0.1; the URL parser's canonical form
  // (::7f00:1) keeps it the IPv4-compatible address it is.
  const canonical = version === 6 ? URL.parse(`http://[${bare}]/`)?.hostname.slice(1, -1) : null;
  return canonical ? ipaddr.IPv6.parse(canonical) : null;
}

/**
 * Names the forbidden class an IP address belongs to (`'loopback'`,
 * `'private'`, `'cloud metadata'`, …), or returns null when the address is a
 * public one the crawler may connect to. Anything that is not an IP address
 * is refused as `'invalid'`.
 */
export function classifyForbiddenAddress(address: string): string | null {
  const parsed = parseStandardAddress(address);
  if (parsed === null) {
    return 'invalid';
  }
  if (CLOUD_METADATA.has(parsed.toString())) {
    return 'cloud metadata';
  }
  if (parsed.kind() === 'ipv6') {
    return classifyIpv6(parsed as ipaddr.IPv6);
  }
  const range = (parsed as ipaddr.IPv4).range();
  return range === 'unicast' ? null : (RANGE_LABELS[range] ?? 'reserved');
}
