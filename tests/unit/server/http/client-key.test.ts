import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../../src/server/http/client-key.ts';
import { addressCheck } from '../../../../src/server/http/rate-limit-guard.ts';

describe('clientKey', () => {
  it('groups an IPv6 address by its /64, whatever the host bits and the spelling', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0042',
      '2001:db8:1:2:abcd::',
      '[2001:db8:1:2::9]',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::1'),
      '2001:db8:1:2:0:0:192.0.2.1',
    ]) {
      expect(clientKey(address), address).toBe(group);
    }
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keeps an IPv4 address whole, also when written as IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('leaves anything else as it is (the shared `unknown` counter)', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('1:2:3')).toBe('1:2:3');
    expect(clientKey('1::2::3')).toBe('1::2::3');
    expect(clientKey('12345::')).toBe('12345::');
  });

  it('is what every per-client rate limit counts', () => {
    const context = { ip: '2001:db8:7:7:1:2:3:4' };
    for (const rule of ['lookup', 'booking', 'paymentStart', 'paymentStatus', 'review'] as const) {
      expect(addressCheck(rule, context)).toEqual({ rule, key: '2001:db8:7:7::/64' });
    }
  });
});
