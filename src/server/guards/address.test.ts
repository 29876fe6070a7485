import { describe, expect, it } from 'vitest';
import { addressKey } from './address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:aa:1::/64';
    for (const address of [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:AA:1:0:0:0:7',
      '2001:db8:aa:1:1234::5%eth0',
    ])
      expect(addressKey(address)).toBe(key);
    expect(addressKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:c000:201')).toBe('192.0.2.1');
  });
});
