// @vitest-environment node
import { createStoreApiClient } from '@gipfel/api';
import { matchRoutes } from '@remix-run/react';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resourceRoutes } from '../../route-table';
import { isAllowedStoreCall, proxyPathOf, proxyStoreCall } from './store-proxy.server';

// Hostile paths for `/api/store/*`, generated with a fixed seed and a bounded number of runs: no
// path may make the proxy call anything but an allowlisted route under the Store API's own prefix.
const origin = 'http://shop.test';
const endpoint = 'http://upstream.test/store-api';
const proxyRoute = resourceRoutes.find((route) => route.id === 'api-store')!;

const pieces = [
  '..', '.', '%2e', '%2E%2e', '.%2e', '%2f', '%2F', '%5c', '\\', '', '@', 'evil.example', '@evil.example', 'http:', 'https://evil.example',
  '//evil.example', 'javascript:alert(1)', 'file:', 'checkout', 'cart', 'line-item', 'delete', 'context', 'product', 'product-listing',
  '0123456789abcdef0123456789abcdef', 'navigation', 'main-navigation', 'search', 'store-api', 'admin', '_faults', '_outbox', 'account',
  'login', '?', '?_criteria=x', '#', '%00', '%20', ' ', 'ä', '%C3%A4', '\u2025', '\uff0e', '%ef%bc%8e', '%c0%ae', '%', '%zz', ':', ';', '%40',
  'customer', 'wishlist', 'merge', 'add', 'country-state', 'CONTEXT', 'Checkout',
];
const separators = ['/', '//', '\\', '/./', '/../', '%2f'];

const rawPath = fc
  .array(fc.tuple(fc.constantFrom(...pieces), fc.constantFrom(...separators)), { minLength: 1, maxLength: 6 })
  .map((parts) => `/api/store/${parts.map(([piece, separator], i) => (i === parts.length - 1 ? piece : piece + separator)).join('')}`);
// Allowlisted calls, spelled differently (encoded letters, trailing slashes, dot segments) or with
// something hostile before or after them.
const listed = [
  'context', 'checkout/cart', 'checkout/cart/line-item', 'checkout/cart/line-item/delete', 'search', 'search-suggest', 'country', 'language',
  'product/0123456789abcdef0123456789abcdef', 'product-listing/0123456789abcdef0123456789abcdef', 'navigation/main-navigation/main-navigation',
  'customer/wishlist/add/0123456789abcdef0123456789abcdef', 'country-state/0123456789abcdef0123456789abcdef',
];
const respelled = fc
  .tuple(fc.constantFrom(...listed), fc.nat(), fc.constantFrom('', '/', '//', '/.', '/..', '/%2e%2e', '/%2f..%2f_outbox', '?x=1', '@evil.example', '/https://evil.example'))
  .map(([path, index, tail]) => {
    const at = index % path.length;
    const letter = path[at]!;
    const spelled = /[a-z]/.test(letter) && index % 3 === 0 ? `${path.slice(0, at)}%${letter.charCodeAt(0).toString(16)}${path.slice(at + 1)}` : path;
    const prefix = index % 5 === 0 ? '../' : index % 7 === 0 ? './' : '';
    return `/api/store/${prefix}${spelled}${tail}`;
  });
const target = fc.oneof(rawPath, respelled);
const method = fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT');

/** The splat Remix hands the proxy route for a request target (URL parsing, then its own decoding). */
function splatOf(target: string): string | undefined | null {
  let url: URL;
  try {
    url = new URL(`${origin}${target}`);
  } catch {
    return null; // Remix cannot build the request either
  }
  const matches = matchRoutes([{ path: proxyRoute.path, id: proxyRoute.id }], url.pathname);
  return matches ? (matches.at(-1)!.params['*'] ?? '') : null;
}

describe('the Store API proxy allowlist (property)', () => {
  // React Router warns about each malformed percent-encoding it meets; they are meant here.
  beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => vi.restoreAllMocks());

  it('never calls another host, a path outside /store-api/, or a route that is not allowlisted', async () => {
    await fc.assert(
      fc.asyncProperty(target, method, async (raw, verb) => {
        const splat = splatOf(raw);
        if (splat === null) return;
        const calls: URL[] = [];
        const client = createStoreApiClient({
          endpoint,
          accessKey: 'K',
          retryDelay: 0,
          fetch: async (input, init) => {
            calls.push(new URL(new Request(input as RequestInfo, init).url));
            return Response.json({});
          },
        });
        const path = proxyPathOf(splat);
        const body = verb === 'GET' || verb === 'DELETE' ? undefined : '{}';
        const request = new Request(`${origin}/api/store${path.startsWith('/') ? '' : '/'}`, { method: verb, body, headers: { origin } });
        const response = await proxyStoreCall(request, path, client, origin);
        if (!isAllowedStoreCall(verb, path)) {
          expect(response.status).toBe(404);
          expect(calls).toEqual([]);
          return;
        }
        for (const call of calls) {
          expect(call.origin).toBe('http://upstream.test');
          expect(call.pathname.startsWith('/store-api/')).toBe(true);
          expect(isAllowedStoreCall(verb, call.pathname.slice('/store-api'.length))).toBe(true);
          expect(call.pathname.slice('/store-api'.length)).toBe(path);
        }
      }),
      { seed: 20_260_526, numRuns: 600 },
    );
  });

  it('finds allowlisted calls among the generated paths (the property is not vacuous)', () => {
    const allowed = fc.sample(fc.tuple(target, method), { seed: 20_260_526, numRuns: 600 }).filter(([raw, verb]) => {
      const splat = splatOf(raw);
      return splat !== null && isAllowedStoreCall(verb, proxyPathOf(splat));
    });
    expect(allowed.length).toBeGreaterThan(30);
  });
});
