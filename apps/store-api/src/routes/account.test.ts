import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from '../catalogue/default-content';
import { CANTON_IDS, COUNTRY_IDS, SALUTATION_IDS } from '../ids';
import { createTestApi, type CallOptions, type TestApi } from '../testing/harness';
import { prepareSchemas } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

const STOREFRONT = 'http://localhost:3000';
const PASSWORD = 'Matterhorn-4478';
const product = defaultCatalogueContent().products.find(
  (p) => p.active && p.minPurchase === 1 && p.purchaseSteps === 1 && !p.isCloseout && p.stock > 100 && p.states.includes('is-physical') &&
    !defaultCatalogueContent().products.some((child) => child.parentId === p.id),
)!;

let api: TestApi;
let counter = 0;

beforeAll(() => {
  prepareSchemas([
    ['GET', '/store-api/context'],
    ['POST', '/store-api/account/register'],
    ['POST', '/store-api/account/customer'],
  ]);
  api = createTestApi({ storefrontUrl: STOREFRONT, doubleOptInRegistration: false, accountRateLimit: { max: 0, windowSeconds: 60 } });
}, 120_000);
afterAll(() => api.close());

const uniqueEmail = (prefix = 'kunde') => `${prefix}-${++counter}@example.ch`;

const billing = (overrides: Json = {}) => ({
  street: 'Bahnhofstrasse 1',
  zipcode: '8001',
  city: 'Zürich',
  countryId: COUNTRY_IDS.CH,
  countryStateId: CANTON_IDS.ZH,
  ...overrides,
});

const registration = (overrides: Json = {}) => ({
  salutationId: SALUTATION_IDS.mrs,
  firstName: 'Heidi',
  lastName: 'Muster',
  email: uniqueEmail(),
  password: PASSWORD,
  storefrontUrl: STOREFRONT,
  acceptedDataProtection: true,
  billingAddress: billing(),
  ...overrides,
});

/** A client that follows the context token it is given, like the storefront does. */
async function visitor(target: TestApi = api) {
  const first = await target.call('GET', '/store-api/context');
  let token = first.headers.get('sw-context-token')!;
  const call = async <T = Json>(method: string, path: string, options: CallOptions = {}) => {
    const result = await target.call<T>(method, path, { ...options, headers: { 'sw-context-token': token, ...(options.headers ?? {}) } });
    const next = result.headers.get('sw-context-token');
    if (next) token = next;
    return result;
  };
  return { call, token: () => token, context: async () => (await call('GET', '/store-api/context')).body };
}

async function registered(overrides: Json = {}) {
  const v = await visitor();
  const data = registration(overrides);
  const result = await v.call('POST', '/store-api/account/register', { body: data });
  expect(result.status).toBe(200);
  return { ...v, email: data.email as string, customer: result.body };
}

const codes = (body: Json) => (body.errors as Json[]).map((error) => `${error.source?.pointer ?? ''} ${error.code}`);

