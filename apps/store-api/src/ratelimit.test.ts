import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { StoreApiError } from './errors';
import { clientIp, ipBucket, RateLimiter, takeAttempt, type TrustProxy } from './ratelimit';
import { fromPeer } from './testing/harness';

function ipApp(trust: TrustProxy) {
  const app = new Hono();
  app.get('/ip', (c) => c.text(clientIp(c, trust)));
  return app;
}

async function ipOf(trust: TrustProxy, forwarded: string | undefined, peer: string | null): Promise<string> {
  const headers = forwarded === undefined ? undefined : { 'x-forwarded-for': forwarded };
  return (await ipApp(trust).request('/ip', { headers }, peer === null ? undefined : fromPeer(peer))).text();
}

describe('clientIp', () => {
  it('takes the hop the trusted proxy appended, not the one the client sent', async () => {
    expect(await ipOf(true, '203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(await ipOf(true, '6.6.6.6, 203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(await ipOf(true, '6.6.6.6,203.0.113.7', '::1')).toBe('203.0.113.7');
    // Further proxies on loopback (or listed) are skipped from the right.
    expect(await ipOf(true, '6.6.6.6, 203.0.113.7, 127.0.0.1', '::ffff:127.0.0.1')).toBe('203.0.113.7');
    expect(await ipOf(['10.0.0.5'], '6.6.6.6, 203.0.113.7, 10.0.0.5', '10.0.0.5')).toBe('203.0.113.7');
    expect(await ipOf(true, '::ffff:203.0.113.8', '127.0.0.1')).toBe('203.0.113.8');
    expect(await ipOf(true, '2001:db8::1', '127.0.0.1')).toBe('2001:db8::1');
  });

  it('ignores X-Forwarded-For from a peer that is no trusted proxy, or when nobody is trusted', async () => {
    expect(await ipOf(true, '203.0.113.7', '192.0.2.50')).toBe('192.0.2.50');
    expect(await ipOf(['10.0.0.5'], '203.0.113.7', '10.0.0.6')).toBe('10.0.0.6');
    expect(await ipOf(false, '203.0.113.7', '127.0.0.1')).toBe('127.0.0.1');
    expect(await ipOf(true, '203.0.113.7', null)).toBe('in-process');
    expect(await ipOf(false, undefined, '::ffff:192.0.2.51')).toBe('192.0.2.51');
  });

  it('falls back to the proxy when the header is missing or its last hop is not an address', async () => {
    expect(await ipOf(true, undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(await ipOf(true, '203.0.113.7, not-an-ip', '127.0.0.1')).toBe('127.0.0.1');
    expect(await ipOf(true, ' , ', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads STORE_API_TRUST_PROXY: off, 1 or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ STORE_API_TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ STORE_API_TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ STORE_API_TRUST_PROXY: '10.0.0.5, fd00::1' }).trustProxy).toEqual(['10.0.0.5', 'fd00::1']);
    expect(() => loadConfig({ STORE_API_TRUST_PROXY: '10.0.0.5, proxy.local' })).toThrow(/STORE_API_TRUST_PROXY/);
  });

  it('over real HTTP: a direct client cannot pick its IP with X-Forwarded-For, a loopback proxy names it', async () => {
    const app = ipApp(true);
    const server: ServerType = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/ip`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
      expect(await answer.text()).toBe('203.0.113.9');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('ipBucket', () => {
  it('keeps IPv4 and puts IPv6 addresses of one /64 together', () => {
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('in-process')).toBe('in-process');
    expect(ipBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipBucket('2001:db8:1:3::1')).not.toBe(ipBucket('2001:db8:1:2::1'));
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
    expect(ipBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('RateLimiter and takeAttempt', () => {
  const seconds = (fn: () => unknown) => {
    try {
      fn();
      return null;
    } catch (error) {
      if (!(error instanceof StoreApiError)) throw error;
      expect(error.status).toBe(429);
      return Number(error.headers['Retry-After']);
    }
  };

  it('counts an attempt on every limit at once, or on none when one is used up', () => {
    let now = 0;
    const perName = new RateLimiter({ max: 2, windowSeconds: 60, now: () => now });
    const perIp = new RateLimiter({ max: 3, windowSeconds: 60, now: () => now });
    const attempt = (name: string) => seconds(() => takeAttempt([[perName, `ip|${name}`], [perIp, 'ip']]));
    expect(attempt('a')).toBeNull();
    expect(attempt('a')).toBeNull();
    now = 10_000;
    expect(attempt('a')).toBe(50);
    // The refused attempt was not counted on the IP.
    expect(attempt('b')).toBeNull();
    expect(attempt('c')).toBe(50);
    now = 60_001;
    expect(attempt('c')).toBeNull();
  });

  it('gives back one attempt and clears one key, nothing else', () => {
    const limiter = new RateLimiter({ max: 2, windowSeconds: 60, now: () => 5 });
    const [first] = takeAttempt([[limiter, 'k']]);
    takeAttempt([[limiter, 'k']]);
    expect(limiter.wait('k')).toBe(60);
    limiter.release(first!);
    expect(limiter.wait('k')).toBeNull();
    limiter.release(first!);
    takeAttempt([[limiter, 'k']]);
    expect(limiter.wait('k')).toBe(60);
    takeAttempt([[limiter, 'other']]);
    takeAttempt([[limiter, 'other']]);
    limiter.clear('k');
    expect(limiter.wait('k')).toBeNull();
    expect(limiter.wait('other')).toBe(60);
  });

  it('is off with max 0', () => {
    const limiter = new RateLimiter({ max: 0, windowSeconds: 60 });
    for (let i = 0; i < 50; i += 1) expect(limiter.hit('k')).toBeNull();
  });
});
