import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from '../catalogue/default-content';
import { loadConfig } from '../config';
import { COUNTRY_IDS, PAYMENT_METHOD_IDS, SALUTATION_IDS } from '../ids';
import { createTestApi, type CallOptions, type TestApi } from '../testing/harness';
import { assertMatchesSchema, prepareSchemas } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

/**
 * Double opt-in registration, password recovery, the default payment method, the wishlist, the
 * newsletter status of the account and the customer's orders. The shop runs with its defaults here:
 * double opt-in is ON, so every account is confirmed through the link of the outbox mail.
 */

const STOREFRONT = 'http://localhost:3000';
const PASSWORD = 'Matterhorn-4478';
const NEW_PASSWORD = 'Eiger-3967-Nordwand';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

const content = defaultCatalogueContent();
const simple = content.products.filter(
  (p) => p.active && !p.parentId && p.minPurchase === 1 && p.purchaseSteps === 1 && !p.isCloseout && p.stock > 100 && p.states.includes('is-physical') &&
    !content.products.some((child) => child.parentId === p.id),
);
const [p1, p2, p3] = simple as [(typeof simple)[0], (typeof simple)[0], (typeof simple)[0]];

let api: TestApi;
let now = Date.UTC(2026, 0, 5, 9, 0, 0);
let counter = 0;

beforeAll(() => {
  prepareSchemas([
    ['GET', '/store-api/context'],
    ['POST', '/store-api/account/register'],
    ['POST', '/store-api/customer/wishlist'],
    ['POST', '/store-api/order'],
  ]);
  api = createTestApi({
    storefrontUrl: STOREFRONT,
    outbox: 'on',
    accountRateLimit: { max: 0, windowSeconds: 60 },
    formRateLimit: { max: 0, windowSeconds: 60 },
    now: () => now,
  });
}, 120_000);
afterAll(() => api.close());

const uniqueEmail = (prefix = 'kundin') => `${prefix}-${++counter}@example.ch`;

const registration = (overrides: Json = {}) => ({
  salutationId: SALUTATION_IDS.mrs,
  firstName: 'Vreni',
  lastName: 'Schneider',
  email: uniqueEmail(),
  password: PASSWORD,
  storefrontUrl: STOREFRONT,
  billingAddress: { street: 'Dorfstrasse 7', zipcode: '8750', city: 'Glarus', countryId: COUNTRY_IDS.CH },
  ...overrides,
});

async function visitor(target: TestApi = api) {
  const first = await target.call<Json>('GET', '/store-api/context');
  let token = first.headers.get('sw-context-token')!;
  const call = async <T = Json>(method: string, path: string, options: CallOptions = {}) => {
    const result = await target.call<T>(method, path, { ...options, headers: { 'sw-context-token': token, ...(options.headers ?? {}) } });
    const next = result.headers.get('sw-context-token');
    if (next) token = next;
    return result;
  };
  return { call, token: () => token, context: async () => (await call('GET', '/store-api/context')).body as Json };
}

async function mails(query: Record<string, string>, target: TestApi = api): Promise<Json[]> {
  const response = await target.dev(`/_outbox?${new URLSearchParams(query).toString()}`);
  return ((await response.json()) as Json).elements as Json[];
}

/**
 * POST /account/register-confirm. The published schema documents its 200 without a body; Shopware answers the
 * customer (CustomerResponse), so a 200 is checked against the customer schema of /account/register.
 */
async function registerConfirm(v: Awaited<ReturnType<typeof visitor>>, body: unknown) {
  const result = await v.call('POST', '/store-api/account/register-confirm', { body, skipSchema: true });
  if (result.status === 200) assertMatchesSchema('POST', '/store-api/account/register', 200, result.body);
  else assertMatchesSchema('POST', '/store-api/account/register-confirm', result.status, result.body);
  return result;
}