describe('registration', () => {
  it('creates a customer, logs them in with a renewed token and keeps the cart', async () => {
    const v = await visitor();
    const before = v.token();
    await v.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity: 2 }] } });
    const data = registration();
    const { status, body, headers } = await v.call('POST', '/store-api/account/register', { body: data });
    expect(status).toBe(200);
    expect(headers.get('sw-context-token')).not.toBe(before);
    expect(body).toMatchObject({ apiAlias: 'customer', guest: false, active: true, email: data.email, firstName: 'Heidi', accountType: 'private' });
    expect(body.defaultBillingAddress).toMatchObject({ street: 'Bahnhofstrasse 1', zipcode: '8001', countryId: COUNTRY_IDS.CH, countryStateId: CANTON_IDS.ZH });
    expect(body.defaultShippingAddressId).toBe(body.defaultBillingAddressId);
    expect(body.password).toBeUndefined();

    const context = await v.context();
    expect(context.customer).toMatchObject({
      id: body.id,
      guest: false,
      active: true,
      defaultBillingAddress: { id: body.defaultBillingAddressId },
      activeBillingAddress: { id: body.defaultBillingAddressId },
      activeShippingAddress: { id: body.defaultShippingAddressId },
    });
    const cart = (await v.call('GET', '/store-api/checkout/cart')).body;
    expect(cart.lineItems.map((item: Json) => item.referencedId)).toEqual([product.id]);

    // The old token's context is gone: Shopware keeps the unknown token, with a fresh, anonymous context.
    const old = await api.call('GET', '/store-api/context', { headers: { 'sw-context-token': before } });
    expect(old.headers.get('sw-context-token')).toBe(before);
    expect(old.body.customer).toBeNull();
    expect((await api.call('GET', '/store-api/checkout/cart', { headers: { 'sw-context-token': before } })).body.lineItems).toEqual([]);
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const a = await registered({ password: PASSWORD });
    const b = await registered({ password: PASSWORD });
    const rows = api.db.prepare('SELECT * FROM customer WHERE id IN (?, ?)').all(a.customer.id, b.customer.id) as Json[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(JSON.stringify(row)).not.toContain(PASSWORD);
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it('lists every violation of an empty registration', async () => {
    const { status, body } = await api.call('POST', '/store-api/account/register', { body: {} });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(
      expect.arrayContaining([
        '/email VIOLATION::IS_BLANK_ERROR',
        '/password VIOLATION::IS_BLANK_ERROR',
        '/firstName VIOLATION::IS_BLANK_ERROR',
        '/lastName VIOLATION::IS_BLANK_ERROR',
        '/billingAddress VIOLATION::IS_BLANK_ERROR',
      ]),
    );
  });

  it('checks password length, Swiss postal codes, the state and the email', async () => {
    const { status, body } = await api.call('POST', '/store-api/account/register', {
      body: registration({
        email: 'not-an-email',
        password: 'short',
        salutationId: 'ffffffffffffffffffffffffffffffff',
        billingAddress: billing({ zipcode: '80011', countryStateId: 'c50000000000000000000000000000ff', street: ' ' }),
      }),
    });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(
      expect.arrayContaining([
        '/email VIOLATION::INVALID_EMAIL_ERROR',
        '/password VIOLATION::TOO_SHORT_ERROR',
        '/salutationId VIOLATION::ENTITY_DOES_NOT_EXISTS',
        '/billingAddress/zipcode VIOLATION::ZIP_CODE_INVALID',
        '/billingAddress/countryStateId VIOLATION::ENTITY_DOES_NOT_EXISTS',
        '/billingAddress/street VIOLATION::IS_BLANK_ERROR',
      ]),
    );
    const tooShort = (body.errors as Json[]).find((error) => error.code === 'VIOLATION::TOO_SHORT_ERROR')!;
    expect(tooShort.meta.parameters['{{ limit }}']).toBe(8);
    expect(JSON.stringify(body)).not.toContain('"short"');
  });

  it('rejects an email that is already registered (case-insensitive)', async () => {
    const first = await registered();
    const { status, body } = await api.call('POST', '/store-api/account/register', { body: registration({ email: first.email.toUpperCase() }) });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['/email VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE']);
  });

  it('needs company and VAT ids in the Swiss format for business accounts', async () => {
    const missing = await api.call('POST', '/store-api/account/register', { body: registration({ accountType: 'business' }) });
    expect(missing.status).toBe(400);
    expect(codes(missing.body)).toEqual(expect.arrayContaining(['/billingAddress/company VIOLATION::IS_BLANK_ERROR', '/vatIds VIOLATION::IS_BLANK_ERROR']));

    const wrong = await api.call<Json>('POST', '/store-api/account/register', {
      body: registration({ accountType: 'business', company: 'Käserei AG', vatIds: ['CHE-12.3456.789'] }),
    });
    expect(wrong.status).toBe(400);
    expect(codes(wrong.body)).toEqual(['/vatIds VIOLATION::VAT_ID_FORMAT_NOT_CORRECT']);

    const choice = await api.call('POST', '/store-api/account/register', { body: registration({ accountType: 'company' }) });
    expect(codes(choice.body)).toEqual(['/accountType VIOLATION::NO_SUCH_CHOICE_ERROR']);

    const ok = await registered({ accountType: 'business', company: 'Käserei AG', vatIds: ['CHE-123.456.789'] });
    expect(ok.customer).toMatchObject({ accountType: 'business', company: 'Käserei AG', vatIds: ['CHE-123.456.789'] });
  });

  it('answers wrong types and malformed bodies with 400, never 500', async () => {
    for (const body of [
      '{',
      '[1]',
      registration({ firstName: 5, billingAddress: 'x' }),
      registration({ password: 12345678, vatIds: 'x', accountType: 'business', company: 'A' }),
      registration({ billingAddress: billing({ countryId: 'CH' }), birthdayDay: 31, birthdayMonth: 2, birthdayYear: 1990 }),
      registration({ shippingAddress: { street: 1 } }),
    ]) {
      const result = await api.call('POST', '/store-api/account/register', { body });
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('still registers guests (guest: true), who show in the context', async () => {
    const v = await visitor();
    const result = await v.call('POST', '/store-api/account/register', {
      body: { guest: true, email: 'gast@example.ch', firstName: 'Gian', lastName: 'Gast', billingAddress: billing() },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ guest: true });
    expect((await v.context()).customer).toMatchObject({ id: result.body.id, guest: true });
    // A guest may reuse an email address, even one of an account.
    const again = await (await visitor()).call('POST', '/store-api/account/register', {
      body: { guest: true, email: 'gast@example.ch', firstName: 'Gian', lastName: 'Gast', billingAddress: billing() },
    });
    expect(again.status).toBe(200);
  });
});

describe('login, logout and the customer', () => {
  it('logs in with a new context token and shows the customer in the context', async () => {
    const { email, customer } = await registered();
    const v = await visitor();
    const before = v.token();
    const result = await v.call('POST', '/store-api/account/login', { body: { username: ` ${email.toUpperCase()} `, password: PASSWORD } });
    expect(result.status).toBe(200);
    // LoginRoute answers a ContextTokenResponse: the new token in the header, `{redirectUrl}` as body.
    expect(result.body).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    expect(result.headers.get('sw-context-token')).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(result.headers.get('sw-context-token')).not.toBe(before);
    expect((await v.context()).customer).toMatchObject({ id: customer.id, guest: false });
    const read = await v.call('POST', '/store-api/account/customer', { body: {} });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: customer.id, email });
    expect((await v.call('GET', '/store-api/account/customer')).body.id).toBe(customer.id);
  });

  it('answers bad credentials and unknown emails with 401', async () => {
    const { email } = await registered();
    const wrong = await api.call<Json>('POST', '/store-api/account/login', { body: { username: email, password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    const unknown = await api.call<Json>('POST', '/store-api/account/login', { body: { username: 'nobody@example.ch', password: PASSWORD } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND');
    for (const body of [{}, { username: 5, password: [] }, '"x"']) {
      const result = await api.call('POST', '/store-api/account/login', { body });
      expect([400, 401]).toContain(result.status);
    }
  });

  it('logs out to a new anonymous context; account routes then answer 403', async () => {
    const v = await registered();
    const before = v.token();
    const out = await v.call('POST', '/store-api/account/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    expect(out.headers.get('sw-context-token')).not.toBe(before);
    expect((await v.context()).customer).toBeNull();
    const again = await v.call('POST', '/store-api/account/logout');
    expect(again.status).toBe(403);
    for (const [method, path] of [
      ['POST', '/store-api/account/customer'],
      ['POST', '/store-api/account/change-profile'],
      ['POST', '/store-api/account/change-email'],
      ['POST', '/store-api/account/change-password'],
      ['POST', '/store-api/account/list-address'],
      ['POST', '/store-api/account/address'],
    ] as const) {
      const result = await v.call(method, path, { body: {} });
      expect(result.status, path).toBe(403);
      expect(result.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    }
  });

  it('merges the visitor\'s cart into the customer\'s saved cart on login', async () => {
    const other = defaultCatalogueContent().products.find(
      (p) => p.id !== product.id && p.active && p.minPurchase === 1 && p.purchaseSteps === 1 && !p.isCloseout && p.stock > 100 && p.states.includes('is-physical') &&
        !defaultCatalogueContent().products.some((child) => child.parentId === p.id),
    )!;
    // The customer's session on another device holds a saved cart.
    const device = await registered();
    await device.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity: 1 }] } });
    // A visitor with their own items signs in as that customer.
    const v = await visitor();
    const guestToken = v.token();
    await v.call('POST', '/store-api/checkout/cart/line-item', {
      body: { items: [{ type: 'product', referencedId: product.id, quantity: 2 }, { type: 'product', referencedId: other.id, quantity: 1 }] },
    });
    const login = await v.call('POST', '/store-api/account/login', { body: { username: device.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.headers.get('sw-context-token')).not.toBe(guestToken);
    expect(login.headers.get('sw-context-token')).not.toBe(device.token());
    const cart = (await v.call('GET', '/store-api/checkout/cart')).body;
    const quantities = Object.fromEntries(cart.lineItems.map((item: Json) => [item.referencedId, item.quantity]));
    expect(quantities).toEqual({ [product.id]: 3, [other.id]: 1 });
    // The saved cart moved here (a second login does not merge it twice).
    expect((await device.call('GET', '/store-api/checkout/cart')).body.lineItems).toEqual([]);
    // The visitor's context is gone (the unknown token opens an empty, anonymous one, as in Shopware).
    const old = await api.call<Json>('GET', '/store-api/context', { headers: { 'sw-context-token': guestToken } });
    expect(old.body.customer).toBeNull();
    expect((await api.call<Json>('GET', '/store-api/checkout/cart', { headers: { 'sw-context-token': guestToken } })).body.lineItems).toEqual([]);
  });

  it('restores the saved cart on login when the visitor\'s cart is empty, and keeps the visitor\'s cart when nothing was saved', async () => {
    const device = await registered();
    await device.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity: 4 }] } });
    const empty = await visitor();
    await empty.call('POST', '/store-api/account/login', { body: { username: device.email, password: PASSWORD } });
    expect((await empty.call('GET', '/store-api/checkout/cart')).body.lineItems.map((item: Json) => item.quantity)).toEqual([4]);

    const fresh = await registered();
    await fresh.call('POST', '/store-api/account/logout');
    const v = await visitor();
    await v.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity: 2 }] } });
    await v.call('POST', '/store-api/account/login', { body: { username: fresh.email, password: PASSWORD } });
    expect((await v.call('GET', '/store-api/checkout/cart')).body.lineItems.map((item: Json) => item.quantity)).toEqual([2]);
  });

  it('places an order for a registered customer and lists it', async () => {
    const v = await registered();
    await v.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity: 1 }] } });
    const order = await v.call('POST', '/store-api/checkout/order', { body: {} });
    expect(order.status).toBe(200);
    expect(order.body.orderCustomer).toMatchObject({ customerId: v.customer.id, email: v.email });
    expect(order.body.billingAddress).toMatchObject({ street: 'Bahnhofstrasse 1', zipcode: '8001' });
    const list = await v.call('POST', '/store-api/order', { body: {} });
    expect(list.body.orders.total).toBe(1);
  });
});

