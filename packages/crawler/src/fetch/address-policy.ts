import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

// Each label is what the refusal message calls the address class.
const FORBIDDEN_RANGES: Array<{ label: string; family: Family; ranges: Array<[string, number]> }> =
  [
    {
      label: 'cloud metadata',
      family: 'ipv4',
      ranges: [
        ['169.254.169.254', 32],
        ['100.100.100.200', 32],
      ],
    },
    { label: 'cloud metadata', family: 'ipv6', ranges: [['fd00:ec2::254', 128]] },
    { label: 'IPv4-mapped IPv6', family: 'ipv6', ranges: [['::ffff:0:0', 96]] },
    { label: 'loopback', family: 'ipv4', ranges: [['127.0.0.0', 8]] },
    { label: 'loopback', family: 'ipv6', ranges: [['::1', 128]] },
    { label: 'unspecified', family: 'ipv4', ranges: [['0.0.0.0', 8]] },
    { label: 'unspecified', family: 'ipv6', ranges: [['::', 128]] },
    {
      label: 'private',
      family: 'ipv4',
      ranges: [
        ['10.0.0.0', 8],
        ['172.16.0.0', 12],
        ['192.168.0.0', 16],
      ],
    },
    { label: 'private', family: 'ipv6', ranges: [['fc00::', 7]] },
    { label: 'carrier-grade NAT', family: 'ipv4', ranges: [['100.64.0.0', 10]] },
    { label: 'link-local', family: 'ipv4', ranges: [['169.254.0.0', 16]] },
    {
      label: 'link-local',
      family: 'ipv6',
      ranges: [
        ['fe80::', 10],
        ['fec0::', 10],
      ],
    },
    { label: 'multicast', family: 'ipv4', ranges: [['224.0.0.0', 4]] },
    { label: 'multicast', family: 'ipv6', ranges: [['ff00::', 8]] },
    {
      label: 'reserved',
      family: 'ipv4',
      ranges: [
        ['192.0.0.0', 24],
        ['192.0.2.0', 24],
        ['198.18.0.0', 15],
        ['198.51.100.0', 24],
        ['203.0.113.0', 24],
        ['240.0.0.0', 4],
      ],
    },
    {
      // NAT64 and 6to4 can carry an internal IPv4 address inside a public-looking IPv6 one.
      label: 'reserved',
      family: 'ipv6',
      ranges: [
        ['64:ff9b::', 96],
        ['64:ff9b:1::', 48],
        ['100::', 64],
        ['2001:db8::', 32],
        ['2002::', 16],
      ],
    },
  ];

const RULES = FORBIDDEN_RANGES.map(({ label, family, ranges }) => {
  const list = new BlockList();
  for (const [network, prefix] of ranges) {
    list.addSubnet(network, prefix, family);
  }
  return { label, family, list };
});

/**
 * Names the forbidden class an IP address belongs to (`'loopback'`,
 * `'private'`, `'cloud metadata'`, …), or returns null when the address is a
 * public one the crawler may connect to. Anything that is not an IP address
 * is refused as `'invalid'`.
 */
export function classifyForbiddenAddress(address: string): string | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const version = isIP(bare);
  if (version === 0) {
    return 'invalid';
  }
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  // BlockList also matches IPv4 rules against IPv4-mapped IPv6 addresses (and
  // the reverse), so only rules of the address's own family are consulted.
  const rule = RULES.find(
    (candidate) => candidate.family === family && candidate.list.check(bare, family),
  );
  return rule?.label ?? null;
}
