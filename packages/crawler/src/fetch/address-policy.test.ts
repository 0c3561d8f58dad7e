import { describe, expect, it } from 'vitest';
import { classifyForbiddenAddress } from './address-policy';
import { createHostAllowList } from './allow-hosts';

describe('classifyForbiddenAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['fc00::1', 'private'],
    ['100.64.1.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['::ffff:10.0.0.1', 'IPv4-mapped IPv6'],
    ['::ffff:8.8.8.8', 'IPv4-mapped IPv6'],
    ['64:ff9b::a00:1', 'NAT64'],
    ['::127.0.0.1', 'IPv4-compatible IPv6'],
    ['[::127.0.0.1]', 'IPv4-compatible IPv6'],
    ['::a00:1', 'IPv4-compatible IPv6'],
    ['::8.8.8.8', 'IPv4-compatible IPv6'],
    ['::ffff:0:7f00:1', 'IPv4-translated IPv6'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
    ['fec0::1', 'link-local'],
    ['1::1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.88.99.1', 'reserved'],
    ['100.100.100.200', 'cloud metadata'],
    ['0.0.0.0', 'unspecified'],
    ['[::1]', 'loopback'],
    ['example.com', 'invalid'],
  ])('refuses %s as %s', (address, kind) => {
    expect(classifyForbiddenAddress(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111'])(
    'allows public %s',
    (address) => {
      expect(classifyForbiddenAddress(address)).toBeNull();
    },
  );
});

describe('createHostAllowList', () => {
  const isAllowed = createHostAllowList(['127.0.0.1', 'Fixture.Test:8080', '[::1]:3000', ' ']);

  it('matches hosts on any port, host:port on that port only, case-insensitively', () => {
    expect(isAllowed(new URL('http://127.0.0.1:9999/'))).toBe(true);
    expect(isAllowed(new URL('http://fixture.test:8080/'))).toBe(true);
    expect(isAllowed(new URL('http://fixture.test/'))).toBe(false);
    expect(isAllowed(new URL('http://[::1]:3000/'))).toBe(true);
    expect(isAllowed(new URL('http://[::1]:3001/'))).toBe(false);
    expect(isAllowed(new URL('http://localhost/'))).toBe(false);
  });

  it('uses the scheme’s default port when the URL has none', () => {
    const https = createHostAllowList(['site.test:443']);
    expect(https(new URL('https://site.test/'))).toBe(true);
    expect(https(new URL('http://site.test/'))).toBe(false);
  });
});
