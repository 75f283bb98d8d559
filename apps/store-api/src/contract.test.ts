import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { ApiClientError, createAPIClient } from '@shopware/api-client';
import type { Schemas } from '@shopware/api-client/store-api-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultCatalogueContent } from './catalogue/default-content';
import { categoryId } from './demo/keys';
import { COUNTRY_IDS, CURRENCY_IDS, DEFAULT_ACCESS_KEY, LANGUAGE_IDS, PAYMENT_METHOD_IDS, SALUTATION_IDS, SHIPPING_METHOD_IDS } from './ids';
import { Outbox, type MailType } from './mail/outbox';
import { createTestApi, type TestApi } from './testing/harness';
import { assertMatchesSchema, prepareSchemas } from './testing/schema';

/**
 * Contract test: the local Store API driven through Shopware's own published client,
 * `@shopware/api-client` (`createAPIClient`, its typed operations of the 6.7 schema), over real
 * HTTP on a loopback port, against the seeded demo shop. Every operation the local Store API
 * serves that the client types is called with the request shape the client's types demand, every
 * answer is checked against the operation's published response schema, and the context token is
 * followed the way the client does it (`sw-context-token` of every answer, `onContextChanged`):
 * renewed where Shopware renews it (RegisterRoute for guests, RegisterConfirmRoute, LoginRoute,
 * ChangePasswordRoute through CustomerTokenSubscriber, LogoutRoute), kept everywhere else.
 *
 * Not typed by the client, so not called here: `POST /checkout/cart`, `GET /order`,
 * `GET /account/newsletter-recipient` (Shopware serves them; shopware-parity.test.ts calls them),
 * `/account/change-payment-method` (removed in 6.7) and the Gipfel extensions (blog, recipes).
 */

// Each test makes dozens of HTTP round trips and a few scrypt hashes: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const STOREFRONT = 'http://localhost:3000';
const PASSWORD = 'Matterhorn-4478';
const NEW_PASSWORD = 'Eiger-3967-Nordwand';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

const content = defaultCatalogueContent();
const hasVariants = (id: string) => content.products.some((child) => child.parentId === id);
const simple = content.products.filter(
  (p) => p.active && !p.parentId && !hasVariants(p.id) && p.minPurchase === 1 && p.purchaseSteps === 1 && !p.isCloseout && p.stock > 100 &&
    p.states.includes('is-physical'),
);
const [p1, p2] = simple as [(typeof simple)[0], (typeof simple)[0]];
const parent = content.products.find((p) => p.active && hasVariants(p.id))!;
const variant = content.products.find((p) => p.parentId === parent.id && p.active)!;
const withCrossSelling = content.products.find((p) => p.active && content.crossSellings.some((cs) => cs.productId === p.id))!;
const withReviews = content.products.find((p) => p.active && content.reviews.some((r) => r.productId === p.id))!;
const landingPage = content.landingPages.find((page) => page.active)!;
const cmsPage = content.cmsPages[0]!;
const listingCategory = categoryId('cheese-hard');

/**
 * Operations whose published schema documents a 200 without a body, while Shopware answers one:
 * RegisterConfirmRoute a CustomerResponse (checked as the customer of /account/register),
 * ContactFormRoute a ContactFormRouteResponse (checked by hand), SitemapFileRoute the file.
 */
const UNDOCUMENTED_BODIES: Record<string, [method: string, path: string | null]> = {
  '/account/register-confirm': ['post', '/store-api/account/register'],
  '/contact-form': ['post', null],
  '/sitemap/{filePath}': ['get', null],
};

let api: TestApi;
let server: ServerType;
let base = '';

