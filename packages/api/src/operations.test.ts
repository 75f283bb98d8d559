// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreApiClient, type StoreApiClient } from './client';
import {
  readContext,
  readCountries,
  readCurrencies,
  readLanguages,
  readPaymentMethods,
  readSalutations,
  readShippingMethods,
  setBillingAddress,
  setCountry,
  setCurrency,
  setLanguage,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
  updateContext,
} from './context';
import {
  changeEmail,
  changePassword,
  changePaymentMethod,
  changeProfile,
  confirmPasswordRecovery,
  createAddress,
  deleteAddress,
  isRecoveryExpired,
  listAddresses,
  login,
  logout,
  readCustomer,
  register,
  registerConfirm,
  sendRecoveryMail,
  setDefaultBillingAddress,
  setDefaultShippingAddress,
  updateAddress,
} from './account';
import { addLineItems, addProductToCart, addPromotionCode, deleteCart, readCart, removeLineItems, updateLineItems } from './cart';
import { changeOrderPaymentMethod, createOrder, handlePayment, readOrders } from './checkout';
import {
  findVariant,
  readCrossSellings,
  readProduct,
  readProductListing,
  readProductReviews,
  saveProductReview,
  searchProducts,
  searchSuggest,
} from './catalogue';
import {
  readBreadcrumb,
  readCategory,
  readCmsPage,
  readLandingPage,
  readNavigation,
  readSeoUrls,
  resolveSeoPath,
} from './content';
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist } from './wishlist';
import { confirmNewsletter, sendContactForm, subscribeNewsletter, unsubscribeNewsletter } from './newsletter';
import { decodeCriteria } from './compressed-criteria';
import { startTestServer, type RecordedRequest, type TestServer } from './test-server';
import type { Schemas } from './types';

let server: TestServer;
let api: StoreApiClient;
const ID = '0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ status: 200, body: {} }));
  vi.restoreAllMocks();
});

function fresh() {
  api = createStoreApiClient({ endpoint: `${server.url}/store-api`, accessKey: 'KEY', retryDelay: 5 });
  return api;
}

/** The criteria a request sent: its JSON body, or for a GET the decoded `_criteria`. */
async function sentCriteria(request: RecordedRequest): Promise<unknown> {
  const compressed = request.query.get('_criteria');
  if (request.method === 'GET' && compressed !== null) return decodeCriteria(compressed);
  return request.body;
}

function last(): RecordedRequest {
  const request = server.requests[server.requests.length - 1];
  if (!request) throw new Error('no request was made');
  return request;
}

const address = {
  firstName: 'Heidi',
  lastName: 'Muster',
  street: 'Bahnhofstrasse 1',
  zipcode: '8001',
  city: 'Zürich',
  countryId: ID,
} as Schemas['CustomerAddress'];

