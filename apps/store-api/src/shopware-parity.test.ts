import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from './catalogue/default-content';
import { loadConfig } from './config';
import { COUNTRY_IDS, LANGUAGE_IDS, SALUTATION_IDS } from './ids';
import { createTestApi, type CallOptions, type TestApi } from './testing/harness';
import { assertMatchesSchema, prepareSchemas } from './testing/schema';

/**
 * Where a headless Shopware client (Shopware's own demo store) found the local Store API
 * answering differently from Shopware 6.7. Each test names the Shopware class it follows.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

const STOREFRONT = 'https://shop.example.ch/';
const ORIGIN = 'https://headless.example.com';
const content = defaultCatalogueContent();
const product = content.products.find(
  (p) => p.active && p.minPurchase === 1 && p.purchaseSteps === 1 && !p.isCloseout && p.stock > 100 && !content.products.some((child) => child.parentId === p.id),
)!;

let api: TestApi;

beforeAll(() => {
  prepareSchemas([
    ['GET', '/store-api/context'],
    ['POST', '/store-api/account/register'],
  ]);
  api = createTestApi({ storefrontUrl: STOREFRONT });
}, 120_000);
afterAll(() => api.close());

/** A client that follows the context token of every answer, as the storefront and @shopware/api-client do. */
async function visitor() {
  let token = (await api.call('GET', '/store-api/context')).headers.get('sw-context-token')!;
  const call = async <T = Json>(method: string, path: string, options: CallOptions = {}) => {
    const result = await api.call<T>(method, path, { ...options, headers: { 'sw-context-token': token, ...(options.headers ?? {}) } });
    token = result.headers.get('sw-context-token') ?? token;
    return result;
  };
  return { call, token: () => token, context: async () => (await call('GET', '/store-api/context')).body };
}

const guestBody = (extra: Json = {}) => ({
  guest: true,
  email: 'gast@example.ch',
  firstName: 'Gian',
  lastName: 'Gast',
  billingAddress: { street: 'Marktgasse 1', zipcode: '3011', city: 'Bern', countryId: COUNTRY_IDS.CH },
  ...extra,
});

