import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from './app';
import { loadConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { COUNTRY_IDS, CURRENCY_IDS, DEFAULT_ACCESS_KEY, ROOT_CATEGORY_ID } from './ids';
import { seedDemoShop } from './seed';

// docs/decisions/0047-request-data-without-prototypes.md, over real HTTP: `GET /store-api/search?search=x&__proto__[page]=0` wrote
// `Object.prototype.page`, and every later search answered 400, navigation 500, for everyone.
let server: ServerType;
let db: Db;
let base = '';
const cleanObjectPrototype = Object.getOwnPropertyNames(Object.prototype).sort();
const cleanArrayPrototype = Object.getOwnPropertyNames(Array.prototype).sort();

beforeAll(async () => {
  db = openDatabase(':memory:');
  const config = loadConfig({});
  seedDemoShop(db, config);
  const app = createStoreApi({ db, config, logError: () => undefined });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
});

afterEach(() => {
  // Should a case fail, the pollution must not leak into the other tests of this worker.
  for (const key of Object.getOwnPropertyNames(Object.prototype)) if (!cleanObjectPrototype.includes(key)) delete (Object.prototype as Record<string, unknown>)[key];
  for (const key of Object.getOwnPropertyNames(Array.prototype)) if (!cleanArrayPrototype.includes(key)) delete (Array.prototype as unknown as Record<string, unknown>)[key];
});

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'sw-access-key': DEFAULT_ACCESS_KEY };
  if (options.token) headers['sw-context-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, token: res.headers.get('sw-context-token') ?? '', body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const reads = [
  '/store-api/search?search=a',
  `/store-api/product-listing/${ROOT_CATEGORY_ID}`,
  '/store-api/navigation/main-navigation/main-navigation',
  '/store-api/category/home',
];

describe('a hostile query string changes nothing for the next request', () => {
  it('the review’s exact request: the next ordinary search still answers 200 with its results', async () => {
    const before = await Promise.all(reads.map((path) => call('GET', path)));
    expect(before.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect((before[0]!.body.elements as unknown[]).length).toBeGreaterThan(0);

    const hostile = await call('GET', '/store-api/search?search=x&__proto__%5Bpage%5D=0');
    expect(hostile.status).toBeLessThan(500);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(cleanObjectPrototype);

    const after = await Promise.all(reads.map((path) => call('GET', path)));
    expect(after.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(after.map((res) => res.body)).toEqual(before.map((res) => res.body));
  });

  it('neither `constructor[prototype]`, `term`, `ids` nor arrays’ prototypes: contents stay the same for everyone', async () => {
    const before = await call('GET', '/store-api/search?search=a');
    for (const path of [
      '/store-api/search?search=x&__proto__[term]=qqqq&__proto__[ids][0]=ffffffffffffffffffffffffffffffff',
      '/store-api/search?search=x&constructor[prototype][term]=qqqq&constructor[prototype][limit]=1',
      '/store-api/search?search=x&filter[]=a&filter[__proto__][0]=x&ids[__proto__][length]=1',
      `/store-api/product-listing/${ROOT_CATEGORY_ID}?__proto__[order]=name-desc&__proto__[includes][product][0]=id`,
      '/store-api/navigation/main-navigation/main-navigation?__proto__[depth]=x&__proto__[buildTree]=false',
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(cleanObjectPrototype);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(cleanArrayPrototype);
    expect((await call('GET', '/store-api/search?search=a')).body).toEqual(before.body);
  });

  it('PATCH /context reads only the fields a shopper sends, not what another request planted', async () => {
    const planted = await call('GET', `/store-api/search?search=x&__proto__[currencyId]=${CURRENCY_IDS.EUR}&__proto__[languageId]=x`);
    expect(planted.status).toBe(200);
    const shopper = await call('GET', '/store-api/context');
    const patched = await call('PATCH', '/store-api/context', { token: shopper.token, body: { countryId: COUNTRY_IDS.DE } });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    const context = await call('GET', '/store-api/context', { token: shopper.token });
    expect((context.body.currency as { isoCode: string }).isoCode).toBe('CHF');
    expect((context.body.shippingLocation as { country: { iso: string } }).country.iso).toBe('DE');
  });

  it('a JSON body’s `__proto__` stays in that body', async () => {
    const shopper = await call('GET', '/store-api/context');
    const res = await call('PATCH', '/store-api/context', { token: shopper.token, body: `{"__proto__":{"currencyId":"${CURRENCY_IDS.EUR}"},"countryId":"${COUNTRY_IDS.DE}"}` });
    expect(res.status).toBe(200);
    const search = await call('POST', '/store-api/search', { body: '{"search":"a","__proto__":{"page":0,"limit":1}}' });
    expect(search.status).toBe(200);
    expect((search.body.elements as unknown[]).length).toBeGreaterThan(1);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(cleanObjectPrototype);
    const context = await call('GET', '/store-api/context', { token: shopper.token });
    expect((context.body.currency as { isoCode: string }).isoCode).toBe('CHF');
  });

  it('deep nesting and too many parameters are a 400 with a pointer, never a 500', async () => {
    const deepQuery = await call('GET', `/store-api/search?search=a&filter${'[0]'.repeat(500)}=x`);
    expect(deepQuery.status).toBe(400);
    expect((deepQuery.body.errors as { code: string; source: { pointer: string } }[])[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER' });
    const many = await call('GET', `/store-api/search?search=a&${Array.from({ length: 1500 }, (_, index) => `ids[]=${index}`).join('&')}`);
    expect(many.status).toBe(400);
    const deepBody = await call('POST', '/store-api/search', { body: `{"search":"a","filter":[${'{"type":"multi","queries":['.repeat(5000)}${']}'.repeat(5000)}]}` });
    expect(deepBody.status).toBe(400);
    expect((deepBody.body.errors as { code: string; source: { pointer: string } }[])[0]?.code).toBe('FRAMEWORK__INVALID_REQUEST_BODY');
    const deepContext = await call('PATCH', '/store-api/context', { body: `{"languageId":${'['.repeat(20_000)}${']'.repeat(20_000)}}` });
    expect(deepContext.status).toBe(400);
    expect((await call('GET', '/store-api/search?search=a')).status).toBe(200);
  });
});
