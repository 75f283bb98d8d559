// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  CONFIGURATION_ERROR_MESSAGE,
  CONFIGURATION_HINT,
  createStoreApiClient,
  invoke,
  type StoreApiClient,
  type StoreApiClientOptions,
} from './client';
import { readCart } from './cart';
import type { Schemas } from './types';
import { StoreApiError, isMaintenanceError } from './errors';
import { startTestServer, unusedPort, type TestServer } from './test-server';

let server: TestServer;
const ACCESS_KEY = 'SWSCTESTACCESSKEY';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ status: 200, body: {} }));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function client(options: Partial<StoreApiClientOptions> = {}) {
  return createStoreApiClient({ endpoint: `${server.url}/store-api`, accessKey: ACCESS_KEY, retryDelay: 5, ...options });
}

describe('createStoreApiClient configuration', () => {
  it('requires endpoint and access key', () => {
    expect(() => createStoreApiClient({ endpoint: '', accessKey: ACCESS_KEY })).toThrow(CONFIGURATION_ERROR_MESSAGE);
    expect(() => createStoreApiClient({ endpoint: server.url, accessKey: '' })).toThrow(
      'Make sure that endpoint and accessToken are settled in the configuration',
    );
    expect(() => createStoreApiClient(undefined as unknown as StoreApiClientOptions)).toThrow(CONFIGURATION_ERROR_MESSAGE);
  });

  it('joins endpoint and path without double slashes', async () => {
    await client({ endpoint: `${server.url}/store-api/` }).request('GET', '/context');
    expect(server.requests[0]?.path).toBe('/store-api/context');
  });
});

describe('headers', () => {
  it('sends the access key always, and no context token or language when unknown', async () => {
    await client().request('GET', '/context');
    const headers = server.requests[0]!.headers;
    expect(headers['sw-access-key']).toBe(ACCESS_KEY);
    expect(headers['sw-context-token']).toBeUndefined();
    expect(headers['sw-language-id']).toBeUndefined();
    expect(headers['sw-include-seo-urls']).toBeUndefined();
  });

  it('sends the known context token and the language id', async () => {
    await client({ contextToken: 'token-1', languageId: 'lang-fr' }).request('POST', '/account/customer', { body: {} });
    const headers = server.requests[0]!.headers;
    expect(headers['sw-context-token']).toBe('token-1');
    expect(headers['sw-language-id']).toBe('lang-fr');
  });

  it.each([
    ['POST', '/search'],
    ['POST', '/search-suggest'],
    ['POST', '/seo-url'],
    ['POST', '/product-listing/0123456789abcdef0123456789abcdef'],
    ['POST', '/product/0123456789abcdef0123456789abcdef'],
    ['POST', '/product/0123456789abcdef0123456789abcdef/cross-selling'],
    ['POST', '/navigation/main-navigation/main-navigation'],
    ['POST', '/category/0123456789abcdef0123456789abcdef'],
    ['POST', '/cms/0123456789abcdef0123456789abcdef'],
    ['POST', '/landing-page/0123456789abcdef0123456789abcdef'],
  ] as const)('asks for SEO URLs on %s %s', async (method, path) => {
    await client().request(method, path, { body: {} });
    expect(server.requests[0]!.headers['sw-include-seo-urls']).toBe('true');
  });

  it.each([
    ['GET', '/context'],
    ['GET', '/checkout/cart'],
    ['POST', '/account/login'],
    ['POST', '/product/0123456789abcdef0123456789abcdef/reviews'],
    ['POST', '/customer/wishlist'],
  ] as const)('does not ask for SEO URLs on %s %s', async (method, path) => {
    await client().request(method, path, { body: method === 'GET' ? undefined : {} });
    expect(server.requests[0]!.headers['sw-include-seo-urls']).toBeUndefined();
  });

  it('sends a JSON body and query parameters', async () => {
    await client().request('POST', '/search', { body: { search: 'Käse' }, query: { p: 2, skip: undefined } });
    const request = server.requests[0]!;
    expect(request.body).toEqual({ search: 'Käse' });
    expect(request.query.get('p')).toBe('2');
    expect(request.query.has('skip')).toBe(false);
    expect(request.headers['content-type']).toContain('application/json');
  });
});

