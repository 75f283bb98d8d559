import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANTON_IDS, COUNTRY_IDS, ROOT_CATEGORY_ID, SALUTATION_IDS } from './ids';
import { maxQueryParameters, maxRequestDepth } from './request-data';
import { createTestApi, type TestApi } from './testing/harness';

// Hostile query strings and JSON bodies, generated with a fixed seed and a bounded number of runs
// (docs/decisions/0047-request-data-without-prototypes.md): none may answer a 500, touch a shared prototype, or change what the next,
// ordinary request of someone else gets.
let api: TestApi;
let productPath = '';
const shared = [Object.prototype, Array.prototype, Function.prototype, String.prototype] as unknown as Record<string, unknown>[];
const clean = shared.map((prototype) => new Map(Object.getOwnPropertyNames(prototype).map((key) => [key, Object.getOwnPropertyDescriptor(prototype, key)])));

/** Whether every shared prototype has the same fields with the same values as at the start. */
const prototypesUntouched = () =>
  shared.every((prototype, index) => {
    const names = Object.getOwnPropertyNames(prototype);
    const before = clean[index]!;
    return names.length === before.size && names.every((key) => before.has(key) && Object.getOwnPropertyDescriptor(prototype, key)?.value === before.get(key)?.value);
  });

/** Undoes a pollution (fields added to or replaced on a shared prototype). */
function restorePrototypes() {
  shared.forEach((prototype, index) => {
    const before = clean[index]!;
    for (const key of Object.getOwnPropertyNames(prototype)) if (!before.has(key)) delete prototype[key];
    for (const [key, descriptor] of before) Object.defineProperty(prototype, key, descriptor!);
  });
}

beforeAll(async () => {
  // Registrations log in at once (no double opt-in), so that the account routes read what they are sent.
  api = createTestApi({ doubleOptInRegistration: false });
  const found = await api.call<{ elements: { id: string }[] }>('GET', '/store-api/search?search=a&limit=1', { skipSchema: true });
  productPath = `/store-api/product/${found.body.elements[0]!.id}`;
}, 60_000);
afterAll(() => api.close());
// Should a run pollute, the other tests of this worker must not inherit it.
afterEach(() => {
  if (!prototypesUntouched()) restorePrototypes();
});

/** What everybody else reads: the answers must stay byte for byte the same. */
async function baseline() {
  const shopper = { 'sw-context-token': 'Baseline-Shopper-Token-000000001' };
  const reads: [string, string, unknown?][] = [
    ['GET', '/store-api/search?search=a'],
    ['GET', `/store-api/product-listing/${ROOT_CATEGORY_ID}?limit=5`],
    ['GET', '/store-api/navigation/main-navigation/main-navigation'],
    ['POST', '/store-api/search', { search: 'käse', limit: 3 }],
    ['POST', '/store-api/country', { limit: 2 }],
    ['GET', '/store-api/context'],
  ];
  const answers = [];
  for (const [method, path, body] of reads) {
    const res = await api.call(method, path, { body, headers: shopper, skipSchema: true });
    answers.push([res.status, res.body]);
  }
  return answers;
}

// Keys a client may send: the prototype's own names, Shopware's criteria fields, the PATCH fields.
const names = [
  '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'length', '0', '1', '',
  'page', 'p', 'limit', 'term', 'search', 'ids', 'filter', 'post-filter', 'sort', 'order', 'includes', 'associations',
  'total-count-mode', 'type', 'field', 'value', 'queries', 'operator', 'parameters', 'depth', 'buildTree', '_criteria',
  'currencyId', 'languageId', 'countryId', 'countryStateId', 'properties', 'manufacturer', 'min-price', 'product', 'name',
];
const scalars = ['0', '-1', '1', '', 'x', 'a', 'equals', 'multi', 'equalsAny', 'name', 'id', 'name-desc', 'constructor', '__proto__', 'c0000000000000000000000000000002', 'null', 'true'];
const name = fc.constantFrom(...names);
const encodedName = fc.tuple(name, fc.boolean()).map(([key, encode]) => (encode ? encodeURIComponent(key) : key));

