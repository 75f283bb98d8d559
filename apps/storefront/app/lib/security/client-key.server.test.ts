// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.server';
import { requestContext } from '../server/request-context.server';
import { guardMutation } from './request-guard.server';

describe('clientKey', () => {
  it('keys an IPv4 client by its address', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('203.0.113.6')).not.toBe(clientKey('203.0.113.5'));
  });

  it('keys an IPv6 client by its /64, however the address is written', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0000:0000:0000:0099', '[2001:db8:1:2::abcd]', '2001:db8:1:2::5%eth0', '2001:db8:1:2:0:0:1.2.3.4']) {
      expect(clientKey(same)).toBe(key);
    }
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 client written as IPv6 as that IPv4 client', () => {
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::ffff:cb00:7105')).toBe('203.0.113.5');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('the per-IP form limit', () => {
  it('counts the addresses of one IPv6 /64 together, and another /64 on its own', () => {
    process.env.STOREFRONT_RATE_LIMIT = '2';
    const signIn = (ip: string) => {
      const request = new Request('http://shop.test/login', { method: 'POST', headers: { origin: 'http://shop.test' } });
      try {
        requestContext.run({ clientIp: ip, startedAt: 0, calls: [] }, () => guardMutation(request));
        return 'passed';
      } catch (error) {
        return (error as Response).status;
      }
    };
    try {
      expect(signIn('2001:db8:1:2::1')).toBe('passed');
      expect(signIn('2001:db8:1:2::2')).toBe('passed');
      expect(signIn('2001:db8:1:2:ffff::3')).toBe(429);
      expect(signIn('2001:db8:1:3::1')).toBe('passed');
      expect(signIn('203.0.113.5')).toBe('passed');
    } finally {
      delete process.env.STOREFRONT_RATE_LIMIT;
    }
  });
});