describe('profile, email and password', () => {
  it('changes the profile', async () => {
    const v = await registered();
    const bad = await v.call('POST', '/store-api/account/change-profile', { body: { firstName: '', lastName: 'X' } });
    expect(bad.status).toBe(400);
    expect(codes(bad.body)).toEqual(['/firstName VIOLATION::IS_BLANK_ERROR']);
    const ok = await v.call('POST', '/store-api/account/change-profile', {
      body: { firstName: 'Adelheid', lastName: 'Muster-Frei', salutationId: SALUTATION_IDS.not_specified, accountType: 'business', company: 'Alp AG', vatIds: ['CHE-999.888.777 MWST'] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    const customer = (await v.call('POST', '/store-api/account/customer', { body: {} })).body;
    expect(customer).toMatchObject({ firstName: 'Adelheid', lastName: 'Muster-Frei', accountType: 'business', company: 'Alp AG', salutationId: SALUTATION_IDS.not_specified });
  });

  it('changes the email with confirmation and the current password', async () => {
    const v = await registered();
    const other = await registered();
    const next = uniqueEmail('neu');
    const mismatch = await v.call('POST', '/store-api/account/change-email', { body: { email: next, emailConfirmation: 'x@example.ch', password: PASSWORD } });
    expect(codes(mismatch.body)).toEqual(['/emailConfirmation VIOLATION::NOT_EQUAL_ERROR']);
    const wrong = await v.call('POST', '/store-api/account/change-email', { body: { email: next, emailConfirmation: next, password: 'nope-nope' } });
    expect(codes(wrong.body)).toEqual(['/password VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT']);
    const taken = await v.call('POST', '/store-api/account/change-email', { body: { email: other.email, emailConfirmation: other.email, password: PASSWORD } });
    expect(codes(taken.body)).toEqual(['/email VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE']);
    const ok = await v.call('POST', '/store-api/account/change-email', { body: { email: next, emailConfirmation: next, password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect((await api.call('POST', '/store-api/account/login', { body: { username: next, password: PASSWORD } })).status).toBe(200);
    expect((await api.call('POST', '/store-api/account/login', { body: { username: v.email, password: PASSWORD } })).status).toBe(401);
  });

  it('changes the password and ends the other sessions', async () => {
    const v = await registered();
    const elsewhere = await visitor();
    expect((await elsewhere.call('POST', '/store-api/account/login', { body: { username: v.email, password: PASSWORD } })).status).toBe(200);

    const wrong = await v.call('POST', '/store-api/account/change-password', { body: { password: 'wrong-one', newPassword: 'Eiger-3967!', newPasswordConfirm: 'Eiger-3967!' } });
    expect(wrong.status).toBe(400);
    expect(codes(wrong.body)).toEqual(['/password VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT']);
    const invalid = await v.call('POST', '/store-api/account/change-password', { body: { password: PASSWORD, newPassword: 'kurz', newPasswordConfirm: 'anders' } });
    expect(codes(invalid.body)).toEqual(['/newPassword VIOLATION::TOO_SHORT_ERROR', '/newPassword VIOLATION::NOT_EQUAL_ERROR']);
    // ChangePasswordRoute reports a confirmation that differs on newPassword (its EqualTo constraint).
    const mismatch = await v.call('POST', '/store-api/account/change-password', { body: { password: PASSWORD, newPassword: 'Eiger-3967!', newPasswordConfirm: 'Eiger-3967?' } });
    expect(codes(mismatch.body)).toEqual(['/newPassword VIOLATION::NOT_EQUAL_ERROR']);
    expect(JSON.stringify(mismatch.body)).not.toContain('Eiger-3967');

    const before = v.token();
    const elsewhereToken = elsewhere.token();
    const ok = await v.call('POST', '/store-api/account/change-password', { body: { password: PASSWORD, newPassword: 'Eiger-3967!', newPasswordConfirm: 'Eiger-3967!' } });
    expect(ok.status).toBe(200);
    // ChangePasswordRoute answers a ContextTokenResponse; CustomerTokenSubscriber moved this session to a new token.
    expect(ok.body).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    expect(ok.headers.get('sw-context-token')).not.toBe(before);
    expect((await v.context()).customer?.id).toBe(v.customer.id);
    // The other session is logged out (revokeAllCustomerTokens), its token stays.
    expect((await elsewhere.context()).customer).toBeNull();
    expect(elsewhere.token()).toBe(elsewhereToken);
    expect((await api.call('POST', '/store-api/account/login', { body: { username: v.email, password: PASSWORD } })).status).toBe(401);
    expect((await api.call('POST', '/store-api/account/login', { body: { username: v.email, password: 'Eiger-3967!' } })).status).toBe(200);
  });
});

describe('addresses', () => {
  const newAddress = { firstName: 'Heidi', lastName: 'Muster', street: 'Rue du Rhône 5', zipcode: '1204', city: 'Genève', countryId: COUNTRY_IDS.CH, countryStateId: CANTON_IDS.GE };

  it('lists, creates, updates, switches defaults and deletes addresses', async () => {
    const v = await registered();
    const list = await v.call('POST', '/store-api/account/list-address', { body: {} });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, apiAlias: 'dal_entity_search_result' });
    expect(list.body.elements[0]).toMatchObject({ isDefaultBillingAddress: true, isDefaultShippingAddress: true, country: { id: COUNTRY_IDS.CH } });

    const bad = await v.call('POST', '/store-api/account/address', { body: { ...newAddress, zipcode: '12', city: '' } });
    expect(bad.status).toBe(400);
    expect(codes(bad.body)).toEqual(expect.arrayContaining(['/zipcode VIOLATION::ZIP_CODE_INVALID', '/city VIOLATION::IS_BLANK_ERROR']));

    const created = await v.call('POST', '/store-api/account/address', { body: newAddress });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ customerId: v.customer.id, city: 'Genève', isDefaultBillingAddress: false });

    const patched = await v.call('PATCH', `/store-api/account/address/${id}`, { body: { street: 'Rue du Rhône 7' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, street: 'Rue du Rhône 7', city: 'Genève' });
    const badPatch = await v.call('PATCH', `/store-api/account/address/${id}`, { body: { zipcode: 'ABCD' } });
    expect(codes(badPatch.body)).toEqual(['/zipcode VIOLATION::ZIP_CODE_INVALID']);

    expect((await v.call('PATCH', `/store-api/account/address/default-shipping/${id}`, { skipSchema: true })).status).toBe(204);
    const context = await v.context();
    expect(context.customer).toMatchObject({ defaultShippingAddressId: id, activeShippingAddress: { id, street: 'Rue du Rhône 7' } });

    const deleteDefault = await v.call('DELETE', `/store-api/account/address/${id}`, { skipSchema: true });
    expect(deleteDefault.status).toBe(400);
    expect(deleteDefault.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT');

    expect((await v.call('PATCH', `/store-api/account/address/default-shipping/${v.customer.defaultBillingAddressId}`, { skipSchema: true })).status).toBe(204);
    expect((await v.call('PATCH', `/store-api/account/address/default-billing/${v.customer.defaultBillingAddressId}`, { skipSchema: true })).status).toBe(204);
    expect((await v.call('DELETE', `/store-api/account/address/${id}`, { skipSchema: true })).status).toBe(204);
    expect((await v.call('POST', '/store-api/account/list-address', { body: {} })).body.total).toBe(1);
  });

  it('keeps addresses private and answers unknown or malformed ids with 404 / 400', async () => {
    const owner = await registered();
    const intruder = await registered();
    const address = owner.customer.defaultBillingAddressId as string;
    const options = { skipSchema: true };
    expect((await intruder.call('PATCH', `/store-api/account/address/${address}`, { body: newAddress })).status).toBe(404);
    expect((await intruder.call('DELETE', `/store-api/account/address/${address}`, options)).status).toBe(404);
    expect((await intruder.call('PATCH', `/store-api/account/address/default-billing/${address}`, options)).status).toBe(404);
    expect((await intruder.call('PATCH', '/store-api/account/address/default-billing/not-a-uuid', options)).status).toBe(400);
    const context = await intruder.call('PATCH', '/store-api/context', { body: { billingAddressId: address } });
    expect(context.status).toBe(400);
    expect(context.body.errors[0].code).toBe('VIOLATION::ENTITY_DOES_NOT_EXISTS');
  });

  it('uses an own address chosen in the context as the active billing address', async () => {
    const v = await registered();
    const created = (await v.call('POST', '/store-api/account/address', { body: newAddress })).body;
    const patched = await v.call('PATCH', '/store-api/context', { body: { billingAddressId: created.id } });
    expect(patched.status).toBe(200);
    const customer = (await v.context()).customer;
    expect(customer.activeBillingAddress.id).toBe(created.id);
    expect(customer.defaultBillingAddress.id).toBe(v.customer.defaultBillingAddressId);
    const active = await v.call('DELETE', `/store-api/account/address/${created.id}`, { skipSchema: true });
    expect(active.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE');
  });

  it('delivers an order to the default shipping address and bills the billing address, each with its own names', async () => {
    const v = await registered();
    const gift = (await v.call('POST', '/store-api/account/address', { body: { ...newAddress, firstName: 'Marie', lastName: 'Favre', company: 'Atelier Favre' } })).body;
    expect((await v.call('PATCH', `/store-api/account/address/default-shipping/${gift.id}`, { skipSchema: true })).status).toBe(204);
    await v.call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: product.id, quantity: 1 }] } });
    const order = (await v.call('POST', '/store-api/checkout/order', { body: {} })).body;
    expect(order.billingAddress).toMatchObject({ id: v.customer.defaultBillingAddressId, street: 'Bahnhofstrasse 1' });
    expect(order.deliveries[0].shippingOrderAddress).toMatchObject({ id: gift.id, firstName: 'Marie', lastName: 'Favre', company: 'Atelier Favre', street: 'Rue du Rhône 5', city: 'Genève' });
    expect(order.addresses.map((address: Json) => address.id)).toEqual([v.customer.defaultBillingAddressId, gift.id]);
  });
});