/** Registers (double opt-in), confirms through the link of the mail and is logged in. */
async function confirmedCustomer(overrides: Json = {}) {
  const v = await visitor();
  const data = registration(overrides);
  const registered = await v.call('POST', '/store-api/account/register', { body: data });
  expect(registered.status).toBe(200);
  const [mail] = await mails({ to: data.email, type: 'customer_register_double_opt_in' });
  const link = new URL(mail!.links[0]);
  const confirmed = await registerConfirm(v, { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
  expect(confirmed.status).toBe(200);
  return { ...v, email: data.email as string, customer: confirmed.body };
}

const codes = (body: Json) => (body.errors as Json[]).map((error) => `${error.source?.pointer ?? ''} ${error.code}`);

describe('double opt-in registration (default on)', () => {
  it('is on by default and switched off by STORE_API_DOUBLE_OPT_IN=0', () => {
    expect(loadConfig({}).doubleOptInRegistration).toBe(true);
    expect(loadConfig({ STORE_API_DOUBLE_OPT_IN: '0' }).doubleOptInRegistration).toBe(false);
    expect(loadConfig({ STORE_API_DOUBLE_OPT_IN: 'false' }).doubleOptInRegistration).toBe(false);
    expect(loadConfig({ STORE_API_DOUBLE_OPT_IN: '1' }).doubleOptInRegistration).toBe(true);
    expect(() => loadConfig({ STORE_API_DOUBLE_OPT_IN: 'maybe' })).toThrow(/STORE_API_DOUBLE_OPT_IN/);
  });

  it('creates an inactive customer, keeps the context anonymous and mails the confirmation link', async () => {
    const v = await visitor();
    const before = v.token();
    const data = registration();
    const { status, body, headers } = await v.call('POST', '/store-api/account/register', { body: data });
    expect(status).toBe(200);
    expect(body).toMatchObject({ apiAlias: 'customer', email: data.email, active: false, doubleOptInRegistration: true, doubleOptInConfirmDate: null });
    expect(body.doubleOptInEmailSentDate).toBe(new Date(now).toISOString());
    expect(body.hash).toBeUndefined();
    expect(headers.get('sw-context-token')).toBe(before);
    expect((await v.context()).customer).toBeNull();

    const [mail] = await mails({ to: data.email });
    expect(mail).toMatchObject({ type: 'customer_register_double_opt_in', to: data.email, language: 'de', subject: 'Bitte bestätigen Sie Ihre Registrierung bei Gipfel' });
    const link = mail!.links[0] as string;
    expect(link).toMatch(/^http:\/\/localhost:3000\/registration\/confirm\?em=[0-9a-f]{40}&hash=[0-9a-f]{32}$/);
    expect(new URL(link).searchParams.get('em')).toBe(sha1(data.email));
    expect(mail!.text).toContain(link);
    expect(mail!.text).not.toContain(PASSWORD);
  });

  it('refuses the login until confirmed (only with the right password), then confirms once', async () => {
    const v = await visitor();
    const data = registration();
    await v.call('POST', '/store-api/account/register', { body: data });
    const login = (password: string) => api.call<Json>('POST', '/store-api/account/login', { body: { username: data.email, password } });
    const early = await login(PASSWORD);
    expect(early.status).toBe(401);
    expect(early.body.errors[0]).toMatchObject({ status: '401', code: 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED' });
    expect((await login('wrong-password')).body.errors[0].code).toBe('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    // Recovery is not offered before the confirmation either.
    await api.call<Json>('POST', '/store-api/account/recovery-password', { body: { email: data.email, storefrontUrl: STOREFRONT } });
    expect(await mails({ to: data.email, type: 'customer_password_recovery' })).toHaveLength(0);

    const link = new URL((await mails({ to: data.email }))[0]!.links[0]);
    const em = link.searchParams.get('em')!;
    const hash = link.searchParams.get('hash')!;
    const confirm = (body: unknown) => registerConfirm(v, body);

    const wrongEm = await confirm({ em: sha1('someone@example.ch'), hash });
    expect(wrongEm.status).toBe(400);
    expect(codes(wrongEm.body)).toEqual(['/em VIOLATION::NOT_EQUAL_ERROR']);
    const unknown = await confirm({ em, hash: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH');
    const noHash = await confirm({ em });
    expect(noHash.status).toBe(404);
    expect(noHash.body.errors[0].code).toBe('CHECKOUT__NO_HASH_PROVIDED');
    const wrongTypes = await confirm({ em: 42, hash: ['x'] });
    expect(wrongTypes.status).toBe(400);
    expect(codes(wrongTypes.body)).toEqual(['/hash VIOLATION::INVALID_TYPE_ERROR', '/em VIOLATION::INVALID_TYPE_ERROR']);
    expect((await confirm('[1,2]')).status).toBe(400);

    const before = v.token();
    const confirmed = await confirm({ em, hash });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: data.email, active: true, doubleOptInRegistration: true, doubleOptInConfirmDate: new Date(now).toISOString() });
    expect(confirmed.headers.get('sw-context-token')).not.toBe(before);
    expect((await v.context()).customer).toMatchObject({ id: confirmed.body.id, active: true });

    const again = await confirm({ em, hash });
    expect(again.status).toBe(412);
    expect(again.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED');
    expect((await login(PASSWORD)).status).toBe(200);
  });

  it('writes the mail in the language of the request', async () => {
    const data = registration();
    const english = '1a000000000000000000000000000002';
    await api.call<Json>('POST', '/store-api/account/register', { body: data, headers: { 'sw-language-id': english } });
    const [mail] = await mails({ to: data.email });
    expect(mail).toMatchObject({ language: 'en', subject: 'Please confirm your registration at Gipfel' });
  });

  it('registers and logs in at once with double opt-in off', async () => {
    const off = createTestApi({ storefrontUrl: STOREFRONT, outbox: 'on', doubleOptInRegistration: false, accountRateLimit: { max: 0, windowSeconds: 60 } });
    try {
      const v = await visitor(off);
      const before = v.token();
      const data = registration();
      const { body, headers } = await v.call('POST', '/store-api/account/register', { body: data });
      expect(body).toMatchObject({ active: true, doubleOptInRegistration: false });
      expect(headers.get('sw-context-token')).not.toBe(before);
      expect((await v.context()).customer).toMatchObject({ id: body.id });
      expect(await mails({ to: data.email }, off)).toHaveLength(0);
    } finally {
      off.close();
    }
  });
});

describe('password recovery', () => {
  it('mails a recovery link and sets the new password once; other sessions end', async () => {
    const customer = await confirmedCustomer();
    const { status, body } = await api.call<Json>('POST', '/store-api/account/recovery-password', {
      body: { email: customer.email.toUpperCase(), storefrontUrl: STOREFRONT },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    const [mail] = await mails({ to: customer.email, type: 'customer_password_recovery' });
    expect(mail).toMatchObject({ subject: 'Passwort zurücksetzen bei Gipfel', language: 'de' });
    const link = mail!.links[0] as string;
    expect(link).toMatch(/^http:\/\/localhost:3000\/account\/recover\/password\?hash=[A-Za-z0-9]{32}$/);
    expect(mail!.text).toContain(link);
    const hash = new URL(link).searchParams.get('hash')!;

    const expired = await api.call<Json>('POST', '/store-api/account/customer-recovery-is-expired', { body: { hash } });
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual({ isExpired: false, apiAlias: 'array_struct' });

    const confirm = (data: Json) => api.call<Json>('POST', '/store-api/account/recovery-password-confirm', { body: { hash, ...data } });
    const mismatch = await confirm({ newPassword: NEW_PASSWORD, newPasswordConfirm: `${NEW_PASSWORD}!` });
    expect(mismatch.status).toBe(400);
    expect(codes(mismatch.body)).toEqual(['/newPasswordConfirm VIOLATION::NOT_EQUAL_ERROR']);
    const short = await confirm({ newPassword: 'kurz', newPasswordConfirm: 'kurz' });
    expect(codes(short.body)).toEqual(['/newPassword VIOLATION::TOO_SHORT_ERROR']);
    expect(JSON.stringify(short.body)).not.toContain('kurz');
    const missing = await api.call<Json>('POST', '/store-api/account/recovery-password-confirm', { body: {} });
    expect(codes(missing.body)).toEqual(['/hash VIOLATION::IS_BLANK_ERROR', '/newPassword VIOLATION::IS_BLANK_ERROR', '/newPasswordConfirm VIOLATION::IS_BLANK_ERROR']);

    const ok = await confirm({ newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true });
    // The session of the old password is over.
    expect((await customer.context()).customer).toBeNull();
    const login = (password: string) => api.call<Json>('POST', '/store-api/account/login', { body: { username: customer.email, password } });
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);

    const reused = await confirm({ newPassword: PASSWORD, newPasswordConfirm: PASSWORD });
    expect(reused.status).toBe(404);
    expect(reused.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH');
  });

  it('lets the link expire after 2 hours', async () => {
    const customer = await confirmedCustomer();
    await api.call<Json>('POST', '/store-api/account/recovery-password', { body: { email: customer.email, storefrontUrl: STOREFRONT } });
    const hash = new URL((await mails({ to: customer.email, type: 'customer_password_recovery' }))[0]!.links[0]).searchParams.get('hash')!;
    now += 2 * 60 * 60 * 1000;
    expect((await api.call<Json>('POST', '/store-api/account/customer-recovery-is-expired', { body: { hash } })).body.isExpired).toBe(false);
    now += 1000;
    expect((await api.call<Json>('POST', '/store-api/account/customer-recovery-is-expired', { body: { hash } })).body.isExpired).toBe(true);
    const late = await api.call<Json>('POST', '/store-api/account/recovery-password-confirm', { body: { hash, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD } });
    expect(late.status).toBe(410);
    expect(late.body.errors[0]).toMatchObject({ status: '410', code: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED' });
    // A new request replaces the old link.
    await api.call<Json>('POST', '/store-api/account/recovery-password', { body: { email: customer.email, storefrontUrl: STOREFRONT } });
    const fresh = new URL((await mails({ to: customer.email, type: 'customer_password_recovery' }))[0]!.links[0]).searchParams.get('hash')!;
    expect(fresh).not.toBe(hash);
    expect((await api.call<Json>('POST', '/store-api/account/customer-recovery-is-expired', { body: { hash } })).status).toBe(404);
  });

  it('answers an unknown email like a known one (no mail), and bad input with 400', async () => {
    const email = uniqueEmail('niemand');
    const unknown = await api.call<Json>('POST', '/store-api/account/recovery-password', { body: { email, storefrontUrl: STOREFRONT } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ success: true });
    expect(await mails({ to: email })).toHaveLength(0);

    const empty = await api.call<Json>('POST', '/store-api/account/recovery-password', { body: {} });
    expect(empty.status).toBe(400);
    expect(codes(empty.body)).toEqual(['/email VIOLATION::IS_BLANK_ERROR', '/storefrontUrl VIOLATION::IS_BLANK_ERROR']);
    const foreign = await api.call<Json>('POST', '/store-api/account/recovery-password', { body: { email: 'a@b', storefrontUrl: 'https://evil.example' } });
    expect(codes(foreign.body)).toEqual(['/email VIOLATION::INVALID_EMAIL_ERROR', '/storefrontUrl VIOLATION::NO_SUCH_CHOICE_ERROR']);
    const types = await api.call<Json>('POST', '/store-api/account/recovery-password', { body: { email: 1, storefrontUrl: {} } });
    expect(codes(types.body)).toEqual(['/email VIOLATION::INVALID_TYPE_ERROR', '/storefrontUrl VIOLATION::INVALID_TYPE_ERROR']);
    expect((await api.call<Json>('POST', '/store-api/account/recovery-password', { body: 'nope' })).status).toBe(400);

    const isExpired = (body: unknown) => api.call<Json>('POST', '/store-api/account/customer-recovery-is-expired', { body });
    expect(codes((await isExpired({})).body)).toEqual(['/hash VIOLATION::IS_BLANK_ERROR']);
    expect(codes((await isExpired({ hash: 'short' })).body)).toEqual(['/hash VIOLATION::NOT_EQUAL_LENGTH_ERROR']);
    expect(codes((await isExpired({ hash: 7 })).body)).toEqual(['/hash VIOLATION::INVALID_TYPE_ERROR']);
    const notFound = await isExpired({ hash: 'A'.repeat(32) });
    expect(notFound.status).toBe(404);
    expect(notFound.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH');
  });

  it('is rate-limited per client IP with 429 and Retry-After', async () => {
    const limited = createTestApi({ storefrontUrl: STOREFRONT, accountRateLimit: { max: 2, windowSeconds: 60 }, trustProxy: true });
    try {
      const send = (ip: string) =>
        limited.call<Json>('POST', '/store-api/account/recovery-password', { headers: { 'x-forwarded-for': ip }, peer: '127.0.0.1', body: { email: 'x@example.ch', storefrontUrl: STOREFRONT } });
      expect((await send('203.0.113.9')).status).toBe(200);
      expect((await send('203.0.113.9')).status).toBe(200);
      const blocked = await send('203.0.113.9');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('60');
      expect(blocked.body.errors[0].code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
      expect((await send('198.51.100.3')).status).toBe(200);
    } finally {
      limited.close();
    }
  });
});

describe('default payment method', () => {
  it('stores the method, reports it on the customer and puts it into the context, also after the next login', async () => {
    const customer = await confirmedCustomer();
    const path = (id: string) => `/store-api/account/change-payment-method/${id}`;
    const changed = await customer.call('PATCH', path(PAYMENT_METHOD_IDS.prepayment));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true });
    expect((await customer.call('GET', '/store-api/account/customer')).body.defaultPaymentMethodId).toBe(PAYMENT_METHOD_IDS.prepayment);
    expect((await customer.context()).paymentMethod.id).toBe(PAYMENT_METHOD_IDS.prepayment);

    expect((await customer.call('POST', path(PAYMENT_METHOD_IDS.online.toUpperCase()))).status).toBe(200);
    await customer.call('POST', '/store-api/account/logout');
    await customer.call('PATCH', '/store-api/context', { body: { paymentMethodId: PAYMENT_METHOD_IDS.invoice } });
    expect((await customer.context()).paymentMethod.id).toBe(PAYMENT_METHOD_IDS.invoice);
    await customer.call('POST', '/store-api/account/login', { body: { username: customer.email, password: PASSWORD } });
    expect((await customer.context()).paymentMethod.id).toBe(PAYMENT_METHOD_IDS.online);

    const malformed = await customer.call('PATCH', path('not-a-uuid'));
    expect(malformed.status).toBe(400);
    expect(codes(malformed.body)).toEqual(['/paymentMethodId FRAMEWORK__INVALID_UUID']);
    const unknown = await customer.call('PATCH', path('fa0000000000000000000000000000ff'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND', meta: { parameters: { paymentMethodId: 'fa0000000000000000000000000000ff' } } });

    const anonymous = await api.call<Json>('PATCH', path(PAYMENT_METHOD_IDS.invoice));
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});

describe('wishlist', () => {
  it('needs a logged-in customer', async () => {
    const v = await visitor();
    for (const [method, path, body] of [
      ['POST', '/store-api/customer/wishlist', {}],
      ['POST', `/store-api/customer/wishlist/add/${p1.id}`, undefined],
      ['DELETE', `/store-api/customer/wishlist/delete/${p1.id}`, undefined],
      ['POST', '/store-api/customer/wishlist/merge', { productIds: [p1.id] }],
    ] as const) {
      const result = await v.call(method, path, { body });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    }
  });

  it('adds, lists (newest first, paged), removes and refuses duplicates', async () => {
    const c = await confirmedCustomer();
    const none = await c.call('POST', '/store-api/customer/wishlist', { body: {} });
    expect(none.status).toBe(404);
    expect(none.body.errors[0].code).toBe('CHECKOUT__WISHLIST_NOT_FOUND');

    expect((await c.call('POST', `/store-api/customer/wishlist/add/${p1.id}`)).body).toMatchObject({ success: true });
    const duplicate = await c.call('POST', `/store-api/customer/wishlist/add/${p1.id}`);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors[0].code).toBe('CHECKOUT__DUPLICATE_WISHLIST_PRODUCT');
    expect((await c.call('POST', `/store-api/customer/wishlist/add/${p2.id.toUpperCase()}`)).status).toBe(200);
    const malformed = await c.call('POST', '/store-api/customer/wishlist/add/abc');
    expect(malformed.status).toBe(400);
    expect(codes(malformed.body)).toEqual(['/productId FRAMEWORK__INVALID_UUID']);
    const unknown = await c.call('POST', `/store-api/customer/wishlist/add/${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('CONTENT__PRODUCT_NOT_FOUND'); // AddWishlistProductRoute: ProductNotFoundException

    const { status, body } = await c.call('POST', '/store-api/customer/wishlist', { body: { 'total-count-mode': 'exact' } });
    expect(status).toBe(200);
    expect(body.apiAlias).toBe('wishlist_products');
    expect(body.wishlist).toMatchObject({ customerId: c.customer.id, apiAlias: 'customer_wishlist' });
    expect(body.products).toMatchObject({ entity: 'product', total: 2, page: 1 });
    expect(body.products.elements.map((p: Json) => p.id)).toEqual([p2.id, p1.id]);
    const element = body.products.elements[0];
    expect(element).toMatchObject({ apiAlias: 'product', calculatedPrice: { apiAlias: 'calculated_price' } });
    expect(element.cover).toBeTruthy();
    expect(element.seoUrls ?? null).toBeNull();

    const paged = await c.call('POST', '/store-api/customer/wishlist', { body: { limit: 1, page: 2, 'total-count-mode': 'exact' } });
    expect(paged.body.products).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.body.products.elements.map((p: Json) => p.id)).toEqual([p1.id]);
    const counted = await c.call('POST', '/store-api/customer/wishlist', { body: { limit: 1, 'total-count-mode': 'none' } });
    expect(counted.body.products.total).toBe(1);
    const nextPages = await c.call('POST', '/store-api/customer/wishlist', { body: { limit: 1, 'total-count-mode': 'next-pages' } });
    expect(nextPages.body.products.total).toBe(2);
    const withSeo = await c.call('POST', '/store-api/customer/wishlist', { body: {}, headers: { 'sw-include-seo-urls': 'true' } });
    expect(withSeo.body.products.elements[0].seoUrls.length).toBeGreaterThan(0);
    const badCriteria = await c.call('POST', '/store-api/customer/wishlist', { body: { limit: 'many' } });
    expect(badCriteria.status).toBe(400);

    expect((await c.call('DELETE', `/store-api/customer/wishlist/delete/${p2.id}`)).body).toMatchObject({ success: true });
    const gone = await c.call('DELETE', `/store-api/customer/wishlist/delete/${p2.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0].code).toBe('CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND');
    expect(codes((await c.call('DELETE', '/store-api/customer/wishlist/delete/xyz')).body)).toEqual(['/productId FRAMEWORK__INVALID_UUID']);
    const after = await c.call('POST', '/store-api/customer/wishlist', { body: {} });
    expect(after.body.products.elements.map((p: Json) => p.id)).toEqual([p1.id]);

    // Another customer's wishlist is separate.
    const other = await confirmedCustomer();
    const missing = await other.call('DELETE', `/store-api/customer/wishlist/delete/${p1.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('CHECKOUT__WISHLIST_NOT_FOUND');
  });

  it('merges product ids, ignoring unknown ones and duplicates', async () => {
    const c = await confirmedCustomer();
    const merged = await c.call('POST', '/store-api/customer/wishlist/merge', { body: { productIds: [p1.id, p3.id, 'ab'.repeat(16), p1.id] } });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ success: true });
    await c.call('POST', '/store-api/customer/wishlist/merge', { body: { productIds: [p3.id, p2.id] } });
    const list = await c.call('POST', '/store-api/customer/wishlist', { body: { 'total-count-mode': 'exact' } });
    expect(list.body.products.total).toBe(3);
    expect(list.body.products.elements.map((p: Json) => p.id).sort()).toEqual([p1.id, p2.id, p3.id].sort());

    const merge = (body: unknown) => c.call('POST', '/store-api/customer/wishlist/merge', { body });
    const missing = await merge({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].code).toBe('CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING');
    expect(codes((await merge({ productIds: 'x' })).body)).toEqual(['/productIds VIOLATION::INVALID_TYPE_ERROR']);
    expect(codes((await merge({ productIds: [p1.id, 'nope'] })).body)).toEqual(['/productIds/1 FRAMEWORK__INVALID_UUID']);
    expect(codes((await merge({ productIds: [{ id: p1.id }] })).body)).toEqual(['/productIds/0 FRAMEWORK__INVALID_UUID']);
    expect((await merge('{"productIds":')).status).toBe(400);
  });
});

describe('newsletter recipient of the account', () => {
  it('reports the status the newsletter routes stored for the email', async () => {
    const anonymous = await api.call<Json>('POST', '/store-api/account/newsletter-recipient', { body: {} });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');

    const c = await confirmedCustomer();
    const status = async () => (await c.call('POST', '/store-api/account/newsletter-recipient', { body: {} })).body;
    expect(await status()).toEqual({ status: 'undefined', apiAlias: 'account_newsletter_recipient' });
    await api.call<Json>('POST', '/store-api/newsletter/subscribe', { body: { email: c.email.toUpperCase(), option: 'subscribe', storefrontUrl: STOREFRONT } });
    expect((await status()).status).toBe('notSet');
    const [mail] = await mails({ to: c.email, type: 'newsletter_double_opt_in' });
    await api.call<Json>('POST', '/store-api/newsletter/confirm', { body: mail!.data });
    expect((await status()).status).toBe('optIn');
    await api.call<Json>('POST', '/store-api/newsletter/unsubscribe', { body: { email: c.email } });
    expect((await status()).status).toBe('optOut');
    expect((await c.call('POST', '/store-api/account/newsletter-recipient', { body: '[]' })).status).toBe(400);
  });
});

describe('orders of the customer', () => {
  it('links an order placed while logged in to the customer and lists it with its associations', async () => {
    const c = await confirmedCustomer();
    await c.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: p1.id, quantity: 2 }] } });
    const placed = await c.call('POST', '/store-api/checkout/order', { body: {} });
    expect(placed.status).toBe(200);
    expect(placed.body.orderCustomer).toMatchObject({ customerId: c.customer.id, email: c.email });

    const { status, body } = await c.call('POST', '/store-api/order', {
      body: {
        associations: { lineItems: {}, deliveries: {}, transactions: { associations: { paymentMethod: {} } }, stateMachineState: {} },
        checkPromotion: true,
      },
    });
    expect(status).toBe(200);
    expect(body.orders.total).toBe(1);
    const order = body.orders.elements[0];
    expect(order).toMatchObject({ id: placed.body.id, orderCustomer: { customerId: c.customer.id }, stateMachineState: { technicalName: 'open' } });
    expect(order.lineItems.map((item: Json) => item.productId)).toEqual([p1.id]);
    expect(order.deliveries).toHaveLength(1);
    expect(order.transactions[0].paymentMethod.id).toBe(order.transactions[0].paymentMethodId);
    expect(order.transactions[0].stateMachineState.technicalName).toBe('open');
    expect(body.paymentChangeable).toEqual({ [order.id]: true });

    // Someone else sees none of it, an anonymous visitor gets 403.
    const other = await confirmedCustomer();
    expect((await other.call('POST', '/store-api/order', { body: {} })).body.orders.total).toBe(0);
    const anonymous = await api.call<Json>('POST', '/store-api/order', { body: {} });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});
