import { createStoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { isAllowedStoreCall, maxProxyBodyBytes, proxyPathOf, proxyStoreCall } from './store-proxy.server';

const origin = 'http://shop.test';

function fakeShop(answer: (url: URL, init: Request) => Response) {
  const calls: Request[] = [];
  const client = createStoreApiClient({
    endpoint: 'http://upstream.test/store-api',
    accessKey: 'SECRETKEY',
    contextToken: 'token-1',
    retryDelay: 0,
    fetch: async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      calls.push(request);
      return answer(new URL(request.url), request);
    },
  });
  return { client, calls };
}

const browser = (method: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(`${origin}/api/store${path}`, { method, ...init, headers: { origin, ...init.headers } });

describe('the Store API proxy', () => {
  it('allows only the listed calls', () => {
    expect(isAllowedStoreCall('GET', '/checkout/cart')).toBe(true);
    expect(isAllowedStoreCall('POST', '/product-listing/0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isAllowedStoreCall('POST', '/checkout/order')).toBe(false);
    expect(isAllowedStoreCall('POST', '/account/login')).toBe(false);
    expect(isAllowedStoreCall('GET', '/product-listing/../../admin')).toBe(false);
    // reads also as GET (criteria in `_criteria`); a GET to a mutation's path is not a read
    expect(isAllowedStoreCall('GET', '/product-listing/0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isAllowedStoreCall('GET', '/search-suggest')).toBe(true);
    expect(isAllowedStoreCall('GET', '/country')).toBe(true);
    expect(isAllowedStoreCall('GET', '/customer/wishlist/add/0123456789abcdef0123456789abcdef')).toBe(false);
    expect(isAllowedStoreCall('GET', '/checkout/cart/line-item')).toBe(false);
  });

  it('forwards a GET read with its compressed criteria unchanged', async () => {
    const { client, calls } = fakeShop(() => Response.json({ apiAlias: 'product_listing', elements: [] }));
    const path = '/product-listing/0123456789abcdef0123456789abcdef';
    const request = new Request(`${origin}/api/store${path}?order=price-asc&_criteria=H4sIAAAAAAAAA6tWykvMTVWyMjTQUUpPzUstSizJzM9TsgIAZtgjzxgAAAA`);
    const response = await proxyStoreCall(request, path, client, origin);
    expect(response.status).toBe(200);
    const sent = new URL(calls[0]!.url);
    expect(calls[0]!.method).toBe('GET');
    expect(sent.pathname).toBe(`/store-api${path}`);
    expect(sent.searchParams.get('order')).toBe('price-asc');
    expect(sent.searchParams.get('_criteria')).toBe('H4sIAAAAAAAAA6tWykvMTVWyMjTQUUpPzUstSizJzM9TsgIAZtgjzxgAAAA');
  });

  it('forwards an allowed call with the access key and context token, and returns only the JSON', async () => {
    const { client, calls } = fakeShop(
      () => new Response(JSON.stringify({ apiAlias: 'cart', token: 'token-1' }), { headers: { 'content-type': 'application/json', 'x-upstream-secret': 'no' } }),
    );
    const response = await proxyStoreCall(browser('POST', '/checkout/cart/line-item', { body: JSON.stringify({ items: [] }) }), '/checkout/cart/line-item', client, origin);
    expect(response.status).toBe(200);
    // The cart's token is the session: it stays in the httpOnly cookie.
    expect(await response.json()).toEqual({ apiAlias: 'cart' });
    expect(response.headers.get('x-upstream-secret')).toBeNull();
    expect(calls[0]?.headers.get('sw-access-key')).toBe('SECRETKEY');
    expect(calls[0]?.headers.get('sw-context-token')).toBe('token-1');
    expect(await calls[0]?.json()).toEqual({ items: [] });
  });

  it('refuses unlisted calls, cross-origin mutations and broken bodies without calling the shop', async () => {
    const { client, calls } = fakeShop(() => new Response('{}'));
    expect((await proxyStoreCall(browser('POST', '/checkout/order'), '/checkout/order', client, origin)).status).toBe(404);
    const foreign = browser('POST', '/checkout/cart/line-item', { headers: { origin: 'https://evil.example' }, body: '{}' });
    expect((await proxyStoreCall(foreign, '/checkout/cart/line-item', client, origin)).status).toBe(403);
    const broken = await proxyStoreCall(browser('POST', '/search', { body: '{oops' }), '/search', client, origin);
    expect(broken.status).toBe(400);
    expect((await broken.json()).errors[0].code).toBe('STOREFRONT__INVALID_JSON');
    expect(calls).toHaveLength(0);
  });

  it("passes Shopware's errors through with their status", async () => {
    const { client } = fakeShop(
      () =>
        new Response(JSON.stringify({ errors: [{ status: '400', code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', title: 'Bad', detail: 'Quantity' }] }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const response = await proxyStoreCall(browser('PATCH', '/checkout/cart/line-item', { body: '{"items":[]}' }), '/checkout/cart/line-item', client, origin);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
  });

  it('hands no context token to the page: not in the context, not after PATCH /context, not as a header', async () => {
    const { client } = fakeShop((url) =>
      url.pathname.endsWith('/context') && url.searchParams.size === 0
        ? new Response(JSON.stringify({ apiAlias: 'sales_channel_context', token: 'token-1', context: { token: 'token-1', currencyId: 'c' }, customer: null }), {
            headers: { 'content-type': 'application/json', 'sw-context-token': 'token-1' },
          })
        : new Response('{}'),
    );
    const read = await proxyStoreCall(browser('GET', '/context'), '/context', client, origin);
    expect(await read.json()).toEqual({ apiAlias: 'sales_channel_context', context: { currencyId: 'c' }, customer: null });
    expect(read.headers.get('sw-context-token')).toBeNull();

    const renewed = fakeShop(() => new Response(JSON.stringify({ contextToken: 'token-2', redirectUrl: null, apiAlias: 'context_token' }), { headers: { 'content-type': 'application/json', 'sw-context-token': 'token-2' } }));
    const patched = await proxyStoreCall(browser('PATCH', '/context', { body: '{"currencyId":"c"}' }), '/context', renewed.client, origin);
    expect(patched.status).toBe(200);
    const body = JSON.stringify(await patched.json());
    expect(body).not.toContain('token-2');
    expect(body).not.toContain('contextToken');
    expect(patched.headers.get('sw-context-token')).toBeNull();
    // The renewed token still reaches the client, which sets the httpOnly cookie from it.
    expect(renewed.client.contextToken).toBe('token-2');
  });

  it.each([
    ['down', () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:8787')), 502, 'STOREFRONT__STORE_API_UNREACHABLE'],
    ['answering 500', () => Promise.resolve(new Response(JSON.stringify({ errors: [{ status: '500', code: 'X', title: 'Internal', detail: 'at http://127.0.0.1:8787/store-api' }] }), { status: 500 })), 500, 'X'],
  ])('answers a backend that is %s with a stable code, never the internal endpoint', async (_what, answer, status, code) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'K', retryDelay: 0, fetch: answer });
    const response = await proxyStoreCall(browser('POST', '/checkout/cart/line-item', { body: '{}' }), '/checkout/cart/line-item', client, origin);
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(JSON.parse(text).errors[0].code).toBe(code);
    expect(text).not.toMatch(/127\.0\.0\.1|8787/);
    expect(log.mock.calls.flat().join(' ')).toContain('127.0.0.1:8787');
    log.mockRestore();
  });

  it('answers a backend slower than the timeout with a stable code', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'K', timeout: 50, fetch: (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))) });
    const response = await proxyStoreCall(browser('GET', '/checkout/cart'), '/checkout/cart', client, origin);
    expect(response.status).toBe(408);
    const text = await response.text();
    expect(JSON.parse(text).errors[0].code).toBe('STOREFRONT__STORE_API_TIMEOUT');
    expect(text).not.toMatch(/127\.0\.0\.1|8787/);
    log.mockRestore();
  });

  it('counts the body in bytes, not characters', async () => {
    const { client, calls } = fakeShop(() => new Response('{}'));
    const characters = Math.floor(maxProxyBodyBytes / 2) + 10;
    const wide = JSON.stringify({ search: 'ü'.repeat(characters) });
    expect(wide.length).toBeLessThan(maxProxyBodyBytes);
    const response = await proxyStoreCall(browser('POST', '/search', { body: wide }), '/search', client, origin);
    expect(response.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('takes the Store API path from the splat without trailing slashes', () => {
    expect(proxyPathOf('checkout/cart/')).toBe('/checkout/cart');
    expect(proxyPathOf(undefined)).toBe('/');
    expect(proxyPathOf('')).toBe('/');
  });
});