describe('rate limit', () => {
  it('limits failed logins and registrations per client IP with 429 and Retry-After', async () => {
    let now = Date.UTC(2026, 0, 1);
    const limited = createTestApi({ storefrontUrl: STOREFRONT, doubleOptInRegistration: false, accountRateLimit: { max: 3, windowSeconds: 60 }, trustProxy: true, now: () => now });
    try {
      // The proxy on loopback appended the client's IP to what the client sent.
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': `10.0.0.1, ${ip}` }, peer: '127.0.0.1' });
      const login = (ip: string) => limited.call<Json>('POST', '/store-api/account/login', { ...from(ip), body: { username: 'x@example.ch', password: 'wrong-password' } });
      for (let i = 0; i < 3; i++) expect((await login('203.0.113.7')).status).toBe(401);
      const blocked = await login('203.0.113.7');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('60');
      // LoginRoute: CustomerException::customerAuthThrottledException (429, `{seconds}`); Retry-After is ours.
      expect(blocked.body.errors[0]).toMatchObject({ status: '429', code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', meta: { parameters: { seconds: 60 } } });
      expect((await login('198.51.100.2')).status).toBe(401);
      now += 61_000;
      expect((await login('203.0.113.7')).status).toBe(401);

      const register = (ip: string) => limited.call<Json>('POST', '/store-api/account/register', { ...from(ip), body: registration() });
      for (let i = 0; i < 3; i++) expect((await register('192.0.2.9')).status).toBe(200);
      const tooMany = await register('192.0.2.9');
      expect(tooMany.status).toBe(429);
      expect(tooMany.body.errors[0].code).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
      expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
      // Guest registrations of the checkout are not limited.
      const guest = await limited.call('POST', '/store-api/account/register', {
        ...from('192.0.2.9'),
        body: { guest: true, email: 'g@example.ch', firstName: 'G', lastName: 'G', billingAddress: billing() },
      });
      expect(guest.status).toBe(200);
    } finally {
      limited.close();
    }
  });

  it('counts only failures for login: a successful login clears that account’s count', async () => {
    const limited = createTestApi({ storefrontUrl: STOREFRONT, doubleOptInRegistration: false, accountRateLimit: { max: 2, windowSeconds: 60 } });
    try {
      const v = await visitor(limited);
      const data = registration();
      expect((await v.call('POST', '/store-api/account/register', { body: data })).status).toBe(200);
      const login = (password: string) => limited.call('POST', '/store-api/account/login', { body: { username: data.email, password } });
      expect((await login('wrong-password')).status).toBe(401);
      expect((await login(PASSWORD)).status).toBe(200);
      expect((await login('wrong-password')).status).toBe(401);
      expect((await login('wrong-password')).status).toBe(401);
      expect((await login(PASSWORD)).status).toBe(429);
    } finally {
      limited.close();
    }
  });

  // docs/decisions/0031-security-review-choices.md: with the defaults (10 per 60 s) these two attacks went through without a 429.
  const defaults = { max: 10, windowSeconds: 60 };
  const account = async (target: TestApi) => {
    const data = registration();
    expect((await (await visitor(target)).call('POST', '/store-api/account/register', { body: data })).status).toBe(200);
    return data.email as string;
  };

  it('does not let a login to another account wipe the guesses at a victim', async () => {
    const limited = createTestApi({ storefrontUrl: STOREFRONT, doubleOptInRegistration: false, accountRateLimit: defaults });
    try {
      const victim = await account(limited);
      const own = await account(limited);
      const guesses: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (let i = 0; i < 9; i += 1) {
          guesses.push((await limited.call('POST', '/store-api/account/login', { body: { username: victim, password: `guess-${round}-${i}` } })).status);
        }
        // The attacker's own account, with its right password: still allowed, but it clears nothing of the victim's.
        expect((await limited.call('POST', '/store-api/account/login', { body: { username: own, password: PASSWORD } })).status).toBe(200);
      }
      expect(guesses.filter((status) => status === 401)).toHaveLength(10);
      expect(guesses.slice(10).every((status) => status === 429)).toBe(true);
      // Another spelling of the same email is the same account.
      expect((await limited.call('POST', '/store-api/account/login', { body: { username: ` ${victim.toUpperCase()} `, password: 'x' } })).status).toBe(429);
    } finally {
      limited.close();
    }
  });

  it('counts parallel guesses before their passwords are checked', async () => {
    const limited = createTestApi({ storefrontUrl: STOREFRONT, doubleOptInRegistration: false, accountRateLimit: defaults });
    try {
      const victim = await account(limited);
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => limited.call('POST', '/store-api/account/login', { body: { username: victim, password: `parallel-${i}` } })),
      );
      expect(statuses.filter((result) => result.status === 401)).toHaveLength(10);
      expect(statuses.filter((result) => result.status === 429)).toHaveLength(30);
      // The right password is refused too until the window has passed: the guesses used it up.
      expect((await limited.call('POST', '/store-api/account/login', { body: { username: victim, password: PASSWORD } })).status).toBe(429);
    } finally {
      limited.close();
    }
  });

  it('limits guesses spread over many accounts per IP (3 × the limit), and each IP apart', async () => {
    let now = Date.UTC(2026, 0, 1);
    const limited = createTestApi({ storefrontUrl: STOREFRONT, doubleOptInRegistration: false, accountRateLimit: { max: 2, windowSeconds: 60 }, trustProxy: true, now: () => now });
    try {
      const own = await account(limited);
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip }, peer: '::ffff:127.0.0.1' });
      const guess = (ip: string, n: number) => limited.call('POST', '/store-api/account/login', { ...from(ip), body: { username: `nobody-${n}@example.ch`, password: 'x' } });
      for (let n = 0; n < 6; n += 1) expect((await guess('203.0.113.50', n)).status).toBe(401);
      expect((await guess('203.0.113.50', 6)).status).toBe(429);
      // Right passwords do not count towards the IP's limit, and do not give the IP new guesses.
      now += 1000;
      expect((await limited.call('POST', '/store-api/account/login', { ...from('203.0.113.51'), body: { username: own, password: PASSWORD } })).status).toBe(200);
      expect((await guess('203.0.113.50', 7)).status).toBe(429);
      expect((await guess('203.0.113.51', 7)).status).toBe(401);
      // One IPv6 subscriber (a /64) is one client.
      for (let n = 0; n < 6; n += 1) expect((await guess(`2001:db8:1:2::${n + 1}`, n)).status).toBe(401);
      expect((await guess('2001:db8:1:2:ffff::9', 6)).status).toBe(429);
      expect((await guess('2001:db8:1:3::1', 6)).status).toBe(401);
      now += 61_000;
      expect((await guess('203.0.113.50', 8)).status).toBe(401);
    } finally {
      limited.close();
    }
  });
});