describe('calls of the Store API client, each with its method, path and body', () => {
  // [name, call, method, path, body]
  const cases: Array<[string, (client: StoreApiClient) => Promise<unknown>, string, string, unknown, Record<string, string>?]> = [
    ['readContext', (c) => readContext(c), 'GET', '/context', undefined],
    ['updateContext', (c) => updateContext(c, { countryId: ID }), 'PATCH', '/context', { countryId: ID }],
    ['readLanguages', (c) => readLanguages(c), 'GET', '/language', undefined],
    ['login', (c) => login(c, { username: 'heidi@example.ch', password: 'secret' }), 'POST', '/account/login', { username: 'heidi@example.ch', password: 'secret' }],
    [
      'register',
      (c) =>
        register(c, {
          email: 'heidi@example.ch',
          password: 'secret123',
          firstName: 'Heidi',
          lastName: 'Muster',
          acceptedDataProtection: true,
          billingAddress: address,
          storefrontUrl: 'http://localhost:3000',
        }),
      'POST',
      '/account/register',
      expect.objectContaining({ storefrontUrl: 'http://localhost:3000', email: 'heidi@example.ch', billingAddress: address }),
    ],
    ['logout', (c) => logout(c), 'POST', '/account/logout', undefined],
    ['readCustomer', (c) => readCustomer(c), 'POST', '/account/customer', {}],
    ['changeProfile', (c) => changeProfile(c, { firstName: 'Heidi', lastName: 'Meier' }), 'POST', '/account/change-profile', { firstName: 'Heidi', lastName: 'Meier' }],
    [
      'changeEmail',
      (c) => changeEmail(c, { email: 'new@example.ch', emailConfirmation: 'new@example.ch', password: 'pw' }),
      'POST',
      '/account/change-email',
      { email: 'new@example.ch', emailConfirmation: 'new@example.ch', password: 'pw' },
    ],
    ['changePaymentMethod', (c) => changePaymentMethod(c, { paymentMethodId: ID }), 'PATCH', `/account/change-payment-method/${ID}`, undefined],
    ['readCountries', (c) => readCountries(c, { ids: [ID] }), 'GET', '/country', { ids: [ID] }],
    ['readSalutations', (c) => readSalutations(c, { ids: [ID] }), 'GET', '/salutation', { ids: [ID] }],
    ['listAddresses', (c) => listAddresses(c), 'POST', '/account/list-address', {}],
    ['createAddress', (c) => createAddress(c, address), 'POST', '/account/address', address],
    ['updateAddress', (c) => updateAddress(c, { addressId: ID, address }), 'PATCH', `/account/address/${ID}`, address],
    ['deleteAddress', (c) => deleteAddress(c, { addressId: ID }), 'DELETE', `/account/address/${ID}`, undefined],
    ['setDefaultBillingAddress', (c) => setDefaultBillingAddress(c, { addressId: ID }), 'PATCH', `/account/address/default-billing/${ID}`, undefined],
    ['setDefaultShippingAddress', (c) => setDefaultShippingAddress(c, { addressId: ID }), 'PATCH', `/account/address/default-shipping/${ID}`, undefined],
    ['readCart', (c) => readCart(c), 'GET', '/checkout/cart', undefined],
    ['deleteCart', (c) => deleteCart(c), 'DELETE', '/checkout/cart', undefined],
    [
      'addLineItems',
      (c) => addLineItems(c, { items: [{ id: ID, referencedId: ID, quantity: 2, type: 'product' }] }),
      'POST',
      '/checkout/cart/line-item',
      { items: [{ id: ID, referencedId: ID, quantity: 2, type: 'product' }] },
    ],
    ['addProductToCart', (c) => addProductToCart(c, { productId: ID }), 'POST', '/checkout/cart/line-item', { items: [{ id: ID, referencedId: ID, quantity: 1, type: 'product' }] }],
    ['addPromotionCode', (c) => addPromotionCode(c, { code: ' SOMMER10 ' }), 'POST', '/checkout/cart/line-item', { items: [{ type: 'promotion', referencedId: 'SOMMER10' }] }],
    ['updateLineItems', (c) => updateLineItems(c, { items: [{ id: ID, quantity: 3 }] }), 'PATCH', '/checkout/cart/line-item', { items: [{ id: ID, quantity: 3 }] }],
    ['removeLineItems', (c) => removeLineItems(c, { ids: [ID] }), 'POST', '/checkout/cart/line-item/delete', { ids: [ID] }],
    ['searchProducts', (c) => searchProducts(c, { search: 'Käse', limit: 24 }), 'GET', '/search', { limit: 24 }, { search: 'Käse' }],
    ['readProductListing', (c) => readProductListing(c, { categoryId: ID, criteria: { p: 2, order: 'price-asc', limit: 24, properties: 'a|b' } }), 'GET', `/product-listing/${ID}`, { limit: 24 }, { p: '2', order: 'price-asc', properties: 'a|b' }],
    ['readWishlist', (c) => readWishlist(c, { limit: 10, page: 2 }), 'POST', '/customer/wishlist', { limit: 10, page: 2, 'total-count-mode': 'exact' }],
    ['addToWishlist', (c) => addToWishlist(c, { productId: ID }), 'POST', `/customer/wishlist/add/${ID}`, undefined],
    ['removeFromWishlist', (c) => removeFromWishlist(c, { productId: ID }), 'DELETE', `/customer/wishlist/delete/${ID}`, undefined],
    ['mergeWishlist', (c) => mergeWishlist(c, { productIds: [ID] }), 'POST', '/customer/wishlist/merge', { productIds: [ID] }],
  ];

  it.each(cases)('%s', async (_name, call, method, path, body, query) => {
    await call(fresh());
    const request = last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(`/store-api${path}`);
    expect(await sentCriteria(request)).toEqual(body);
    if (query) expect(Object.fromEntries([...request.query].filter(([key]) => key !== '_criteria'))).toEqual(query);
    expect(request.headers['sw-access-key']).toBe('KEY');
  });
});