beforeAll(async () => {
  prepareSchemas([
    ['GET', '/store-api/context'],
    ['POST', '/store-api/account/register'],
    ['POST', '/store-api/product-listing/x'],
    ['POST', '/store-api/product/x'],
    ['POST', '/store-api/product'],
    ['POST', '/store-api/order'],
  ]);
  api = createTestApi({
    storefrontUrl: STOREFRONT,
    accountRateLimit: { max: 0, windowSeconds: 60 },
    formRateLimit: { max: 0, windowSeconds: 60 },
    // Shopware's contact form has no captcha; ours asks for one unless switched off (README, differences).
    captcha: false,
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  api.close();
});

/** Shopware's client with its default, typed operations (a plain `ReturnType<typeof createAPIClient>` loses them). */
const newClient = (contextToken?: string) => createAPIClient({ baseURL: `${base}/store-api`, accessToken: DEFAULT_ACCESS_KEY, contextToken });
type Client = ReturnType<typeof newClient>;

/**
 * A shopper on Shopware's client. `invoke` is the client's own, typed as the client types it; each
 * answer is also checked against the published schema of its operation (204 answers have no body).
 */
function shopper(contextToken?: string) {
  const client = newClient(contextToken);
  const changes: string[] = [];
  client.hook('onContextChanged', (token) => {
    changes.push(token);
  });
  const raw = client.invoke as unknown as (operation: string, ...params: unknown[]) => Promise<{ data: unknown; status: number }>;
  const invoke = (async (operation: string, ...params: unknown[]) => {
    const result = await raw(operation, ...params);
    const [, method, template] = operation.split(' ') as [string, string, string];
    const pathParams = ((params[0] ?? {}) as { pathParams?: Record<string, string> }).pathParams ?? {};
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? name));
    if (result.status !== 204) {
      const [checkMethod, checkPath] = UNDOCUMENTED_BODIES[template] ?? [method, `/store-api${path}`];
      if (checkPath !== null) assertMatchesSchema(checkMethod, checkPath, result.status, result.data);
    }
    return result;
  }) as Client['invoke'];
  return {
    client,
    invoke,
    /** The context token the client sends next (taken from the last answer's header). */
    token: () => client.defaultHeaders['sw-context-token'],
    /** Every token `onContextChanged` reported. */
    changes,
  };
}
type Shopper = ReturnType<typeof shopper>;