const list = (value: string | null) => (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
const contextCount = (target: TestApi) => (target.db.prepare('SELECT COUNT(*) AS n FROM sales_channel_context').get() as { n: number }).n;

// Shopware's CorsListener (Framework/Api/EventListener/CorsListener.php): every OPTIONS request is
// answered at once with an empty 200 (before routing, so without access key or context), and every
// answer carries Access-Control-Allow-Origin `*`, Allow-Methods GET,POST,PUT,PATCH,DELETE and the
// same header list as Allow-Headers and Expose-Headers (Content-Type, Authorization and the sw-*
// headers of PlatformRequest, sw-context-token among them); no credentials.
describe('CORS (CorsListener)', () => {
  const requested = ['sw-access-key', 'sw-context-token', 'sw-language-id', 'sw-currency-id', 'sw-include-seo-urls', 'content-type'];

  it('answers a preflight for the sw-* headers without an access key and without opening a context', async () => {
    const before = contextCount(api);
    for (const path of ['/store-api/context', '/store-api/checkout/cart/line-item', '/api/oauth/token']) {
      const response = await api.app.request(path, {
        method: 'OPTIONS',
        headers: { origin: ORIGIN, 'access-control-request-method': 'PATCH', 'access-control-request-headers': requested.join(',') },
      });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe('');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(list(response.headers.get('access-control-allow-methods'))).toEqual(['get', 'post', 'put', 'patch', 'delete']);
      expect(list(response.headers.get('access-control-allow-headers'))).toEqual(expect.arrayContaining([...requested, 'authorization']));
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('sw-context-token')).toBeNull();
    }
    expect(contextCount(api)).toBe(before);
  });

  it('lets a browser read sw-context-token, on errors too', async () => {
    const ok = await api.call('GET', '/store-api/context', { headers: { origin: ORIGIN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(list(ok.headers.get('access-control-expose-headers'))).toContain('sw-context-token');
    const denied = await api.call('GET', '/store-api/context', { headers: { origin: ORIGIN }, noAccessKey: true });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
    // The developer routes are not Shopware's and take the admin secret: no CORS there.
    const dev = await api.app.request('/_outbox', { method: 'OPTIONS', headers: { origin: ORIGIN } });
    expect(dev.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('can be limited to listed origins (STORE_API_CORS_ORIGINS) or switched off', async () => {
    expect(loadConfig({}).corsOrigins).toBe('*');
    expect(loadConfig({ STORE_API_CORS_ORIGINS: ' https://Shop.example.ch/ , http://localhost:5173' }).corsOrigins).toEqual(['https://shop.example.ch', 'http://localhost:5173']);
    expect(loadConfig({ STORE_API_CORS_ORIGINS: '0' }).corsOrigins).toEqual([]);
    expect(() => loadConfig({ STORE_API_CORS_ORIGINS: 'shop.example.ch' })).toThrow(/STORE_API_CORS_ORIGINS/);
    expect(() => loadConfig({ STORE_API_CORS_ORIGINS: 'https://shop.example.ch/app' })).toThrow(/STORE_API_CORS_ORIGINS/);

    const limited = createTestApi({ corsOrigins: ['https://shop.example.ch'] });
    try {
      const listed = await limited.call('GET', '/store-api/context', { headers: { origin: 'https://shop.example.ch' } });
      expect(listed.headers.get('access-control-allow-origin')).toBe('https://shop.example.ch');
      expect(list(listed.headers.get('vary'))).toContain('origin');
      const other = await limited.call('GET', '/store-api/context', { headers: { origin: ORIGIN } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await limited.app.request('/store-api/context', { method: 'OPTIONS', headers: { origin: ORIGIN } });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      limited.close();
    }
  });
});

// Shopware's ListAddressRoute (Checkout/Customer/SalesChannel/ListAddressRoute.php): GET and POST,
// `_loginRequired` with `_loginRequiredAllowGuest`, so a guest lists their addresses; a visitor
// without a customer gets 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN.
describe('POST /account/list-address for a guest (ListAddressRoute)', () => {
  it('lists the guest\'s billing and delivery address', async () => {
    const v = await visitor();
    const shippingAddress = { firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', zipcode: '9490', city: 'Vaduz', countryId: COUNTRY_IDS.LI };
    expect((await v.call('POST', '/store-api/account/register', { body: guestBody({ shippingAddress }) })).status).toBe(200);
    const customer = (await v.context()).customer;
    const result = await v.call('POST', '/store-api/account/list-address', { body: {} });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ total: 2, apiAlias: 'dal_entity_search_result' });
    const byId = Object.fromEntries((result.body.elements as Json[]).map((address) => [address.id, address]));
    expect(byId[customer.activeBillingAddress.id]).toMatchObject({
      customerId: customer.id, street: 'Marktgasse 1', isDefaultBillingAddress: true, isDefaultShippingAddress: false, country: { id: COUNTRY_IDS.CH }, apiAlias: 'customer_address',
    });
    expect(byId[customer.activeShippingAddress.id]).toMatchObject({ firstName: 'Luca', isDefaultShippingAddress: true, country: { id: COUNTRY_IDS.LI } });
    const viaGet = await v.call('GET', '/store-api/account/list-address?limit=1');
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.elements).toHaveLength(1);

    const anonymous = await (await visitor()).call('POST', '/store-api/account/list-address', { body: {} });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});

// Shopware lets guests change their profile and addresses: ChangeCustomerProfileRoute,
// UpsertAddressRoute, DeleteAddressRoute and SwitchDefaultAddressRoute
// (src/Core/Checkout/Customer/SalesChannel/*Route.php) carry `_loginRequired` with
// `_loginRequiredAllowGuest`; the address rules (default 400 CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT)
// are the customers'. The order of a guest goes to their default addresses.
describe('profile and addresses of a guest (ChangeCustomerProfileRoute, UpsertAddressRoute, DeleteAddressRoute, SwitchDefaultAddressRoute)', () => {
  it('changes the profile, creates, updates, switches and deletes addresses as for customers', async () => {
    const v = await visitor();
    expect((await v.call('POST', '/store-api/account/register', { body: guestBody({}) })).status).toBe(200);
    const profile = await v.call('POST', '/store-api/account/change-profile', { body: { firstName: 'Annina', lastName: 'Muster-Keller', salutationId: SALUTATION_IDS.mrs } });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({ success: true, apiAlias: 'success_response' });
    expect((await v.call('POST', '/store-api/account/change-profile', { body: { firstName: '', lastName: 'X' } })).status).toBe(400);
    const customer = (await v.call('GET', '/store-api/account/customer')).body;
    expect(customer).toMatchObject({ firstName: 'Annina', lastName: 'Muster-Keller', salutationId: SALUTATION_IDS.mrs, guest: true });
    const billingId = customer.defaultBillingAddressId;

    const created = await v.call('POST', '/store-api/account/address', {
      body: { firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', zipcode: '9490', city: 'Vaduz', countryId: COUNTRY_IDS.LI, phoneNumber: '+423 000 00 00' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ customerId: customer.id, street: 'Städtle 7', phoneNumber: '+423 000 00 00', isDefaultShippingAddress: false, apiAlias: 'customer_address' });
    const bad = await v.call('POST', '/store-api/account/address', { body: { street: 'x' } });
    expect(bad.status).toBe(400);
    const updated = await v.call('PATCH', `/store-api/account/address/${created.body.id}`, { body: { city: 'Schaan', zipcode: '9494' } });
    expect(updated.body).toMatchObject({ id: created.body.id, city: 'Schaan', zipcode: '9494', street: 'Städtle 7' });
    expect((await v.call('POST', '/store-api/account/list-address', { body: {} })).body.total).toBe(2);

    expect((await v.call('PATCH', `/store-api/account/address/default-shipping/${created.body.id}`, { skipSchema: true })).status).toBe(204);
    const after = (await v.call('GET', '/store-api/account/customer')).body;
    expect(after).toMatchObject({ defaultBillingAddressId: billingId, defaultShippingAddressId: created.body.id, defaultShippingAddress: { city: 'Schaan' } });
    const isDefault = await v.call('DELETE', `/store-api/account/address/${created.body.id}`);
    expect([isDefault.status, isDefault.body.errors[0].code]).toEqual([400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT']);
    // The order goes to the new default delivery address.
    await v.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity: 1 }] } });
    const order = await v.call('POST', '/store-api/checkout/order', { body: {} });
    expect(order.status).toBe(200);
    expect(order.body.deliveries[0].shippingOrderAddress).toMatchObject({ city: 'Schaan', zipcode: '9494', phoneNumber: '+423 000 00 00' });

    expect((await v.call('PATCH', `/store-api/account/address/default-shipping/${billingId}`, { skipSchema: true })).status).toBe(204);
    const third = await v.call('POST', '/store-api/account/address', { body: { firstName: 'A', lastName: 'B', street: 'Weg 1', zipcode: '3011', city: 'Bern', countryId: COUNTRY_IDS.CH } });
    expect((await v.call('DELETE', `/store-api/account/address/${third.body.id}`, { skipSchema: true })).status).toBe(204);
    expect((await v.call('DELETE', `/store-api/account/address/${third.body.id}`)).status).toBe(404);
  });
});

// Shopware's RegisterRoute (Checkout/Customer/SalesChannel/RegisterRoute.php) logs every
// registration without double opt-in in, guests included (doubleOptInGuestOrder is off by default),
// under a new token: SalesChannelContextPersister::replace renames the context row to a new random
// token and moves the cart to it; the answer carries it in `sw-context-token`. The old token no
// longer names the session (a request with it starts a new, empty context).
describe('guest registration renews the context token (RegisterRoute, SalesChannelContextPersister::replace)', () => {
  it('moves the guest and the cart to a new token and lets the old one go', async () => {
    const v = await visitor();
    await v.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity: 2 }] } });
    const before = v.token();
    const registered = await v.call('POST', '/store-api/account/register', { body: guestBody({ email: 'neu@example.ch' }) });
    expect(registered.status).toBe(200);
    const renewed = registered.headers.get('sw-context-token');
    expect(renewed).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(renewed).not.toBe(before);
    expect((await v.context()).customer).toMatchObject({ id: registered.body.id, guest: true });
    expect((await v.call('GET', '/store-api/checkout/cart')).body.lineItems.map((item: Json) => item.referencedId)).toEqual([product.id]);

    // The old token no longer holds the guest or the cart: Shopware (SalesChannelContextService)
    // keeps an unknown token, so it opens a new, empty context under the same name.
    const stale = await api.call('GET', '/store-api/context', { headers: { 'sw-context-token': before } });
    expect(stale.headers.get('sw-context-token')).toBe(before);
    expect(stale.body.customer).toBeNull();
    const staleCart = await api.call('GET', '/store-api/checkout/cart', { headers: { 'sw-context-token': before } });
    expect(staleCart.body.lineItems).toEqual([]);
  });
});

// Shopware's ContextSwitchRoute (System/SalesChannel/SalesChannel/ContextSwitchRoute.php,
// checkNewDomain): when the body's languageId differs from the context's language, the answer's
// redirectUrl is the URL of the sales channel's first domain of that language, null when there is
// none; without a languageId or with the same language it is null. The demo sales channel's
// domains are the storefront URL per language: `…`, `…/en`, `…/fr`.
describe('PATCH /context redirectUrl (ContextSwitchRoute::checkNewDomain)', () => {
  it('answers the domain of a newly chosen language', async () => {
    const v = await visitor();
    const patch = async (body: Json, headers: Record<string, string> = {}) => {
      const result = await v.call('PATCH', '/store-api/context', { body, headers });
      expect(result.status).toBe(200);
      // A ContextTokenResponse: the token in the header only, the body an ArrayStruct.
      expect(result.headers.get('sw-context-token')).toBe(v.token());
      expect(Object.keys(result.body).sort()).toEqual(['apiAlias', 'redirectUrl']);
      expect(result.body.apiAlias).toBe('array_struct');
      return result.body.redirectUrl;
    };
    expect(await patch({ languageId: LANGUAGE_IDS['en-GB'] })).toBe('https://shop.example.ch/en');
    expect(await patch({ languageId: LANGUAGE_IDS['fr-CH'] })).toBe('https://shop.example.ch/fr');
    expect(await patch({ languageId: LANGUAGE_IDS['fr-CH'] })).toBeNull();
    expect(await patch({ languageId: LANGUAGE_IDS['de-DE'] })).toBe('https://shop.example.ch');
    expect(await patch({ countryId: COUNTRY_IDS.CH })).toBeNull();
    // The request's language (sw-language-id) is the context's language of this request.
    expect(await patch({ languageId: LANGUAGE_IDS['en-GB'] }, { 'sw-language-id': LANGUAGE_IDS['en-GB'] })).toBeNull();
  });
});

/**
 * The differences of the route audit (README, "Routes compared with
 * Shopware 6.7") that a client could notice, each as Shopware's route answers it.
 */
describe('accounts, carts and orders as Shopware answers them', () => {
  const PASSWORD = 'Matterhorn-4478';
  let shop: TestApi;
  let counter = 0;

  beforeAll(() => {
    shop = createTestApi({
      storefrontUrl: STOREFRONT,
      doubleOptInRegistration: false,
      accountRateLimit: { max: 0, windowSeconds: 60 },
      formRateLimit: { max: 1, windowSeconds: 60 },
      captcha: false,
    });
  });
  afterAll(() => shop.close());

  /** A client of `shop` that follows the token of every answer. */
  async function client(token?: string) {
    let current = token ?? (await shop.call('GET', '/store-api/context')).headers.get('sw-context-token')!;
    const call = async <T = Json>(method: string, path: string, options: CallOptions = {}) => {
      const result = await shop.call<T>(method, path, { ...options, headers: { 'sw-context-token': current, ...(options.headers ?? {}) } });
      current = result.headers.get('sw-context-token') ?? current;
      return result;
    };
    const cartItems = async () => ((await call('GET', '/store-api/checkout/cart')).body.lineItems as Json[]).map((item) => [item.referencedId, item.quantity]);
    return { call, token: () => current, cartItems };
  }

  async function customer() {
    const email = `konto-${++counter}@example.ch`;
    const c = await client();
    const registered = await c.call('POST', '/store-api/account/register', {
      body: {
        email, password: PASSWORD, firstName: 'Vreni', lastName: 'Schneider', storefrontUrl: 'https://shop.example.ch',
        billingAddress: { street: 'Dorfstrasse 7', zipcode: '8750', city: 'Glarus', countryId: COUNTRY_IDS.CH },
      },
    });
    expect(registered.status).toBe(200);
    return { ...c, email, id: registered.body.id as string };
  }

  const add = (c: Awaited<ReturnType<typeof client>>, quantity: number) =>
    c.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity }] } });

  // LogoutRoute (Checkout/Customer/SalesChannel/LogoutRoute.php): unless
  // `core.loginRegistration.invalidateSessionOnLogOut` is set, a registered customer's context is
  // moved to a new token by SalesChannelContextPersister::replace (the cart goes along and stays
  // with the customer; CartRestorer brings it back at the next login), and the answer carries yet
  // another new token (a fresh, anonymous context). A guest's cart and context are deleted
  // (`shouldDelete`).
  it('keeps a customer\'s cart with the customer at logout and restores it at the next login (LogoutRoute)', async () => {
    const c = await customer();
    await add(c, 3);
    const loggedIn = c.token();
    const out = await c.call('POST', '/store-api/account/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    expect(c.token()).not.toBe(loggedIn);
    expect(await c.cartItems()).toEqual([]);
    expect((await c.call('GET', '/store-api/context')).body.customer).toBeNull();
    // The old token no longer names the customer's context.
    const stale = await shop.call('GET', '/store-api/context', { headers: { 'sw-context-token': loggedIn } });
    expect(stale.body.customer).toBeNull();

    const again = await client();
    expect((await again.call('POST', '/store-api/account/login', { body: { username: c.email, password: PASSWORD } })).status).toBe(200);
    expect(await again.cartItems()).toEqual([[product.id, 3]]);
  });

  it('drops a guest\'s cart at logout (LogoutRoute::shouldDelete)', async () => {
    const g = await client();
    await add(g, 1);
    expect((await g.call('POST', '/store-api/account/register', { body: guestBody({ email: 'abmelden@example.ch' }) })).status).toBe(200);
    const guestToken = g.token();
    expect((await g.call('POST', '/store-api/account/logout')).status).toBe(200);
    expect(g.token()).not.toBe(guestToken);
    expect(await g.cartItems()).toEqual([]);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM cart WHERE token = ?').get(guestToken)).toEqual({ n: 0 });
  });

  // LoginRoute: `$data->get('email', $data->get('username'))`; AccountService::fetchCustomer skips
  // inactive accounts, so a deactivated one is CHECKOUT__CUSTOMER_NOT_FOUND (401); too many
  // attempts are CustomerException::customerAuthThrottledException (429 CHECKOUT__CUSTOMER_AUTH_THROTTLED).
  it('reads `email` or `username` at login and answers a deactivated account as unknown (LoginRoute, AccountService)', async () => {
    const c = await customer();
    const byEmail = await client();
    expect((await byEmail.call('POST', '/store-api/account/login', { body: { email: c.email, password: PASSWORD } })).status).toBe(200);
    expect((await byEmail.call('GET', '/store-api/context')).body.customer.id).toBe(c.id);

    shop.db.prepare('UPDATE customer SET active = 0 WHERE id = ?').run(c.id);
    const inactive = await shop.call<Json>('POST', '/store-api/account/login', { body: { username: c.email, password: PASSWORD } });
    expect(inactive.status).toBe(401);
    expect(inactive.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND');
  });

  // CartLoadRoute: `/store-api/checkout/cart`, methods GET and POST (Shopware creates the cart when
  // the token has none). OrderRoute: `/store-api/order`, GET and POST (criteria, `email` and
  // `zipcode` from the query string on GET). AccountNewsletterRecipientRoute: GET and POST, login
  // required. The published schema lists only one method of each; Shopware's route classes take both.
  it('serves POST /checkout/cart, GET /order and GET /account/newsletter-recipient (CartLoadRoute, OrderRoute, AccountNewsletterRecipientRoute)', async () => {
    const visitor = await client();
    const created = await visitor.call('POST', '/store-api/checkout/cart', { body: {} });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ token: visitor.token(), lineItems: [], apiAlias: 'cart' });
    await add(visitor, 2);
    expect((await visitor.call('POST', '/store-api/checkout/cart')).body.lineItems.map((item: Json) => item.quantity)).toEqual([2]);

    const c = await customer();
    await add(c, 1);
    const order = (await c.call('POST', '/store-api/checkout/order', { body: {} })).body;
    const listed = await c.call('GET', '/store-api/order?limit=5&page=1');
    expect(listed.status).toBe(200);
    assertMatchesSchema('POST', '/store-api/order', 200, listed.body);
    expect(listed.body.orders.elements.map((o: Json) => o.id)).toEqual([order.id]);
    const query = new URLSearchParams({
      'filter[0][type]': 'equals', 'filter[0][field]': 'deepLinkCode', 'filter[0][value]': order.deepLinkCode, email: c.email, zipcode: '8750',
    });
    // OrderRoute: a registered customer's order is not opened by its deep link: they log in.
    const byLink = await shop.call<Json>('GET', `/store-api/order?${query.toString()}`);
    expect([byLink.status, byLink.body.errors[0].code]).toEqual([403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
    const ownLink = await c.call<Json>('GET', `/store-api/order?${query.toString()}`);
    expect(ownLink.status).toBe(200);
    expect(ownLink.body.orders.elements[0].orderNumber).toBe(order.orderNumber);

    const recipient = await c.call('GET', '/store-api/account/newsletter-recipient');
    expect(recipient.status).toBe(200);
    expect(recipient.body).toEqual({ status: 'undefined', apiAlias: 'account_newsletter_recipient' });
    const anonymous = await shop.call<Json>('GET', '/store-api/account/newsletter-recipient');
    expect([anonymous.status, anonymous.body.errors[0].code]).toEqual([403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
  });

  // ChangePasswordRoute answers `new ContextTokenResponse($context->getToken())`; writing the
  // password fires CustomerTokenSubscriber::onCustomerWritten, which moves the request's context to
  // a new token (SalesChannelContextPersister::replace) and logs every other context of the
  // customer out (revokeAllCustomerTokens: customer and addresses removed, token and cart kept).
  it('renews the token at a password change and logs the other sessions out (ChangePasswordRoute, CustomerTokenSubscriber)', async () => {
    const c = await customer();
    const other = await client();
    expect((await other.call('POST', '/store-api/account/login', { body: { username: c.email, password: PASSWORD } })).status).toBe(200);
    await add(other, 2);
    const otherToken = other.token();
    const before = c.token();
    const changed = await c.call('POST', '/store-api/account/change-password', { body: { password: PASSWORD, newPassword: 'Eiger-3967!', newPasswordConfirm: 'Eiger-3967!' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    expect(c.token()).not.toBe(before);
    expect((await c.call('GET', '/store-api/context')).body.customer.id).toBe(c.id);
    const stale = await shop.call('GET', '/store-api/context', { headers: { 'sw-context-token': before } });
    expect(stale.body.customer).toBeNull();
    expect((await other.call('GET', '/store-api/context')).body.customer).toBeNull();
    expect(other.token()).toBe(otherToken);
    expect(await other.cartItems()).toEqual([[product.id, 2]]);
  });

  // NewsletterSubscribeRoute: NewsletterException::newsletterThrottled (429
  // CONTENT__NEWSLETTER_RECIPIENT_THROTTLED, `{seconds}`).
  it('answers a throttled newsletter subscription with CONTENT__NEWSLETTER_RECIPIENT_THROTTLED (NewsletterSubscribeRoute)', async () => {
    const subscribe = (email: string) =>
      shop.call<Json>('POST', '/store-api/newsletter/subscribe', { body: { email, option: 'subscribe', storefrontUrl: 'https://shop.example.ch' }, peer: '192.0.2.44' });
    expect((await subscribe('erste@example.ch')).status).toBe(200);
    const throttled = await subscribe('zweite@example.ch');
    expect(throttled.status).toBe(429);
    expect(throttled.body.errors[0]).toMatchObject({ code: 'CONTENT__NEWSLETTER_RECIPIENT_THROTTLED', meta: { parameters: { seconds: 60 } } });
  });
});