describe('further calls', () => {
  const cases: Array<[string, (client: StoreApiClient) => Promise<unknown>, string, string, unknown, Record<string, string>?]> = [
    ['readProduct', (c) => readProduct(c, { productId: ID, skipCmsPage: true }), 'GET', `/product/${ID}`, undefined, { skipCmsPage: 'true' }],
    ['findVariant', (c) => findVariant(c, { productId: ID, options: [ID], switchedGroup: ID }), 'POST', `/product/${ID}/find-variant`, { options: [ID], switchedGroup: ID }],
    ['readCrossSellings', (c) => readCrossSellings(c, { productId: ID }), 'GET', `/product/${ID}/cross-selling`, undefined],
    ['readProductReviews', (c) => readProductReviews(c, { productId: ID, criteria: { limit: 5 } }), 'GET', `/product/${ID}/reviews`, { limit: 5 }],
    [
      'saveProductReview',
      (c) => saveProductReview(c, { productId: ID, title: 'Fein', content: 'Sehr feiner Käse, gerne wieder.', points: 5 }),
      'POST',
      `/product/${ID}/review`,
      { title: 'Fein', content: 'Sehr feiner Käse, gerne wieder.', points: 5 },
    ],
    ['searchSuggest', (c) => searchSuggest(c, { search: 'Scho' }), 'GET', '/search-suggest', undefined, { search: 'Scho' }],
    ['readNavigation', (c) => readNavigation(c, { activeId: 'main-navigation', rootId: 'main-navigation', criteria: { depth: 2 } }), 'GET', '/navigation/main-navigation/main-navigation', undefined, { depth: '2' }],
    ['readCategory', (c) => readCategory(c, { categoryId: ID, slots: 'a|b' }), 'GET', `/category/${ID}`, undefined, { slots: 'a|b' }],
    ['readBreadcrumb', (c) => readBreadcrumb(c, { id: ID, type: 'category' }), 'GET', `/breadcrumb/${ID}`, undefined, { type: 'category' }],
    ['readSeoUrls', (c) => readSeoUrls(c, { limit: 1 }), 'GET', '/seo-url', { limit: 1 }],
    ['readCmsPage', (c) => readCmsPage(c, { id: ID, criteria: { includes: { cms_page: ['id', 'sections'] } } }), 'GET', `/cms/${ID}`, { includes: { cms_page: ['id', 'sections'] } }],
    ['readLandingPage', (c) => readLandingPage(c, { landingPageId: ID }), 'GET', `/landing-page/${ID}`, undefined],
    ['readCurrencies', (c) => readCurrencies(c), 'GET', '/currency', undefined],
    ['readPaymentMethods', (c) => readPaymentMethods(c, { onlyAvailable: true }), 'POST', '/payment-method', { onlyAvailable: true }],
    ['readShippingMethods', (c) => readShippingMethods(c, { onlyAvailable: true }), 'POST', '/shipping-method', {}, { onlyAvailable: 'true' }],
    ['createOrder', (c) => createOrder(c, { customerComment: 'Bitte klingeln' }), 'POST', '/checkout/order', { customerComment: 'Bitte klingeln' }],
    [
      'handlePayment',
      (c) => handlePayment(c, { orderId: ID, finishUrl: 'http://localhost/checkout/success/x/paid', errorUrl: 'http://localhost/checkout/success/x/unpaid' }),
      'POST',
      '/handle-payment',
      { orderId: ID, finishUrl: 'http://localhost/checkout/success/x/paid', errorUrl: 'http://localhost/checkout/success/x/unpaid' },
    ],
    ['readOrders', (c) => readOrders(c, { limit: 10 }), 'POST', '/order', { limit: 10 }],
    ['changeOrderPaymentMethod', (c) => changeOrderPaymentMethod(c, { orderId: ID, paymentMethodId: ID }), 'POST', '/order/payment', { orderId: ID, paymentMethodId: ID }],
    ['changePassword', (c) => changePassword(c, { password: 'old', newPassword: 'newsecret', newPasswordConfirm: 'newsecret' }), 'POST', '/account/change-password', { password: 'old', newPassword: 'newsecret', newPasswordConfirm: 'newsecret' }],
    ['sendRecoveryMail', (c) => sendRecoveryMail(c, { email: 'heidi@example.ch', storefrontUrl: 'http://localhost:3000' }), 'POST', '/account/recovery-password', { email: 'heidi@example.ch', storefrontUrl: 'http://localhost:3000' }],
    ['confirmPasswordRecovery', (c) => confirmPasswordRecovery(c, { hash: 'h', newPassword: 'newsecret', newPasswordConfirm: 'newsecret' }), 'POST', '/account/recovery-password-confirm', { hash: 'h', newPassword: 'newsecret', newPasswordConfirm: 'newsecret' }],
    ['registerConfirm', (c) => registerConfirm(c, { em: 'e', hash: 'h' }), 'POST', '/account/register-confirm', { em: 'e', hash: 'h' }],
    ['subscribeNewsletter', (c) => subscribeNewsletter(c, { email: 'heidi@example.ch', option: 'subscribe', storefrontUrl: 'http://localhost:3000' }), 'POST', '/newsletter/subscribe', { email: 'heidi@example.ch', option: 'subscribe', storefrontUrl: 'http://localhost:3000' }],
    ['confirmNewsletter', (c) => confirmNewsletter(c, { em: 'e', hash: 'h' }), 'POST', '/newsletter/confirm', { em: 'e', hash: 'h' }],
    ['unsubscribeNewsletter', (c) => unsubscribeNewsletter(c, { email: 'heidi@example.ch' }), 'POST', '/newsletter/unsubscribe', { email: 'heidi@example.ch' }],
    ['sendContactForm', (c) => sendContactForm(c, { email: 'heidi@example.ch', subject: 'Frage', comment: 'Gibt es den Käse auch laktosefrei?' }), 'POST', '/contact-form', { email: 'heidi@example.ch', subject: 'Frage', comment: 'Gibt es den Käse auch laktosefrei?' }],
  ];

  // A GET read's criteria travel compressed in `_criteria`: compared decoded, as the body would be.
  it.each(cases)('%s', async (_name, call, method, path, body, query) => {
    await call(fresh());
    const request = last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(`/store-api${path}`);
    expect(await sentCriteria(request)).toEqual(body);
    const plain = Object.fromEntries(request.query);
    delete plain._criteria;
    expect(plain).toEqual(query ?? {});
  });

  it('isRecoveryExpired reads both answer shapes', async () => {
    server.handle(() => ({ body: { isExpired: true, apiAlias: 'array_struct' } }));
    await expect(isRecoveryExpired(fresh(), { hash: 'h' })).resolves.toBe(true);
    expect(last().path).toBe('/store-api/account/customer-recovery-is-expired');
    expect(last().body).toEqual({ hash: 'h' });
    server.handle(() => ({ body: { apiAlias: 'array_struct', data: [{ isExpired: false }] } }));
    await expect(isRecoveryExpired(fresh(), { hash: 'h' })).resolves.toBe(false);
  });

  it('resolveSeoPath looks the path up with and without its trailing slash, exact match first', async () => {
    const seoUrl = { foreignKey: ID, routeName: 'frontend.navigation.page', seoPathInfo: 'Food/Chocolate/', pathInfo: `/navigation/${ID}` };
    server.handle(() => ({ body: { elements: [seoUrl], total: 1 } }));
    await expect(resolveSeoPath(fresh(), { path: '/Food/Chocolate/' })).resolves.toEqual(seoUrl);
    expect(await sentCriteria(last())).toEqual({ filter: [{ type: 'equalsAny', field: 'seoPathInfo', value: 'Food/Chocolate/|Food/Chocolate' }], limit: 2 });
    // Remix's single fetch drops the slash: the category is still found.
    await expect(resolveSeoPath(fresh(), { path: '/Food/Chocolate' })).resolves.toEqual(seoUrl);
    expect(await sentCriteria(last())).toEqual({ filter: [{ type: 'equalsAny', field: 'seoPathInfo', value: 'Food/Chocolate|Food/Chocolate/' }], limit: 2 });
    const product = { ...seoUrl, seoPathInfo: 'Food/Chocolate', routeName: 'frontend.detail.page' };
    server.handle(() => ({ body: { elements: [seoUrl, product], total: 2 } }));
    await expect(resolveSeoPath(fresh(), { path: '/Food/Chocolate' })).resolves.toEqual(product);
    server.handle(() => ({ body: { elements: [], total: 0 } }));
    await expect(resolveSeoPath(fresh(), { path: '/nowhere' })).resolves.toBeNull();
    server.requests.length = 0;
    await expect(resolveSeoPath(fresh(), { path: '/' })).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

describe('criteria transport', () => {
  it("sends reads as POST with a JSON body when the client says 'post' (Shopware without `_criteria`)", async () => {
    const client = createStoreApiClient({ endpoint: `${server.url}/store-api`, accessKey: 'KEY', criteriaTransport: 'post' });
    expect(client.criteriaTransport).toBe('post');
    await readProductListing(client, { categoryId: ID, criteria: { p: 2, order: 'price-asc', limit: 24 } });
    expect(last()).toMatchObject({ method: 'POST', path: `/store-api/product-listing/${ID}`, body: { p: 2, order: 'price-asc', limit: 24 } });
    expect([...last().query.keys()]).toEqual([]);
  });

  it('keeps query parameters of its own next to _criteria, and a GET read is retried once like any GET', async () => {
    server.handle((_request, attempt) => (attempt === 1 ? { status: 503, body: { errors: [] } } : { body: { elements: [] } }));
    await readProduct(fresh(), { productId: ID, skipCmsPage: true, criteria: { associations: { media: {} } } });
    const hits = server.hits(`/store-api/product/${ID}`, 'GET');
    expect(hits).toHaveLength(2);
    expect(hits[1]!.query.get('skipCmsPage')).toBe('true');
    expect(await sentCriteria(hits[1]!)).toEqual({ associations: { media: {} } });
  });
});

describe('context setters', () => {
  it.each([
    ['setShippingMethod', setShippingMethod, 'shippingMethodId'],
    ['setPaymentMethod', setPaymentMethod, 'paymentMethodId'],
    ['setBillingAddress', setBillingAddress, 'billingAddressId'],
    ['setShippingAddress', setShippingAddress, 'shippingAddressId'],
    ['setCountry', setCountry, 'countryId'],
  ] as const)('%s patches the context with the id', async (_name, setter, field) => {
    await setter(fresh(), { id: ID });
    expect(last().method).toBe('PATCH');
    expect(last().path).toBe('/store-api/context');
    expect(last().body).toEqual({ [field]: ID });
  });

  it.each([
    ['setShippingMethod', setShippingMethod],
    ['setPaymentMethod', setPaymentMethod],
    ['setBillingAddress', setBillingAddress],
    ['setShippingAddress', setShippingAddress],
  ] as const)('%s throws without an id and sends nothing', (_name, setter) => {
    expect(() => setter(fresh(), {})).toThrow(/requires an id/);
    expect(() => setter(fresh(), { id: '' })).toThrow(/requires an id/);
    expect(() => setter(fresh(), { id: null })).toThrow(/requires an id/);
    expect(() => setter(fresh(), undefined as unknown as { id: string })).toThrow(/requires an id/);
    expect(server.requests).toHaveLength(0);
  });

  it('setCurrency without an id logs an error and does nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(setCurrency(fresh(), {})).resolves.toBeUndefined();
    await expect(setCurrency(fresh(), { id: '  ' })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(server.requests).toHaveLength(0);
  });

  it('setCurrency with an id patches the context', async () => {
    await setCurrency(fresh(), { id: ID });
    expect(last().body).toEqual({ currencyId: ID });
  });

  it('setLanguage switches the sw-language-id header of later calls', async () => {
    const client = createStoreApiClient({ endpoint: `${server.url}/store-api`, accessKey: 'KEY', languageId: 'de' });
    await setLanguage(client, { id: 'fr' });
    expect(last().body).toEqual({ languageId: 'fr' });
    await readContext(client);
    expect(last().headers['sw-language-id']).toBe('fr');
  });

  it('addPromotionCode refuses an empty code', () => {
    expect(() => addPromotionCode(fresh(), { code: '  ' })).toThrow(/code/);
  });

  it('changePaymentMethod refuses a missing id', () => {
    expect(() => changePaymentMethod(fresh(), { paymentMethodId: '' })).toThrow(/paymentMethodId/);
  });
});