describe('context token', () => {
  it('keeps the newest token from responses and reports each change once', async () => {
    const seen: string[] = [];
    const api = client({ contextToken: 'first', onContextToken: (token) => seen.push(token) });
    let issued = 0;
    server.handle((request) => {
      if (request.path.endsWith('/account/login')) {
        issued += 1;
        return { body: { redirectUrl: null }, headers: { 'sw-context-token': `second-${issued}` } };
      }
      return { body: {}, headers: { 'sw-context-token': api.contextToken ?? '' } };
    });

    await api.request('GET', '/context');
    expect(seen).toEqual([]);
    await api.request('POST', '/account/login', { body: { username: 'a', password: 'b' } });
    expect(api.contextToken).toBe('second-1');
    expect(seen).toEqual(['second-1']);
    await api.request('GET', '/checkout/cart');
    // the renewed token is sent from now on, and an unchanged token is not reported again
    expect(server.hits('/store-api/checkout/cart')[0]!.headers['sw-context-token']).toBe('second-1');
    expect(seen).toEqual(['second-1']);
  });

  it('takes the token from error responses too', async () => {
    const seen: string[] = [];
    const api = client({ onContextToken: (token) => seen.push(token) });
    server.handle(() => ({ status: 400, body: { errors: [] }, headers: { 'sw-context-token': 'from-error' } }));
    await expect(api.request('POST', '/account/login', { body: {} })).rejects.toBeInstanceOf(StoreApiError);
    expect(api.contextToken).toBe('from-error');
    expect(seen).toEqual(['from-error']);
  });

  it('keeps the last value of a repeated header', async () => {
    const api = client();
    server.handle(() => ({ body: {}, headers: { 'sw-context-token': 'old-token, new-token' } }));
    await api.request('GET', '/context');
    expect(api.contextToken).toBe('new-token');
  });
});

describe('retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    server.handle(() => ({ status, body: { errors: [] } }));
    await expect(client().request('GET', '/context')).rejects.toMatchObject({ status });
    expect(server.hits('/store-api/context', 'GET')).toHaveLength(2);
  });

  it('succeeds when the retry succeeds', async () => {
    server.handle((_request, attempt) => (attempt === 1 ? { status: 503, body: { errors: [] } } : { body: { ok: true } }));
    await expect(client().request('GET', '/context')).resolves.toEqual({ ok: true });
    expect(server.hits('/store-api/context')).toHaveLength(2);
  });

  it('tells onRetry of each retry: method, URL, the status retried, the attempt', async () => {
    server.handle((_request, attempt) => (attempt === 1 ? { status: 503, body: { errors: [] } } : { body: { ok: true } }));
    const retries: unknown[] = [];
    await client({ onRetry: (retry) => retries.push(retry) }).request('GET', '/context');
    expect(retries).toEqual([{ method: 'GET', url: `${server.url}/store-api/context`, status: 503, attempt: 1 }]);
    retries.length = 0;
    server.handle(() => ({ status: 404, body: { errors: [] } }));
    await expect(client({ onRetry: (retry) => retries.push(retry) }).request('GET', '/context')).rejects.toMatchObject({ status: 404 });
    expect(retries).toEqual([]);
  });

  it.each([400, 401, 403, 404, 412, 422])('does not retry a GET on %i', async (status) => {
    server.handle(() => ({ status, body: { errors: [] } }));
    await expect(client().request('GET', '/context')).rejects.toMatchObject({ status });
    expect(server.hits('/store-api/context')).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    server.handle(() => ({ status: 503, body: { errors: [] } }));
    await expect(client().request(method, '/context', { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(server.hits('/store-api/context', method)).toHaveLength(1);
  });

  it('waits for a short Retry-After before the retry', async () => {
    server.handle((_request, attempt) =>
      attempt === 1 ? { status: 429, headers: { 'retry-after': '1' }, body: { errors: [] } } : { body: {} },
    );
    const started = Date.now();
    await client().request('GET', '/context');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(server.hits('/store-api/context')).toHaveLength(2);
  });

  it('does not wait for a long Retry-After and reports it in seconds', async () => {
    server.handle(() => ({ status: 429, headers: { 'retry-after': '30' }, body: { errors: [{ status: '429', title: 'Too Many Requests', detail: 'Slow down' }] } }));
    const error = await client().request('GET', '/context').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).retryAfterSeconds).toBe(30);
    expect(server.hits('/store-api/context')).toHaveLength(1);
  });
});

