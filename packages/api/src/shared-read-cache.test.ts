// @vitest-environment node
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCart } from './cart';
import { readProduct } from './catalogue';
import { createStoreApiClient, type StoreApiClientOptions } from './client';
import { readCategory, readNavigation, readSeoUrls } from './content';
import { readContext, readCountries, updateContext } from './context';
import { StoreApiError } from './errors';
import { createSharedReadCache, deepFreeze, estimateHeapBytes, type SharedReadCache } from './shared-read-cache';

afterEach(() => {
  vi.useRealTimers();
});

/** A load that answers `value` (or fails) and counts its calls. */
function loader(values: (string | Error)[]) {
  let calls = 0;
  const load = vi.fn(async () => {
    const value = values[Math.min(calls, values.length - 1)]!;
    calls += 1;
    if (value instanceof Error) throw value;
    return value;
  });
  return load;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSharedReadCache', () => {
  it('answers a second read from the cache while fresh (hit after miss)', async () => {
    vi.useFakeTimers();
    const cache = createSharedReadCache({ ttlMs: 1000 });
    const load = loader(['a', 'b']);
    expect(await cache.read('k', load)).toBe('a');
    vi.advanceTimersByTime(999);
    expect(await cache.read('k', load)).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('loads again once the answer is older than ttl + stale (expiry)', async () => {
    vi.useFakeTimers();
    const cache = createSharedReadCache({ ttlMs: 1000, staleMs: 500 });
    const load = loader(['a', 'b']);
    await cache.read('k', load);
    vi.advanceTimersByTime(1500);
    expect(await cache.read('k', load)).toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toMatchObject({ misses: 2, staleHits: 0 });
  });

  it('serves a stale answer while one background call refreshes it (stale-while-revalidate)', async () => {
    vi.useFakeTimers();
    const cache = createSharedReadCache({ ttlMs: 1000, staleMs: 5000 });
    const refreshed = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce('old').mockReturnValueOnce(refreshed.promise);
    await cache.read('k', load);
    vi.advanceTimersByTime(2000);
    // Both stale reads answer at once; only one refresh goes out.
    expect(await cache.read('k', load)).toBe('old');
    expect(await cache.read('k', load)).toBe('old');
    expect(load).toHaveBeenCalledTimes(2);
    refreshed.resolve('new');
    await vi.waitFor(() => expect(cache.stats().refreshes).toBe(1));
    await Promise.resolve();
    expect(await cache.read('k', load)).toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toMatchObject({ staleHits: 2, hits: 1, misses: 1 });
  });

  it('keeps the stale answer when the background refresh fails, and tries again on the next read', async () => {
    vi.useFakeTimers();
    const cache = createSharedReadCache({ ttlMs: 1000, staleMs: 5000 });
    const load = loader(['old', new StoreApiError({ status: 502, message: 'down' }), 'new']);
    await cache.read('k', load);
    vi.advanceTimersByTime(2000);
    expect(await cache.read('k', load)).toBe('old');
    await vi.waitFor(() => expect(cache.stats().failedRefreshes).toBe(1));
    expect(await cache.read('k', load)).toBe('old');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await vi.waitFor(async () => expect(await cache.read('k', load)).toBe('new'));
  });

  it('drops a stale answer when the refresh says the shop is in maintenance', async () => {
    vi.useFakeTimers();
    const cache = createSharedReadCache({ ttlMs: 1000, staleMs: 5000 });
    const maintenance = new StoreApiError({ status: 503, message: 'MAINTENANCE_MODE', errors: [{ code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }] });
    const load = loader(['old', maintenance]);
    await cache.read('k', load);
    vi.advanceTimersByTime(2000);
    expect(await cache.read('k', load)).toBe('old');
    await vi.waitFor(() => expect(cache.stats().entries).toBe(0));
    await expect(cache.read('k', load)).rejects.toBe(maintenance);
  });

  it('makes one call for identical reads under way at the same time (in-flight deduplication)', async () => {
    const cache = createSharedReadCache({ ttlMs: 1000 });
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const reads = [cache.read('k', load), cache.read('k', load), cache.read('k', load)];
    pending.resolve('a');
    expect(await Promise.all(reads)).toEqual(['a', 'a', 'a']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ misses: 1, deduplicated: 2 });
  });

  it('never keeps an error: every waiter gets it, the next read calls again', async () => {
    const cache = createSharedReadCache({ ttlMs: 1000, staleMs: 1000 });
    const failure = new StoreApiError({ status: 500, message: 'boom' });
    const load = loader([failure, 'a']);
    const both = [cache.read('k', load), cache.read('k', load)];
    await expect(both[0]).rejects.toBe(failure);
    await expect(both[1]).rejects.toBe(failure);
    expect(cache.stats().entries).toBe(0);
    expect(await cache.read('k', load)).toBe('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = createSharedReadCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.read('a', async () => 'A');
    await cache.read('b', async () => 'B');
    await cache.read('a', async () => 'A2'); // a is now the most recently used
    await cache.read('c', async () => 'C');
    expect(cache.stats()).toMatchObject({ entries: 2, evictions: 1 });
    expect(await cache.read('a', async () => 'A3')).toBe('A');
    expect(await cache.read('b', async () => 'B2')).toBe('B2');
  });

  it('keeps at most maxBytes of answers, and does not keep one larger than that', async () => {
    // A 6-character text takes 24 bytes (header and characters).
    const cache = createSharedReadCache({ ttlMs: 60_000, maxBytes: 40 });
    await cache.read('a', async () => 'aaaaaa');
    await cache.read('b', async () => 'bbbbbb');
    expect(cache.stats()).toMatchObject({ entries: 1, evictions: 1, bytes: 24 });
    expect(await cache.read('huge', async () => 'x'.repeat(41))).toHaveLength(41);
    expect(cache.stats().entries).toBe(1);
  });

  it('counts the parsed copy it keeps beside the text against the budget', async () => {
    const answer = (n: number) => JSON.stringify({ elements: Array.from({ length: 50 }, (_, i) => ({ id: `${n}-${i}`, name: `Gruyère ${i}`, price: 3.5 + i })) });
    const textBytes = estimateHeapBytes(answer(0));
    const parsedBytes = estimateHeapBytes(JSON.parse(answer(0)));
    // Room for one text with its parsed copy, or for several texts.
    const maxBytes = textBytes + parsedBytes;
    const texts = Math.floor(maxBytes / textBytes);
    expect(texts).toBeGreaterThanOrEqual(3);
    const cache = createSharedReadCache({ ttlMs: 60_000, maxBytes });
    for (let n = 1; n <= texts; n += 1) await cache.read(`k${n}`, async () => answer(n));
    expect(cache.stats()).toMatchObject({ entries: texts, evictions: 0 });
    // Parsing one makes room for its copy: the least recently used texts go.
    await cache.readValue(`k${texts}`, async () => answer(texts), JSON.parse);
    expect(cache.stats()).toMatchObject({ entries: 1, evictions: texts - 1, bytes: textBytes + parsedBytes });
  });

  it('is off with ttlMs 0: every read calls', async () => {
    const cache = createSharedReadCache({ ttlMs: 0, staleMs: 60_000 });
    const load = loader(['a', 'b']);
    expect(cache.enabled).toBe(false);
    expect(await cache.read('k', load)).toBe('a');
    expect(await cache.read('k', load)).toBe('b');
  });

  it('parses a kept answer once and gives every reader the same deeply frozen value', async () => {
    vi.useFakeTimers();
    const cache = createSharedReadCache({ ttlMs: 1000 });
    const parse = vi.fn((text: string) => JSON.parse(text) as { items: { name: string }[] });
    const load = loader(['{"items":[{"name":"Gruyère"}]}', '{"items":[{"name":"Emmentaler"}]}']);
    const [first, second] = await Promise.all([cache.readValue('k', load, parse), cache.readValue('k', load, parse)]);
    const third = await cache.readValue('k', load, parse);
    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.items) && Object.isFrozen(first.items[0])).toBe(true);
    // A reader that tries to change the shared answer is stopped; the next reader sees it as it came.
    expect(() => {
      first.items[0]!.name = 'changed';
    }).toThrow(TypeError);
    expect((await cache.readValue('k', load, parse)).items[0]!.name).toBe('Gruyère');
    // A new answer is parsed anew.
    vi.advanceTimersByTime(1000);
    expect((await cache.readValue('k', load, parse)).items[0]!.name).toBe('Emmentaler');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('parses an answer it does not keep for each reader, frozen all the same', async () => {
    const cache = createSharedReadCache({ ttlMs: 1000, maxBytes: 20 });
    const load = loader(['{"too":"long"}']);
    const first = await cache.readValue('k', load, JSON.parse);
    const second = await cache.readValue('k', load, JSON.parse);
    expect(second).not.toBe(first);
    expect(second).toEqual({ too: 'long' });
    expect(Object.isFrozen(second)).toBe(true);
  });

  it('does not keep what a call under way answers once cleared', async () => {
    const cache = createSharedReadCache({ ttlMs: 60_000 });
    const pending = deferred<string>();
    const read = cache.read('k', () => pending.promise);
    cache.clear();
    pending.resolve('old');
    expect(await read).toBe('old');
    expect(cache.stats().entries).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// The budget against the heap: what the cache counts is what the process holds.

/** A listing answer of `limit` products shaped like the Store API's (texts, prices, media, SEO URLs, properties). */
function listingText(n: number, limit: number): string {
  const product = (i: number) => ({
    id: `${n}`.padStart(16, '0') + `${i}`.padStart(16, '0'),
    productNumber: `SW-${n}-${i}`,
    name: `Schokolade ${i} – Gruyère ${n}`,
    description: `Feine Schokolade aus dem Emmental, Sorte ${i}. `.repeat(6),
    calculatedPrice: { unitPrice: 3.5 + i / 100, totalPrice: 3.5 + i / 100, quantity: 1, calculatedTaxes: [{ tax: 0.09, taxRate: 2.6, price: 3.5 }], referencePrice: null, listPrice: null },
    available: true,
    stock: 100 + i,
    cover: { media: { url: `https://shop.example/media/${n}/${i}.jpg`, alt: null, width: 800, height: 600, thumbnails: [400, 800].map((width) => ({ width, height: (width * 3) / 4, url: `https://shop.example/thumbnail/${n}/${i}-${width}.jpg` })) } },
    seoUrls: [{ seoPathInfo: `Lebensmittel/Schokolade/${n}/${i}`, isCanonical: true }],
    properties: Array.from({ length: 5 }, (_, k) => ({ id: `${k}`.repeat(32), name: `Eigenschaft ${k}`, group: { name: 'Herkunft' } })),
    translated: { name: `Schokolade ${i}`, description: 'x'.repeat(200), customFields: {} },
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  return JSON.stringify({ elements: Array.from({ length: limit }, (_, i) => product(i)), total: limit, page: 1, limit, apiAlias: 'product_listing' });
}

/** The heap in use after a full collection (V8's `gc`, switched on for this file). */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('the budget and the heap', () => {
  it('estimates what a parsed, frozen answer takes on the heap', () => {
    const texts = Array.from({ length: 12 }, (_, n) => listingText(n, 100));
    const before = heapAfterGc();
    const kept = texts.map((text) => deepFreeze(JSON.parse(text) as unknown));
    const measured = heapAfterGc() - before;
    const estimated = kept.reduce<number>((sum, value) => sum + estimateHeapBytes(value), 0);
    expect(measured).toBeLessThanOrEqual(estimated * 1.25);
    expect(measured).toBeGreaterThanOrEqual(estimated * 0.5);
  });

  it('keeps the heap growth of 60 distinct large listings near its budget', async () => {
    const maxBytes = 8 * 1024 * 1024;
    let cache: SharedReadCache | undefined = createSharedReadCache({ ttlMs: 60_000, maxBytes });
    const before = heapAfterGc();
    const kept: number[] = [];
    for (let n = 0; n < 60; n += 1) {
      await cache.readValue(`listing-${n}`, async () => listingText(n, 100), JSON.parse);
      kept.push(cache.stats().bytes);
    }
    const grown = heapAfterGc() - before;
    // Unbounded, the same reads hold about eight times the budget.
    expect(grown).toBeLessThanOrEqual(maxBytes * 1.3);
    expect(Math.max(...kept)).toBeLessThanOrEqual(maxBytes);
    expect(cache.stats().evictions).toBeGreaterThan(40);
    cache = undefined;
  });
});

// ---------------------------------------------------------------------------------------------
// The client: which reads are shared, and that no visitor's data ever is.

interface SeenRequest {
  method: string;
  path: string;
  token: string | null;
  language: string | null;
  currency: string | null;
}

const CART = { token: 'x', lineItems: [{ id: 'mine' }], price: { totalPrice: 1 } };

/** A Store API that answers per path and hands a fresh token to a tokenless request, as Shopware does. */
function fakeStoreApi() {
  const seen: SeenRequest[] = [];
  let fresh = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const token = request.headers.get('sw-context-token');
    seen.push({
      method: request.method,
      path: url.pathname.replace('/store-api', ''),
      token,
      language: request.headers.get('sw-language-id'),
      currency: request.headers.get('sw-currency-id'),
    });
    const answerToken = token ?? `fresh-${(fresh += 1)}`;
    const path = url.pathname.replace('/store-api', '');
    let body: unknown = {};
    if (path.startsWith('/navigation/')) body = [{ id: 'nav', name: `menu ${request.headers.get('sw-language-id') ?? 'default'}` }];
    else if (path.startsWith('/category/')) body = { id: 'cat', price: token ? `price for ${token}` : 'list price' };
    else if (path === '/checkout/cart') body = { ...CART, token: answerToken, customer: token };
    else if (path === '/context') body = { token: answerToken, customer: token ? { email: `${token}@example.ch` } : null };
    else if (path === '/seo-url' || path === '/country') body = { elements: [] };
    else if (path.startsWith('/product/')) body = { product: { id: 'p' }, configurator: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'sw-context-token': answerToken } });
  });
  return { fetch, seen };
}

function visitor(api: ReturnType<typeof fakeStoreApi>, cache: SharedReadCache, options: Partial<StoreApiClientOptions> = {}) {
  return createStoreApiClient({ endpoint: 'http://shop.test/store-api', accessKey: 'SWSCKEY', fetch: api.fetch as typeof globalThis.fetch, sharedReads: cache, retryDelay: 1, ...options });
}

const nav = { activeId: 'main-navigation', rootId: 'main-navigation', criteria: { depth: 2 } } as const;

describe('shared reads of the Store API client', () => {
  it('gives two visitors with different tokens the same cached navigation, read without either token', async () => {
    const api = fakeStoreApi();
    const cache = createSharedReadCache({ ttlMs: 10_000 });
    const renewed: string[] = [];
    const anna = visitor(api, cache, { contextToken: 'anna-token', languageId: 'de', onContextToken: (t) => renewed.push(t) });
    const ben = visitor(api, cache, { contextToken: 'ben-token', languageId: 'de', onContextToken: (t) => renewed.push(t) });
    const first = await readNavigation(anna, nav);
    const second = await readNavigation(ben, nav);
    // One parsed answer for both, which neither can change for the other.
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(api.seen.filter((r) => r.path.startsWith('/navigation'))).toEqual([{ method: 'GET', path: '/navigation/main-navigation/main-navigation', token: null, language: 'de', currency: null }]);
    // The shared call's fresh token is nobody's: neither visitor's token changes.
    expect(anna.contextToken).toBe('anna-token');
    expect(ben.contextToken).toBe('ben-token');
    expect(renewed).toEqual([]);
  });

  it('shares the context and the cart of visitors without a token (a fresh default context), without its token', async () => {
    const api = fakeStoreApi();
    const cache = createSharedReadCache({ ttlMs: 10_000 });
    const renewed: string[] = [];
    const first = visitor(api, cache, { languageId: 'de', onContextToken: (t) => renewed.push(t) });
    const second = visitor(api, cache, { languageId: 'de', onContextToken: (t) => renewed.push(t) });
    const context = await readContext(first);
    expect(await readContext(second)).toBe(context);
    expect(context.customer).toBeNull();
    const cart = await readCart(first);
    expect(await readCart(second)).toBe(cart);
    expect(cart.lineItems).toEqual(CART.lineItems);
    // The fresh context the shared read created is nobody's session: not in the answer, not taken over.
    expect(context).not.toHaveProperty('token');
    expect(cart).not.toHaveProperty('token');
    expect([first.contextToken, second.contextToken, renewed]).toEqual([undefined, undefined, []]);
    expect(api.seen.filter((r) => r.path === '/checkout/cart' || r.path === '/context').map((r) => [r.path, r.token])).toEqual([
      ['/context', null],
      ['/checkout/cart', null],
    ]);
  });

  it('never shares the cart or the context of a visitor with a token: each reads their own, every time', async () => {
    const api = fakeStoreApi();
    const cache = createSharedReadCache({ ttlMs: 10_000, staleMs: 60_000 });
    const anna = visitor(api, cache, { contextToken: 'anna-token', languageId: 'de' });
    const ben = visitor(api, cache, { contextToken: 'ben-token', languageId: 'de' });
    for (let i = 0; i < 2; i += 1) {
      expect((await readCart(anna)) as unknown).toMatchObject({ customer: 'anna-token' });
      expect((await readCart(ben)) as unknown).toMatchObject({ customer: 'ben-token' });
      expect((await readContext(anna)).customer).toEqual({ email: 'anna-token@example.ch' });
      expect((await readContext(ben)).customer).toEqual({ email: 'ben-token@example.ch' });
    }
    const calls = api.seen.filter((r) => r.path === '/checkout/cart' || r.path === '/context');
    expect(calls).toHaveLength(8);
    expect(calls.map((r) => r.token)).toEqual(['anna-token', 'ben-token', 'anna-token', 'ben-token', 'anna-token', 'ben-token', 'anna-token', 'ben-token']);
    expect(cache.stats().entries).toBe(0);
  });

  it('shares catalogue reads only between visitors with the default context, never with one who has a token', async () => {
    const api = fakeStoreApi();
    const cache = createSharedReadCache({ ttlMs: 10_000 });
    const first = visitor(api, cache, { languageId: 'de' });
    const second = visitor(api, cache, { languageId: 'de' });
    const carla = visitor(api, cache, { contextToken: 'carla-token', languageId: 'de' });
    expect(await readCategory(first, { categoryId: 'cat' })).toMatchObject({ price: 'list price' });
    expect(await readCategory(second, { categoryId: 'cat' })).toMatchObject({ price: 'list price' });
    expect(await readCategory(carla, { categoryId: 'cat' })).toMatchObject({ price: 'price for carla-token' });
    expect(await readCategory(carla, { categoryId: 'cat' })).toMatchObject({ price: 'price for carla-token' });
    expect(api.seen.filter((r) => r.path === '/category/cat').map((r) => r.token)).toEqual([null, 'carla-token', 'carla-token']);
  });

  it('stops sharing catalogue reads once a tokenless visitor has written (a cart, a currency)', async () => {
    const api = fakeStoreApi();
    const cache = createSharedReadCache({ ttlMs: 10_000 });
    const dora = visitor(api, cache, { languageId: 'de' });
    await readCart(dora); // a read: Shopware hands out a fresh token, the context is still the default one
    await readCategory(dora, { categoryId: 'cat' });
    expect(api.seen.at(-1)).toMatchObject({ path: '/category/cat', token: null });
    await updateContext(dora, { currencyId: 'eur' });
    const after = await readCategory(dora, { categoryId: 'cat' });
    expect(after).toMatchObject({ price: `price for ${dora.contextToken}` });
    expect(api.seen.at(-1)).toMatchObject({ path: '/category/cat', token: dora.contextToken });
    // A token given later (a sign-in in another tab) ends sharing too.
    const eva = visitor(api, cache, { languageId: 'de' });
    eva.setContextToken('eva-token');
    await readProduct(eva, { productId: 'p' });
    expect(api.seen.at(-1)).toMatchObject({ path: '/product/p', token: 'eva-token' });
  });

  it('keys on the language and the currency', async () => {
    const api = fakeStoreApi();
    const cache = createSharedReadCache({ ttlMs: 10_000 });
    const german = visitor(api, cache, { languageId: 'de' });
    const english = visitor(api, cache, { languageId: 'en' });
    expect(await readNavigation(german, nav)).toEqual([{ id: 'nav', name: 'menu de' }]);
    expect(await readNavigation(english, nav)).toEqual([{ id: 'nav', name: 'menu en' }]);
    expect(await readNavigation(visitor(api, cache, { languageId: 'en' }), nav)).toEqual([{ id: 'nav', name: 'menu en' }]);
    await readCountries(german);
    await readCountries(german);
    await german.request('GET', '/country', { shared: 'sales-channel', headers: { 'sw-currency-id': 'eur' } });
    await german.request('GET', '/country', { shared: 'sales-channel', headers: { 'sw-currency-id': 'eur' } });
    expect(api.seen.filter((r) => r.path.startsWith('/navigation')).map((r) => r.language)).toEqual(['de', 'en']);
    expect(api.seen.filter((r) => r.path === '/country').map((r) => r.currency)).toEqual([null, 'eur']);
  });

  it('does not share a language-less read of a visitor whose context may name another language', async () => {
    const api = fakeStoreApi();
    const cache = createSharedReadCache({ ttlMs: 10_000 });
    const frida = visitor(api, cache, { contextToken: 'frida-token' });
    await readSeoUrls(frida, {});
    await readSeoUrls(frida, {});
    expect(api.seen.map((r) => r.token)).toEqual(['frida-token', 'frida-token']);
  });

  it('lets one waiter abort without ending the shared call for the others', async () => {
    const api = fakeStoreApi();
    const cache = createSharedReadCache({ ttlMs: 10_000 });
    const controller = new AbortController();
    const path = '/navigation/main-navigation/main-navigation';
    const impatient = visitor(api, cache, { languageId: 'de' }).request('GET', path, { shared: 'sales-channel', signal: controller.signal });
    const patient = visitor(api, cache, { languageId: 'de' }).request('GET', path, { shared: 'sales-channel' });
    controller.abort();
    await expect(impatient).rejects.toMatchObject({ name: 'AbortError' });
    expect(await patient).toEqual([{ id: 'nav', name: 'menu de' }]);
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends every read as before without a cache, or with a cache that is off', async () => {
    const api = fakeStoreApi();
    const off = createSharedReadCache({ ttlMs: 0 });
    const client = visitor(api, off, { contextToken: 'gus-token', languageId: 'de' });
    await readNavigation(client, nav);
    await readNavigation(client, nav);
    expect(api.seen.map((r) => r.token)).toEqual(['gus-token', 'gus-token']);
  });
});
