// @vitest-environment node
import express from 'express';
import { describe, expect, it } from 'vitest';
import { dropUntrustedForwardedHost, requestIdOf, trustProxySetting } from './trust-proxy.server';

/** The client IP Express works out for a request from `peer` with `forwardedFor`, under TRUST_PROXY=`value`. */
function clientIp(value: string | undefined, peer: string, forwardedFor?: string): string | undefined {
  const app = express();
  app.set('trust proxy', trustProxySetting(value));
  const request = Object.create(express.request) as express.Request;
  Object.assign(request, {
    app,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    connection: { remoteAddress: peer },
    socket: { remoteAddress: peer },
  });
  return request.ip;
}

describe('TRUST_PROXY', () => {
  it('is off by default: the socket is the client', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('0')).toBe(false);
    expect(clientIp(undefined, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('1 trusts X-Forwarded-For from a proxy on this host only', () => {
    expect(trustProxySetting('1')).toEqual(['loopback']);
    expect(clientIp('1', '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(clientIp('1', '::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(clientIp('1', '::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // A client calling the storefront directly cannot choose its IP.
    expect(clientIp('1', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    // A client's own header in front of the proxy's entry does not count either.
    expect(clientIp('1', '127.0.0.1', '10.0.0.1, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('a list trusts exactly those proxies', () => {
    expect(trustProxySetting('10.0.0.2, 192.168.0.0/16,uniquelocal')).toEqual(['10.0.0.2', '192.168.0.0/16', 'uniquelocal']);
    expect(clientIp('10.0.0.2', '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    expect(clientIp('10.0.0.2', '10.0.0.3', '198.51.100.1')).toBe('10.0.0.3');
    expect(clientIp('10.0.0.2', '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
    expect(clientIp('192.168.0.0/16', '192.168.4.4', '198.51.100.1')).toBe('198.51.100.1');
  });

  it.each(['2', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', ','])('refuses %s with a message', (value) => {
    expect(() => trustProxySetting(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('X-Forwarded-Host', () => {
  /** The headers left for Remix of a request from `peer` that names `forwardedHost`, under TRUST_PROXY=`value`. */
  function forwardedHostAfter(value: string | undefined, peer: string, forwardedHost: string): string | string[] | undefined {
    const app = express();
    app.set('trust proxy', trustProxySetting(value));
    const request = { headers: { host: 'shop.test', 'x-forwarded-host': forwardedHost } as Record<string, string | undefined>, socket: { remoteAddress: peer } };
    dropUntrustedForwardedHost(request, app.get('trust proxy fn') as (address: string, hop: number) => boolean);
    return request.headers['x-forwarded-host'];
  }

  it('is dropped when no proxy is trusted, so a client cannot choose the port of the page URL', () => {
    expect(forwardedHostAfter(undefined, '203.0.113.9', 'shop.test:6666')).toBeUndefined();
    expect(forwardedHostAfter(undefined, '127.0.0.1', 'evil.example')).toBeUndefined();
  });

  it('is dropped from a peer that is not a trusted proxy', () => {
    expect(forwardedHostAfter('1', '203.0.113.9', 'shop.test:6666')).toBeUndefined();
    expect(forwardedHostAfter('10.0.0.2', '10.0.0.3', 'shop.test:6666')).toBeUndefined();
  });

  it("is kept from a trusted proxy (nginx sends its own host and port)", () => {
    expect(forwardedHostAfter('1', '127.0.0.1', 'shop.test:8088')).toBe('shop.test:8088');
    expect(forwardedHostAfter('10.0.0.2', '10.0.0.2', 'shop.test')).toBe('shop.test');
  });
});

describe('the request id', () => {
  function idFor(value: string | undefined, peer: string, given?: string): string {
    const app = express();
    app.set('trust proxy', trustProxySetting(value));
    const request = { headers: given === undefined ? {} : { 'x-request-id': given }, socket: { remoteAddress: peer } };
    return requestIdOf(request, app.get('trust proxy fn') as (address: string, hop: number) => boolean, () => 'new-id');
  }

  it("is a trusted proxy's X-Request-Id (nginx's $request_id)", () => {
    expect(idFor('1', '127.0.0.1', '0f3c5e6a9b8d7c6e5f4a3b2c1d0e9f8a')).toBe('0f3c5e6a9b8d7c6e5f4a3b2c1d0e9f8a');
    expect(idFor('10.0.0.2', '10.0.0.2', 'lb-trace.42:7')).toBe('lb-trace.42:7');
  });

  it('is made anew for anyone else, without the header, or when the header is not an id', () => {
    expect(idFor(undefined, '127.0.0.1', 'chosen')).toBe('new-id');
    expect(idFor('1', '203.0.113.9', 'chosen')).toBe('new-id');
    expect(idFor('1', '127.0.0.1')).toBe('new-id');
    expect(idFor('1', '127.0.0.1', 'a b')).toBe('new-id');
    expect(idFor('1', '127.0.0.1', 'x'.repeat(129))).toBe('new-id');
    expect(idFor('1', '127.0.0.1', 'id\nforged log line')).toBe('new-id');
  });

  it('is a UUID when made anew', () => {
    const app = express();
    expect(requestIdOf({ headers: {}, socket: { remoteAddress: '127.0.0.1' } }, app.get('trust proxy fn') as (address: string, hop: number) => boolean)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