/** One parameter `a[b][c]=v`, now and then nested beyond the limit. */
const parameter = fc
  .tuple(encodedName, fc.oneof({ weight: 9, arbitrary: fc.array(encodedName, { maxLength: 5 }) }, { weight: 1, arbitrary: fc.integer({ min: maxRequestDepth - 2, max: maxRequestDepth + 40 }).map((n) => Array.from({ length: n }, () => '0')) }), fc.constantFrom(...scalars))
  .map(([head, path, value]) => `${head}${path.map((segment) => `%5B${segment}%5D`).join('')}=${encodeURIComponent(value)}`);
/** A query string: a few parameters, or a huge list of them. */
const queryString = fc.oneof(
  { weight: 9, arbitrary: fc.array(parameter, { minLength: 1, maxLength: 8 }).map((list) => list.join('&')) },
  { weight: 1, arbitrary: fc.tuple(name, fc.integer({ min: maxQueryParameters - 5, max: maxQueryParameters + 200 })).map(([key, n]) => Array.from({ length: n }, (_, i) => `${key}%5B%5D=${i}`).join('&')) },
);

/** JSON text with hostile keys (built as text: an object literal would turn `__proto__` into its prototype). */
const { json } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...scalars).map((value) => JSON.stringify(value)),
    fc.constantFrom('0', '-1', '1.5', 'null', 'true', 'false', '1e308'),
    fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(name, tie('json')), { maxLength: 5 }).map((fields) => `{${fields.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  ),
}));
const deepJson = fc.tuple(fc.integer({ min: maxRequestDepth - 2, max: 3000 }), fc.constantFrom('[', '{"filter":', '{"type":"multi","queries":[')).map(([n, open]) => {
  const close = open === '[' ? ']' : open === '{"filter":' ? '}' : ']}';
  return `${open.repeat(n)}1${close.repeat(n)}`;
});
const hugeArray = fc.tuple(name, fc.integer({ min: 1000, max: 20_000 })).map(([key, n]) => `{${JSON.stringify(key)}:[${Array.from({ length: n }, (_, i) => `"${i}"`).join(',')}]}`);
const jsonBody = fc.oneof(
  { weight: 8, arbitrary: fc.array(fc.tuple(name, json), { minLength: 1, maxLength: 6 }).map((fields) => `{${fields.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`) },
  { weight: 1, arbitrary: deepJson },
  { weight: 1, arbitrary: hugeArray },
);

const getRoute = fc.constantFrom(
  '/store-api/search?search=a&',
  '/store-api/search-suggest?search=a&',
  `/store-api/product-listing/${ROOT_CATEGORY_ID}?`,
  '/store-api/navigation/main-navigation/main-navigation?',
  '/store-api/category/home?',
  '/store-api/country?',
  '/store-api/seo-url?',
  'PRODUCT?',
);
const bodyRoute = fc.constantFrom<[string, string]>(
  ['POST', '/store-api/search'],
  ['POST', `/store-api/product-listing/${ROOT_CATEGORY_ID}`],
  ['POST', '/store-api/navigation/main-navigation/main-navigation'],
  ['POST', '/store-api/country'],
  ['PATCH', '/store-api/context'],
  ['POST', '/store-api/checkout/cart/line-item'],
);
const hostileRequest = fc.oneof(
  fc.tuple(getRoute, queryString).map(([route, query]) => ({ method: 'GET', path: route.replace('PRODUCT', productPath) + query, body: undefined as string | undefined })),
  fc.tuple(bodyRoute, jsonBody).map(([[method, path], body]) => ({ method, path, body: body as string | undefined })),
);

describe('hostile request data (property)', () => {
  it('never answers a 500, never touches a prototype, never changes another request’s answer', async () => {
    const before = await baseline();
    await fc.assert(
      fc.asyncProperty(fc.array(hostileRequest, { minLength: 1, maxLength: 3 }), async (requests) => {
        try {
          for (const request of requests) {
            const res = await api.call<unknown>(request.method, request.path, { body: request.body, skipSchema: true });
            if (res.status >= 500 || !prototypesUntouched()) return false;
          }
          return true;
        } finally {
          // Undone after each run (also one that threw), so that a failure shrinks to its cause.
          if (!prototypesUntouched()) restorePrototypes();
        }
      }),
      { seed: 38_001, numRuns: 60 },
    );
    expect(prototypesUntouched()).toBe(true);
    expect(await baseline()).toEqual(before);
  }, 120_000);

  // The other routes that read a body or a query string, as a logged-in customer (account routes
  // answer 403 before reading anything otherwise): whatever they are sent, no 500, no pollution.
  it('no route that reads request data answers a 500 or touches a prototype', async () => {
    const registration = {
      salutationId: SALUTATION_IDS.mrs, firstName: 'Heidi', lastName: 'Muster', email: 'property@example.ch', password: 'Matterhorn-4478',
      storefrontUrl: 'http://localhost:3000', acceptedDataProtection: true,
      billingAddress: { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: COUNTRY_IDS.CH, countryStateId: CANTON_IDS.ZH },
    };
    const visitor = await api.call('GET', '/store-api/context', { skipSchema: true });
    const registered = await api.call('POST', '/store-api/account/register', {
      body: registration,
      headers: { 'sw-context-token': visitor.headers.get('sw-context-token')! },
      skipSchema: true,
    });
    expect(registered.status).toBe(200);
    const customer = { 'sw-context-token': registered.headers.get('sw-context-token')! };
    const addresses = await api.call<{ elements: { id: string }[] }>('POST', '/store-api/account/list-address', { headers: customer, skipSchema: true });
    const addressId = addresses.body.elements[0]!.id;
    const productId = productPath.split('/').pop()!;
    const bodyRoutes: [string, string][] = [
      ['POST', '/store-api/account/register'], ['POST', '/store-api/account/login'], ['POST', '/store-api/account/recovery-password'],
      ['POST', '/store-api/account/recovery-password-confirm'], ['POST', '/store-api/account/customer-recovery-is-expired'],
      ['POST', '/store-api/account/register-confirm'], ['POST', '/store-api/account/change-profile'], ['POST', '/store-api/account/address'],
      ['PATCH', `/store-api/account/address/${addressId}`], ['POST', '/store-api/account/list-address'], ['POST', '/store-api/account/newsletter-recipient'],
      ['POST', '/store-api/customer/wishlist'], ['POST', '/store-api/customer/wishlist/merge'], ['POST', `/store-api/customer/wishlist/add/${productId}`],
      ['POST', '/store-api/checkout/cart/line-item'], ['PATCH', '/store-api/checkout/cart/line-item'], ['POST', '/store-api/checkout/cart/line-item/delete'],
      ['POST', '/store-api/checkout/order'], ['POST', '/store-api/order'], ['POST', '/store-api/handle-payment'], ['POST', '/store-api/order/payment'],
      ['POST', '/store-api/contact-form'], ['POST', '/store-api/newsletter/subscribe'], ['POST', '/store-api/newsletter/confirm'],
      ['POST', '/store-api/newsletter/unsubscribe'], ['POST', '/store-api/basic-captcha/validate'], ['POST', `/store-api/product/${productId}/review`],
      ['POST', `/store-api/product/${productId}/find-variant`], ['POST', `/store-api/product/${productId}/reviews`], ['POST', `/store-api/breadcrumb/${productId}`],
      ['POST', '/store-api/blog'], ['POST', '/store-api/recipe'], ['POST', '/store-api/seo-url'], ['POST', '/store-api/category/home'],
      ['POST', `/store-api/country-state/${COUNTRY_IDS.CH}`], ['POST', '/store-api/salutation'], ['POST', '/store-api/search-suggest'],
    ];
    const queryRoutes = [
      '/store-api/order?', '/store-api/handle-payment?', '/store-api/blog?', '/store-api/recipe?', `/store-api/product/${productId}/find-variant?`,
      `/store-api/product/${productId}/reviews?`, `/store-api/breadcrumb/${productId}?`, '/store-api/customer/wishlist?', '/store-api/account/list-address?',
      `/store-api/country-state/${COUNTRY_IDS.CH}?`, '/store-api/checkout/cart?',
    ];
    const request = fc.oneof(
      fc.tuple(fc.constantFrom(...queryRoutes), queryString).map(([route, query]) => ({ method: 'GET', path: route + query, body: undefined as string | undefined })),
      fc.tuple(fc.constantFrom(...bodyRoutes), jsonBody).map(([[method, path], body]) => ({ method, path, body: body as string | undefined })),
    );
    await fc.assert(
      fc.asyncProperty(request, fc.boolean(), async ({ method, path, body }, asCustomer) => {
        try {
          const res = await api.call<unknown>(method, path, { body, headers: asCustomer ? customer : {}, skipSchema: true });
          return res.status < 500 && prototypesUntouched();
        } finally {
          if (!prototypesUntouched()) restorePrototypes();
        }
      }),
      { seed: 38_002, numRuns: 150 },
    );
  }, 120_000);
});