describe('errors', () => {
  it('lists each error with title, pointer and detail', async () => {
    const errors = [
      { status: '400', code: 'VIOLATION::IS_BLANK_ERROR', title: 'Constraint violation error', detail: 'This value should not be blank.', source: { pointer: '/firstName' } },
      { status: '400', code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', title: 'Constraint violation error', detail: 'The email address is already in use.', source: { pointer: '/email' } },
    ];
    server.handle(() => ({ status: 400, body: { errors } }));
    const error = (await client().request('POST', '/account/register', { body: {} }).catch((e: unknown) => e)) as StoreApiError;
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(errors);
    expect(error.codes).toEqual(['VIOLATION::IS_BLANK_ERROR', 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE']);
    expect(error.message).toBe(
      'Constraint violation error [/firstName]: This value should not be blank.\n' +
        'Constraint violation error [/email]: The email address is already in use.',
    );
    expect(error.method).toBe('POST');
    expect(error.url).toBe(`${server.url}/store-api/account/register`);
  });

  it('says Unknown error when no error objects came back', async () => {
    server.handle(() => ({ status: 500, body: 'not json at all' }));
    const error = (await client().request('POST', '/checkout/order', { body: {} }).catch((e: unknown) => e)) as StoreApiError;
    expect(error.status).toBe(500);
    expect(error.errors).toEqual([]);
    expect(error.message).toBe('Unknown error');
  });

  it('turns maintenance mode into a 503 MAINTENANCE_MODE error', async () => {
    server.handle(() => ({
      status: 503,
      body: { errors: [{ status: '503', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', title: 'Temporary Redirect', detail: 'The sales channel is in maintenance mode.' }] },
    }));
    const error = await client().request('POST', '/account/customer', { body: {} }).catch((e: unknown) => e);
    expect(isMaintenanceError(error)).toBe(true);
    expect((error as StoreApiError).status).toBe(503);
    expect((error as StoreApiError).message).toBe('MAINTENANCE_MODE');
    expect(isMaintenanceError(new StoreApiError({ status: 503 }))).toBe(false);
    expect(isMaintenanceError(new Error('MAINTENANCE_MODE'))).toBe(false);
  });

  it('recognises the maintenance code whatever the status', async () => {
    server.handle(() => ({ status: 500, body: { errors: [{ code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }] } }));
    const error = await client().request('POST', '/context', { body: {} }).catch((e: unknown) => e);
    expect(isMaintenanceError(error)).toBe(true);
    expect((error as StoreApiError).status).toBe(503);
  });

  it('logs a configuration hint 2 seconds after a 412', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => ({ status: 412, body: { errors: [{ status: '412', code: 'FRAMEWORK__INVALID_SALES_CHANNEL', title: 'Precondition Failed', detail: 'No sales channel found.' }] } }));
    const error = await client().request('GET', '/context').catch((e: unknown) => e);
    expect((error as StoreApiError).status).toBe(412);
    vi.advanceTimersByTime(1999);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(CONFIGURATION_HINT);
    expect(CONFIGURATION_HINT).toMatch(/access key/);
    expect(CONFIGURATION_HINT).toMatch(/endpoint/);
  });

  it('does not log the hint for other statuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => ({ status: 404, body: { errors: [] } }));
    await client().request('GET', '/context').catch(() => undefined);
    vi.advanceTimersByTime(5000);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives a 502 when the server cannot be reached', async () => {
    const port = await unusedPort();
    const api = createStoreApiClient({ endpoint: `http://127.0.0.1:${port}/store-api`, accessKey: ACCESS_KEY, retryDelay: 5 });
    const error = await api.request('GET', '/context').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).status).toBe(502);
    // The message may reach a page or a shipped log: it names the call, not the internal endpoint.
    expect((error as StoreApiError).message).toBe('Could not reach the Store API: GET /store-api/context (fetch failed)');
    expect((error as StoreApiError).url).toBe(`http://127.0.0.1:${port}/store-api/context`);
  });

  it('keeps the endpoint out of a failure message that names it', async () => {
    const port = await unusedPort();
    const refused = async () => {
      throw new Error(`connect ECONNREFUSED 127.0.0.1:${port}`);
    };
    const api = createStoreApiClient({ endpoint: `http://127.0.0.1:${port}/store-api`, accessKey: ACCESS_KEY, retryDelay: 5, fetch: refused });
    const error = (await api.request('POST', '/checkout/cart/line-item').catch((e: unknown) => e)) as StoreApiError;
    expect(error.status).toBe(502);
    expect(error.message).not.toContain('127.0.0.1');
    expect(error.message).not.toContain(String(port));
    expect(error.message).toContain('POST /store-api/checkout/cart/line-item');
  });

  it('gives a 408 on timeout, without a retry', async () => {
    server.handle(() => ({ hang: true }));
    const error = await client({ timeout: 150 }).request('GET', '/context').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).status).toBe(408);
    expect((error as StoreApiError).message).toBe('Request timed out: GET /store-api/context');
    expect(server.hits('/store-api/context')).toHaveLength(1);
  });

  it('passes an abort by the caller through unchanged', async () => {
    server.handle(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = client().request('GET', '/context', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(StoreApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('invoke', () => {
  it('fills path params and returns the parsed body', async () => {
    server.handle((request) => ({ body: { path: request.path } }));
    const result = await invoke(client(), 'readProductCrossSellings post /product/{productId}/cross-selling', {
      pathParams: { productId: 'abc/def' },
    });
    expect(result).toEqual({ path: '/store-api/product/abc%2Fdef/cross-selling' });
  });

  it('resolves undefined for empty answers', async () => {
    server.handle(() => ({ status: 204 }));
    await expect(invoke(client(), 'deleteCart delete /checkout/cart')).resolves.toBeUndefined();
  });

  it('refuses a missing path param', async () => {
    await expect(
      invoke(client(), 'readProductCrossSellings post /product/{productId}/cross-selling', {
        pathParams: { productId: '' },
      }),
    ).rejects.toThrow('Missing path parameter "productId"');
    expect(server.requests).toHaveLength(0);
  });
});

describe('types', () => {
  it('come from Shopware\'s operations (checked by tsc)', () => {
    const typed = async (api: StoreApiClient) => {
      // @ts-expect-error the productId path param is required
      await invoke(api, 'readProductCrossSellings post /product/{productId}/cross-selling');
      // @ts-expect-error the body must be a line-item body
      await invoke(api, 'addLineItem post /checkout/cart/line-item', { body: { ids: ['x'] } });
      expectTypeOf(await readCart(api)).toEqualTypeOf<Schemas['Cart']>();
      expectTypeOf(await invoke(api, 'readContext get /context')).toEqualTypeOf<Schemas['SalesChannelContext']>();
    };
    expect(typeof typed).toBe('function');
  });
});