/** The failure of a call: Shopware's client throws ApiClientError with the error body as `details`. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiClientError) return error as ApiClientError<{ errors: { code?: string; status?: string; source?: { pointer?: string } }[] }>;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const mails = (type: MailType, to: string) => new Outbox(api.db).list({ type, to }).elements;

/** A billing address as the client's types ask for it (an entity: the API fills id and customerId). */
const address = (extra: Partial<Schemas['CustomerAddress']> = {}) =>
  ({ firstName: 'Vreni', lastName: 'Schneider', street: 'Dorfstrasse 7', zipcode: '8750', city: 'Glarus', countryId: COUNTRY_IDS.CH, ...extra }) as Schemas['CustomerAddress'];

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}@example.ch`;

/** Registers and confirms a customer (double opt-in is on, as in the demo shop) and logs them in. */
async function customer(s: Shopper, email = uniqueEmail('kundin')) {
  await s.invoke('register post /account/register', {
    body: {
      email,
      password: PASSWORD,
      firstName: 'Vreni',
      lastName: 'Schneider',
      salutationId: SALUTATION_IDS.mrs,
      acceptedDataProtection: true,
      storefrontUrl: STOREFRONT,
      billingAddress: address(),
    },
  });
  const link = mails('customer_register_double_opt_in', email)[0]!;
  await s.invoke('registerConfirm post /account/register-confirm', { body: { em: String(link.data.em), hash: String(link.data.hash) } });
  return email;
}

describe('context and reference data', () => {
  it('reads the context and switches it without renewing the token (ContextRoute, ContextSwitchRoute)', async () => {
    const s = shopper();
    const { data: context } = await s.invoke('readContext get /context');
    expect(context.apiAlias).toBe('sales_channel_context');
    expect(context.token).toBe(s.token());
    expect(s.changes).toEqual([context.token]);
    const token = s.token();

    const { data: switched } = await s.invoke('updateContext patch /context', {
      body: { currencyId: CURRENCY_IDS.EUR, shippingMethodId: SHIPPING_METHOD_IDS.express, paymentMethodId: PAYMENT_METHOD_IDS.prepayment },
    });
    expect(switched).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    const { data: language } = await s.invoke('updateContext patch /context', { body: { languageId: LANGUAGE_IDS['en-GB'] } });
    expect(language.redirectUrl).toBe(`${STOREFRONT}/en`);
    const { data: after } = await s.invoke('readContext get /context');
    expect(after.currency?.isoCode).toBe('EUR');
    expect(after.shippingMethod?.id).toBe(SHIPPING_METHOD_IDS.express);
    expect(after.paymentMethod?.id).toBe(PAYMENT_METHOD_IDS.prepayment);
    expect(s.token()).toBe(token);
    expect(s.changes).toHaveLength(1);
  });

  it('keeps a context token the client brings along, as SalesChannelContextService does', async () => {
    const chosen = 'HeadlessClientToken0000000000001';
    const s = shopper(chosen);
    const { data } = await s.invoke('readContext get /context');
    expect(data.token).toBe(chosen);
    expect(s.token()).toBe(chosen);
    expect(s.changes).toEqual([]);
  });

  it('lists languages, currencies, countries, states, salutations, payment and shipping methods by GET and POST', async () => {
    const s = shopper();
    expect((await s.invoke('readLanguages post /language', { body: {} })).data.elements.map((l) => l.id)).toEqual(Object.values(LANGUAGE_IDS));
    expect((await s.invoke('readLanguagesGet get /language')).data.total).toBe(4);
    const currencies = (await s.invoke('readCurrency post /currency', { body: {} })).data;
    expect(currencies.map((c) => c.isoCode).sort()).toEqual(['CHF', 'EUR']);
    expect((await s.invoke('readCurrencyGet get /currency')).data).toHaveLength(2);
    const countries = (await s.invoke('readCountry post /country', { body: {} })).data.elements ?? [];
    expect(countries.map((c) => c.iso)).toContain('CH');
    expect((await s.invoke('readCountryGet get /country')).data.elements).toHaveLength(countries.length);
    const states = (await s.invoke('readCountryState post /country-state/{countryId}', { pathParams: { countryId: COUNTRY_IDS.CH }, body: {} })).data;
    expect(states.elements).toHaveLength(26);
    expect((await s.invoke('readCountryStateGet get /country-state/{countryId}', { pathParams: { countryId: COUNTRY_IDS.CH } })).data.total).toBe(26);
    const salutations = (await s.invoke('readSalutation post /salutation', { body: {} })).data.elements ?? [];
    expect(salutations.map((x) => x.salutationKey).sort()).toEqual(['mr', 'mrs', 'not_specified']);
    expect((await s.invoke('readSalutationGet get /salutation')).data.elements).toHaveLength(3);
    const payment = (await s.invoke('readPaymentMethod post /payment-method', { body: {} })).data.elements ?? [];
    expect(payment.map((m) => m.id)).toContain(PAYMENT_METHOD_IDS.invoice);
    expect((await s.invoke('readPaymentMethodGet get /payment-method')).data.elements).toHaveLength(payment.length);
    const shipping = (await s.invoke('readShippingMethod post /shipping-method', { body: {} })).data.elements;
    expect(shipping.map((m) => m.id)).toContain(SHIPPING_METHOD_IDS.standard);
    expect((await s.invoke('readShippingMethodGet get /shipping-method')).data.elements).toHaveLength(shipping.length);
  });
});

describe('catalogue', () => {
  it('serves navigation, category, breadcrumb, SEO URLs, CMS and landing pages', async () => {
    const s = shopper();
    const nav = (await s.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
      body: { depth: 2 },
    })).data;
    expect(nav.length).toBeGreaterThan(0);
    expect(nav[0]!.apiAlias).toBe('category');
    const navGet = (await s.invoke('readNavigationGet get /navigation/{activeId}/{rootId}', { pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' } })).data;
    expect(navGet.map((c) => c.id)).toEqual(nav.map((c) => c.id));

    const home = (await s.invoke('readCategory post /category/{navigationId}', { pathParams: { navigationId: 'home' }, body: {} })).data;
    expect(home.apiAlias).toBe('category');
    const category = (await s.invoke('readCategoryGet get /category/{navigationId}', { pathParams: { navigationId: listingCategory } })).data;
    expect(category.id).toBe(listingCategory);
    expect(category.cmsPage?.apiAlias).toBe('cms_page');

    // BreadcrumbRoute: an id without type is tried as a product, then as a category.
    const crumbs = (await s.invoke('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: listingCategory } })).data;
    expect(crumbs.at(-1)?.categoryId).toBe(listingCategory);
    const productCrumbs = (await s.invoke('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: p1.id }, query: { type: 'product' } })).data;
    expect(productCrumbs.length).toBeGreaterThan(0);

    const seo = (await s.invoke('readSeoUrl post /seo-url', { body: { filter: [{ type: 'equals', field: 'foreignKey', value: p1.id }] } })).data;
    expect(seo.elements[0]?.foreignKey).toBe(p1.id);
    expect((await s.invoke('readSeoUrlGet get /seo-url', { query: { limit: 1 } })).data.elements).toHaveLength(1);

    const cms = (await s.invoke('readCms post /cms/{id}', { pathParams: { id: cmsPage.id }, body: {} })).data;
    expect(cms.id).toBe(cmsPage.id);
    expect((await s.invoke('readCmsGet get /cms/{id}', { pathParams: { id: cmsPage.id } })).data.id).toBe(cmsPage.id);
    const landing = (await s.invoke('readLandingPage post /landing-page/{landingPageId}', { pathParams: { landingPageId: landingPage.id }, body: {} })).data;
    expect(landing.id).toBe(landingPage.id);
    expect((await s.invoke('readLandingPageGet get /landing-page/{landingPageId}', { pathParams: { landingPageId: landingPage.id } })).data.id).toBe(landingPage.id);
  });

  it('lists, searches and suggests products', async () => {
    const s = shopper();
    const listing = (await s.invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId: listingCategory },
      body: { limit: 5, order: 'price-asc' },
    })).data;
    expect(listing.apiAlias).toBe('product_listing');
    expect(listing.elements.length).toBeGreaterThan(0);
    expect(listing.elements.length).toBeLessThanOrEqual(5);
    const listingGet = (await s.invoke('readProductListingGet get /product-listing/{categoryId}', { pathParams: { categoryId: listingCategory }, query: { limit: 5, order: 'price-asc' } })).data;
    expect(listingGet.elements.map((p) => p.id)).toEqual(listing.elements.map((p) => p.id));

    const term = p1.name.de.split(' ')[0]!;
    const found = (await s.invoke('searchPage post /search', { body: { search: term } })).data;
    expect(found.elements.map((p) => p.id)).toContain(p1.id);
    expect((await s.invoke('searchPageGet get /search', { query: { search: term } })).data.total).toBe(found.total);
    const suggested = (await s.invoke('searchSuggest post /search-suggest', { body: { search: term } })).data;
    expect(suggested.elements.length).toBeGreaterThan(0);
    expect((await s.invoke('searchSuggestGet get /search-suggest', { query: { search: term } })).data.elements.length).toBeGreaterThan(0);
  });

  it('reads a product with its variants, cross-sellings and reviews', async () => {
    const s = shopper();
    const detail = (await s.invoke('readProductDetail post /product/{productId}', { pathParams: { productId: p1.id }, body: {} })).data;
    expect(detail.product.id).toBe(p1.id);
    expect((await s.invoke('readProductDetailGet get /product/{productId}', { pathParams: { productId: p1.id } })).data.product.id).toBe(p1.id);

    // ProductListRoute: a criteria over the sales channel's products (the demo store switches variants and fills the wishlist page with it).
    const list = (await s.invoke('readProduct post /product', { body: { ids: [p1.id, variant.id], associations: { manufacturer: {} } } })).data;
    expect(list.elements.map((product) => product.id).sort()).toEqual([p1.id, variant.id].sort());
    const listGet = (await s.invoke('readProductGet get /product', { query: { 'ids[]': [variant.id], limit: 1 } })).data;
    expect(listGet.elements.map((product) => product.id)).toEqual([variant.id]);

    const found = (await s.invoke('searchProductVariantIds post /product/{productId}/find-variant', { pathParams: { productId: parent.id }, body: { options: variant.optionIds } })).data;
    expect(found.foundCombination?.variantId).toBe(variant.id);

    const cross = (await s.invoke('readProductCrossSellings post /product/{productId}/cross-selling', { pathParams: { productId: withCrossSelling.id } })).data;
    expect(cross.length).toBeGreaterThan(0);
    expect((await s.invoke('readProductCrossSellingsGet get /product/{productId}/cross-selling', { pathParams: { productId: withCrossSelling.id } })).data).toHaveLength(cross.length);

    const reviews = (await s.invoke('readProductReviews post /product/{productId}/reviews', { pathParams: { productId: withReviews.id }, body: {} })).data;
    expect(reviews.elements?.length).toBeGreaterThan(0);
    expect((await s.invoke('readProductReviewsGet get /product/{productId}/reviews', { pathParams: { productId: withReviews.id } })).data.total).toBe(reviews.total);
  });

  it("answers unknown products and categories with Shopware's codes (ProductNotFoundException, ProductException, CategoryNotFoundException)", async () => {
    const s = shopper();
    const unknown = 'f'.repeat(32);
    const product = await failure(s.invoke('readProductDetail post /product/{productId}', { pathParams: { productId: unknown }, body: {} }));
    expect(product.status).toBe(404);
    expect(product.details.errors[0]?.code).toBe('CONTENT__PRODUCT_NOT_FOUND');
    const listing = await failure(s.invoke('readProductListing post /product-listing/{categoryId}', { pathParams: { categoryId: unknown }, body: {} }));
    expect(listing.status).toBe(404);
    expect(listing.details.errors[0]?.code).toBe('PRODUCT__CATEGORY_NOT_FOUND');
    const category = await failure(s.invoke('readCategory post /category/{navigationId}', { pathParams: { navigationId: unknown }, body: {} }));
    expect(category.status).toBe(404);
    expect(category.details.errors[0]?.code).toBe('CONTENT__CATEGORY_NOT_FOUND');
  });

  it('lists the sitemap and serves its files', async () => {
    const s = shopper();
    const sitemaps = (await s.invoke('readSitemap get /sitemap')).data;
    expect(sitemaps.length).toBeGreaterThan(0);
    // `filename` is the file's URL (SitemapLister); SitemapFileRoute takes the part after `sitemap/`.
    const filePath = sitemaps[0]!.filename.replace(/^(?:.*\/)?sitemap\//, '');
    const file = await s.invoke('getSitemapFile get /sitemap/{filePath}', { pathParams: { filePath }, accept: 'application/gzip' });
    expect(file.status).toBe(200);
    expect(file.data).toBeInstanceOf(Blob);
  });
});

describe('cart and guest checkout', () => {
  it('adds, updates and removes line items, and deletes the cart (CartItemAddRoute, CartItemUpdateRoute, CartItemRemoveRoute, CartDeleteRoute)', async () => {
    const s = shopper();
    const empty = (await s.invoke('readCart get /checkout/cart')).data;
    expect(empty.lineItems).toEqual([]);
    expect(empty.token).toBe(s.token());

    let cart = (await s.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ id: p1.id, referencedId: p1.id, type: 'product', quantity: 2 }, { id: p2.id, referencedId: p2.id, type: 'product', quantity: 1 }] },
    })).data;
    expect(cart.lineItems?.map((item) => [item.referencedId, item.quantity])).toEqual([[p1.id, 2], [p2.id, 1]]);
    cart = (await s.invoke('updateLineItem patch /checkout/cart/line-item', { body: { items: [{ id: p1.id, quantity: 3 }] } })).data;
    expect(cart.lineItems?.find((item) => item.id === p1.id)?.quantity).toBe(3);
    cart = (await s.invoke('removeLineItem post /checkout/cart/line-item/delete', { body: { ids: [p2.id] } })).data;
    expect(cart.lineItems?.map((item) => item.id)).toEqual([p1.id]);
    cart = (await s.invoke('removeLineItemDeprecated delete /checkout/cart/line-item', { query: { ids: [p1.id] } })).data;
    expect(cart.lineItems).toEqual([]);

    await s.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [{ id: p1.id, referencedId: p1.id, type: 'product', quantity: 1 }] } });
    const deleted = await s.invoke('deleteCart delete /checkout/cart');
    expect(deleted.status).toBe(204);
    expect((await s.invoke('readCart get /checkout/cart')).data.lineItems).toEqual([]);
    expect(s.changes).toHaveLength(1);
  });

  it('registers a guest under a new token, orders, pays and finds the order by deep link (RegisterRoute, CartOrderRoute, OrderRoute)', async () => {
    const s = shopper();
    await s.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [{ id: p1.id, referencedId: p1.id, type: 'product', quantity: 2 }] } });
    const visitorToken = s.token();
    const email = uniqueEmail('gast');
    const guest = (await s.invoke('register post /account/register', {
      body: {
        guest: true,
        email,
        password: '',
        firstName: 'Gian',
        lastName: 'Gast',
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT,
        billingAddress: address({ firstName: 'Gian', lastName: 'Gast', street: 'Marktgasse 1', zipcode: '3011', city: 'Bern' }),
      },
    })).data;
    expect(guest.guest).toBe(true);
    expect(s.token()).not.toBe(visitorToken);
    expect(s.changes.at(-1)).toBe(s.token());

    const me = (await s.invoke('readCustomer post /account/customer', { body: {} })).data;
    expect(me.email).toBe(email);
    const addresses = (await s.invoke('listAddress post /account/list-address', { body: {} })).data;
    expect(addresses.elements.map((a) => a.city)).toContain('Bern');

    const order = (await s.invoke('createOrder post /checkout/order', { body: { customerComment: 'Bitte klingeln' } })).data;
    expect(order.lineItems?.[0]?.referencedId).toBe(p1.id);
    expect((await s.invoke('readCart get /checkout/cart')).data.lineItems).toEqual([]);

    const payment = (await s.invoke('handlePaymentMethod post /handle-payment', { body: { orderId: order.id, finishUrl: `${STOREFRONT}/checkout/finish`, errorUrl: `${STOREFRONT}/checkout/error` } })).data;
    expect(payment.redirectUrl ?? null).toBeNull(); // invoice: nothing to redirect to
    expect((await s.invoke('handlePaymentMethodGet get /handle-payment', { query: { orderId: order.id } })).status).toBe(200);
    const changed = await s.invoke('orderSetPayment post /order/payment', { body: { orderId: order.id, paymentMethodId: PAYMENT_METHOD_IDS.prepayment } });
    expect(changed.status).toBe(200);

    const orders = (await s.invoke('readOrder post /order', { body: {} })).data;
    expect(orders.orders.elements.map((o) => o.id)).toEqual([order.id]);
    const stranger = shopper();
    const byLink = (await stranger.invoke('readOrder post /order', {
      body: { filter: [{ type: 'equals', field: 'deepLinkCode', value: order.deepLinkCode! }], email, zipcode: '3011' },
    })).data;
    expect(byLink.orders.elements[0]?.orderNumber).toBe(order.orderNumber);

    const out = await s.invoke('logoutCustomer post /account/logout');
    expect(out.data).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    expect(s.changes.at(-1)).toBe(s.token());
  });
});

describe('customer account', () => {
  it('renews the token at confirmation, login, password change and logout, and nowhere else', async () => {
    const s = shopper();
    await s.invoke('readContext get /context');
    const visitorToken = s.token();
    const email = uniqueEmail('konto');
    const registered = (await s.invoke('register post /account/register', {
      body: {
        email,
        password: PASSWORD,
        firstName: 'Vreni',
        lastName: 'Schneider',
        acceptedDataProtection: true,
        storefrontUrl: STOREFRONT,
        billingAddress: address(),
      },
    })).data;
    // Double opt-in: the new account waits for its link; the context stays anonymous, same token.
    expect(registered.email).toBe(email);
    expect(s.token()).toBe(visitorToken);
    const link = mails('customer_register_double_opt_in', email)[0]!;
    // RegisterConfirmRoute answers the customer; the published schema documents no body (typed `never`).
    const confirmed = (await s.invoke('registerConfirm post /account/register-confirm', { body: { em: String(link.data.em), hash: String(link.data.hash) } })).data as unknown as Schemas['Customer'];
    expect(confirmed.active).toBe(true);
    const confirmedToken = s.token();
    expect(confirmedToken).not.toBe(visitorToken);

    await s.invoke('logoutCustomer post /account/logout');
    const loggedOutToken = s.token();
    expect(loggedOutToken).not.toBe(confirmedToken);

    const login = (await s.invoke('loginCustomer post /account/login', { body: { username: email, password: PASSWORD } })).data;
    expect(login).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    const loginToken = s.token();
    expect(loginToken).not.toBe(loggedOutToken);
    expect((await s.invoke('readContext get /context')).data.customer?.email).toBe(email);

    const changed = (await s.invoke('changePassword post /account/change-password', { body: { password: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD } })).data;
    expect(changed).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    const passwordToken = s.token();
    expect(passwordToken).not.toBe(loginToken);
    expect((await s.invoke('readCustomer post /account/customer', { body: {} })).data.email).toBe(email);
    expect(s.token()).toBe(passwordToken);
    expect(s.changes).toEqual([visitorToken, confirmedToken, loggedOutToken, loginToken, passwordToken]);
  });

  it('changes profile, email and addresses', async () => {
    const s = shopper();
    const email = await customer(s);
    const token = s.token();
    expect((await s.invoke('changeProfile post /account/change-profile', { body: { firstName: 'Verena', lastName: 'Schneider', salutationId: SALUTATION_IDS.mrs } })).data.success).toBe(true);
    expect((await s.invoke('readCustomer post /account/customer', { body: {} })).data.firstName).toBe('Verena');
    const newEmail = email.replace('kundin', 'neu');
    expect((await s.invoke('changeEmail post /account/change-email', { body: { email: newEmail, emailConfirmation: newEmail, password: PASSWORD } })).data.success).toBe(true);

    const created = (await s.invoke('createCustomerAddress post /account/address', {
      body: { firstName: 'Verena', lastName: 'Schneider', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: COUNTRY_IDS.CH },
    })).data;
    expect(created.city).toBe('Zürich');
    const updated = (await s.invoke('updateCustomerAddress patch /account/address/{addressId}', {
      pathParams: { addressId: created.id },
      body: { firstName: 'Verena', lastName: 'Schneider', street: 'Bahnhofstrasse 2', zipcode: '8001', city: 'Zürich', countryId: COUNTRY_IDS.CH },
    })).data;
    expect(updated.street).toBe('Bahnhofstrasse 2');
    expect((await s.invoke('defaultBillingAddress patch /account/address/default-billing/{addressId}', { pathParams: { addressId: created.id } })).status).toBe(204);
    expect((await s.invoke('defaultShippingAddress patch /account/address/default-shipping/{addressId}', { pathParams: { addressId: created.id } })).status).toBe(204);
    const list = (await s.invoke('listAddress post /account/list-address', { body: {} })).data.elements;
    expect(list.find((a) => a.id === created.id)?.isDefaultBillingAddress).toBe(true);
    const other = list.find((a) => a.id !== created.id)!;
    expect((await s.invoke('deleteCustomerAddress delete /account/address/{addressId}', { pathParams: { addressId: other.id } })).status).toBe(204);
    expect((await s.invoke('listAddress post /account/list-address', { body: {} })).data.elements.map((a) => a.id)).toEqual([created.id]);
    expect(s.token()).toBe(token);
  });

  it('keeps a wishlist, takes a review and reports the newsletter status', async () => {
    const s = shopper();
    await customer(s);
    expect((await s.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', { pathParams: { productId: p1.id } })).data.success).toBe(true);
    expect((await s.invoke('mergeProductOnWishlist post /customer/wishlist/merge', { body: { productIds: [p2.id] } })).data.success).toBe(true);
    const wishlist = (await s.invoke('readCustomerWishlist post /customer/wishlist', { body: {} })).data;
    expect(wishlist.products.elements.map((p) => p.id).sort()).toEqual([p1.id, p2.id].sort());
    expect((await s.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', { pathParams: { productId: p2.id } })).data.success).toBe(true);
    const missing = await failure(s.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', { pathParams: { productId: 'e'.repeat(32) } }));
    expect(missing.details.errors[0]?.code).toBe('CONTENT__PRODUCT_NOT_FOUND');

    const review = await s.invoke('saveProductReview post /product/{productId}/review', {
      pathParams: { productId: p1.id },
      body: { title: 'Sehr fein', content: 'Kräftig im Geschmack, schmilzt wunderbar und passt zu jedem Apéro mit Freunden.', points: 5 },
    });
    expect(review.status).toBe(204);

    const recipient = (await s.invoke('readNewsletterRecipient post /account/newsletter-recipient', { body: {} })).data;
    expect(recipient).toMatchObject({ apiAlias: 'account_newsletter_recipient', status: 'undefined' });
  });

  it('orders as a customer and lists the order', async () => {
    const s = shopper();
    await customer(s);
    await s.invoke('addLineItem post /checkout/cart/line-item', { body: { items: [{ id: p2.id, referencedId: p2.id, type: 'product', quantity: 1 }] } });
    const order = (await s.invoke('createOrder post /checkout/order', { body: {} })).data;
    const orders = (await s.invoke('readOrder post /order', { body: { limit: 10, page: 1 } })).data;
    expect(orders.orders.elements.map((o) => o.id)).toEqual([order.id]);
  });

  it('recovers a forgotten password by mail', async () => {
    const s = shopper();
    const email = await customer(s);
    await s.invoke('logoutCustomer post /account/logout');
    const visitor = shopper();
    expect((await visitor.invoke('sendRecoveryMail post /account/recovery-password', { body: { email, storefrontUrl: STOREFRONT } })).data.success).toBe(true);
    const hash = String(mails('customer_password_recovery', email)[0]!.data.hash);
    expect((await visitor.invoke('getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired', { body: { hash } })).data).toMatchObject({ isExpired: false });
    expect((await visitor.invoke('recoveryPassword post /account/recovery-password-confirm', { body: { hash, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD } })).data.success).toBe(true);
    await visitor.invoke('loginCustomer post /account/login', { body: { username: email, password: NEW_PASSWORD } });
    expect((await visitor.invoke('readContext get /context')).data.customer?.email).toBe(email);
  });

  it("answers a wrong password and an unknown account with Shopware's codes (AccountService)", async () => {
    const s = shopper();
    const email = await customer(s);
    const wrong = await failure(shopper().invoke('loginCustomer post /account/login', { body: { username: email, password: 'not-the-password' } }));
    expect([wrong.status, wrong.details.errors[0]?.code]).toEqual([401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS']);
    const unknown = await failure(shopper().invoke('loginCustomer post /account/login', { body: { username: 'niemand@example.ch', password: PASSWORD } }));
    expect([unknown.status, unknown.details.errors[0]?.code]).toEqual([401, 'CHECKOUT__CUSTOMER_NOT_FOUND']);
    const visitor = await failure(shopper().invoke('readCustomer post /account/customer', { body: {} }));
    expect([visitor.status, visitor.details.errors[0]?.code]).toEqual([403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
  });
});

describe('newsletter and contact form', () => {
  it('subscribes, confirms and unsubscribes (NewsletterSubscribeRoute, NewsletterConfirmRoute, NewsletterUnsubscribeRoute)', async () => {
    const s = shopper();
    const email = uniqueEmail('leserin');
    await s.invoke('subscribeToNewsletter post /newsletter/subscribe', { body: { email, option: 'subscribe', storefrontUrl: STOREFRONT } });
    const mail = mails('newsletter_double_opt_in', email)[0]!;
    const confirmed = await s.invoke('confirmNewsletter post /newsletter/confirm', { body: { em: sha1(email), hash: String(mail.data.hash) } });
    expect(confirmed.status).toBe(200);
    const gone = await s.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', { body: { email } });
    expect(gone.status).toBe(200);
  });

  it('sends the contact form (ContactFormRoute)', async () => {
    const s = shopper();
    const sent = await s.invoke('sendContactMail post /contact-form', {
      body: {
        salutationId: SALUTATION_IDS.not_specified,
        firstName: 'Heidi',
        lastName: 'Muster',
        email: uniqueEmail('kontakt'),
        subject: 'Lieferung',
        comment: 'Liefern Sie auch ins Tessin? Ich hätte gern eine grössere Menge.',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ apiAlias: 'contact_form_result' });
  });
});
