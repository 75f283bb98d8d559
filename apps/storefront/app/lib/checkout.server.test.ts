import { createStoreApiClient, StoreApiError, type Schemas } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { isAllowedPaymentRedirect, orderErrorKey, readGuestForm, registerGuest, retryOrderPayment, serializeOrderCookie, validateGuest } from './checkout.server';

/** A Store API client whose fetch answers with `status` and `body` and records the request bodies. */
function fakeClient(status: number, body: unknown) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(await new Request(input, init).json().catch(() => undefined));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const client = createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 });
  return { client, bodies, fetch };
}

const endpoint = 'http://127.0.0.1:8787/store-api';
const complete = {
  salutationId: '',
  firstName: 'Heidi',
  lastName: 'Muster',
  email: 'heidi@example.ch',
  street: 'Bahnhofstrasse 1',
  zipcode: '8001',
  city: 'Zürich',
  countryId: 'a'.repeat(32),
  differentShipping: '',
  shippingSalutationId: '',
  shippingFirstName: '',
  shippingLastName: '',
  shippingStreet: '',
  shippingZipcode: '',
  shippingCity: '',
  shippingCountryId: '',
};
/** The same guest, delivering to a friend in Liechtenstein. */
const gift = {
  ...complete,
  differentShipping: 'on',
  shippingFirstName: 'Luca',
  shippingLastName: 'Rossi',
  shippingStreet: 'Städtle 7',
  shippingZipcode: '9490',
  shippingCity: 'Vaduz',
  shippingCountryId: 'b'.repeat(32),
};

describe('isAllowedPaymentRedirect', () => {
  it('allows the local gateway on the Store API origin', () => {
    expect(isAllowedPaymentRedirect('http://127.0.0.1:8787/payment-gateway/abc?token=x&lang=de', endpoint)).toBe(true);
  });

  it.each([
    'https://evil.example/payment-gateway/abc',
    'http://127.0.0.1:9999/payment-gateway/abc',
    'javascript:alert(1)',
    '//evil.example/x',
    'http://user:pw@127.0.0.1:8787/x',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedPaymentRedirect(url, endpoint)).toBe(false);
  });
});

describe('guest form', () => {
  it('reads and trims the fields', () => {
    const form = new FormData();
    form.set('firstName', '  Heidi ');
    expect(readGuestForm(form)).toMatchObject({
      firstName: 'Heidi',
      lastName: '',
    });
  });

  it('reports blank fields (salutation is optional) and a malformed email', () => {
    const errors = validateGuest({
      ...complete,
      firstName: '',
      salutationId: '',
      email: 'heidi@',
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName']);
    expect(errors.firstName?.key).toBe('forms:violation.blank');
    expect(errors.email?.key).toBe('storefront:checkout.invalidEmail');
  });

  it('reads the separate delivery address only as a ticked box, and then needs its fields', () => {
    const form = new FormData();
    form.set('differentShipping', 'yes');
    form.set('shippingCity', ' Vaduz ');
    expect(readGuestForm(form)).toMatchObject({ differentShipping: '', shippingCity: 'Vaduz' });
    form.set('differentShipping', 'on');
    expect(readGuestForm(form).differentShipping).toBe('on');
    expect(validateGuest({ ...complete, shippingCity: '' })).toEqual({});
    expect(Object.keys(validateGuest({ ...gift, shippingCity: '', shippingSalutationId: '' }))).toEqual(['shippingCity']);
  });
});

describe('registerGuest', () => {
  it('registers a guest with the storefront origin and keeps the values', async () => {
    const { client, bodies } = fakeClient(200, { id: 'c'.repeat(32), guest: true });
    const result = await registerGuest(client, complete, 'http://localhost:3000');
    expect(result).toEqual({ intent: 'guest', values: complete, errors: {} });
    expect(bodies[0]).toMatchObject({
      guest: true,
      storefrontUrl: 'http://localhost:3000',
      billingAddress: { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: complete.countryId },
    });
  });

  it('maps Store API violations to the fields with translatable keys', async () => {
    const { client } = fakeClient(400, {
      errors: [
        { status: '400', code: 'VIOLATION::ZIP_CODE_INVALID', detail: 'bad zip', source: { pointer: '/billingAddress/zipcode' } },
        { status: '400', code: 'VIOLATION::INVALID_EMAIL_ERROR', detail: 'bad email', source: { pointer: '/email' } },
      ],
    });
    const result = await registerGuest(client, complete, 'http://localhost:3000');
    expect(result.intent === 'guest' && result.errors).toEqual({
      zipcode: { key: 'forms:violation.postalCodeFormat', fallback: 'bad zip' },
      email: { key: 'storefront:checkout.invalidEmail', fallback: 'bad email' },
    });
  });

  it('sends a ticked delivery address as Shopware\'s shippingAddress, with its own recipient', async () => {
    const { client, bodies } = fakeClient(200, { id: 'c'.repeat(32), guest: true });
    expect(await registerGuest(client, gift, 'http://localhost:3000')).toEqual({ intent: 'guest', values: gift, errors: {} });
    expect(bodies[0]).toMatchObject({
      firstName: 'Heidi',
      billingAddress: { street: 'Bahnhofstrasse 1', city: 'Zürich' },
      shippingAddress: { firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', zipcode: '9490', city: 'Vaduz', countryId: gift.shippingCountryId },
    });
    // Without the box (or its fields typed but the box unticked) the goods go to the billing address.
    const same = fakeClient(200, { id: 'c'.repeat(32), guest: true });
    await registerGuest(same.client, { ...gift, differentShipping: '' }, 'http://localhost:3000');
    expect(same.bodies[0]).not.toHaveProperty('shippingAddress');
  });

  it('maps violations of the delivery address to its own fields', async () => {
    const { client } = fakeClient(400, {
      errors: [
        { status: '400', code: 'VIOLATION::ZIP_CODE_INVALID', detail: 'bad zip', source: { pointer: '/shippingAddress/zipcode' } },
        { status: '400', code: 'VIOLATION::IS_BLANK_ERROR', detail: 'blank', source: { pointer: '/billingAddress/city' } },
      ],
    });
    const result = await registerGuest(client, gift, 'http://localhost:3000');
    expect(result.intent === 'guest' && result.errors).toEqual({
      shippingZipcode: { key: 'forms:violation.postalCodeFormat', fallback: 'bad zip' },
      city: { key: 'forms:violation.blank', fallback: 'billingAddress.city blank' },
    });
  });

  it('asks for the delivery address when the box is ticked but nothing typed, keeping the rest', async () => {
    const { client, fetch } = fakeClient(200, {});
    const values = { ...complete, differentShipping: 'on', lastName: '' };
    const result = await registerGuest(client, values, 'http://localhost:3000');
    expect(result).toEqual({ intent: 'guest', values, errors: { lastName: { key: 'forms:violation.blank', fallback: '' } }, formError: 'checkout.shippingAddressMissing' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not call the Store API when the form is incomplete', async () => {
    const { client, fetch } = fakeClient(200, {});
    const result = await registerGuest(client, { ...complete, city: '' }, 'http://localhost:3000');
    expect(result.intent === 'guest' && Object.keys(result.errors)).toEqual(['city']);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('orders', () => {
  it('keeps the deep link of a guest order in a short-lived httpOnly cookie', () => {
    const order = {
      id: 'b'.repeat(32),
      deepLinkCode: 'code',
      orderCustomer: { email: 'heidi@example.ch' },
      billingAddress: { zipcode: '8001' },
    } as unknown as Schemas['Order'];
    const cookie = serializeOrderCookie(order, true) ?? '';
    expect(cookie).toMatch(/^gipfel_order=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('Secure');
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('gipfel_order='.length)))).toEqual({
      orderId: order.id,
      deepLinkCode: 'code',
      email: 'heidi@example.ch',
      zipcode: '8001',
    });
  });

  it('translates the order errors of the Store API', () => {
    const error = (code: string) => new StoreApiError({ status: 400, errors: [{ code }] });
    expect(orderErrorKey(error('CHECKOUT__CART_EMPTY'))).toBe('checkout.cartEmpty');
    expect(orderErrorKey(error('CHECKOUT__CART_INVALID'))).toBe('checkout.cartChanged');
    expect(orderErrorKey(error('SOMETHING'))).toBe('checkout.orderFailed');
    expect(orderErrorKey(new StoreApiError({ status: 502 }))).toBeNull();
  });

  it('warns that a timed-out order may still have been placed', () => {
    expect(orderErrorKey(new StoreApiError({ status: 408, message: 'timeout' }))).toBe('checkout.orderTimeout');
  });
});

describe('retryOrderPayment', () => {
  const orderId = 'd'.repeat(32);
  const paymentMethodId = 'e'.repeat(32);
  const input = { orderId, paymentMethodId, origin: 'http://localhost:3000', prefix: '/fr' };

  it('switches the method, starts the payment with the return URLs and answers the gateway URL', async () => {
    const { client, bodies, fetch } = fakeClient(200, { success: true, redirectUrl: 'http://127.0.0.1:8787/payment-gateway/t?token=x' });
    expect(await retryOrderPayment(client, input)).toEqual({ ok: true, redirectUrl: 'http://127.0.0.1:8787/payment-gateway/t?token=x' });
    const paths = fetch.mock.calls.map(([url]) => new URL(String(url instanceof Request ? url.url : url)).pathname);
    expect(paths).toEqual(['/store-api/order/payment', '/store-api/handle-payment']);
    expect(bodies[0]).toEqual({ orderId, paymentMethodId });
    expect(bodies[1]).toEqual({
      orderId,
      finishUrl: `http://localhost:3000/fr/checkout/success/${orderId}/paid`,
      errorUrl: `http://localhost:3000/fr/checkout/success/${orderId}/unpaid`,
    });
  });

  it('answers the messages of spec §8 for bad input and refused changes', async () => {
    const { client, fetch } = fakeClient(200, {});
    expect(await retryOrderPayment(client, { ...input, paymentMethodId: 'nope' })).toEqual({ ok: false, error: 'paymentMethodNotFound' });
    expect(await retryOrderPayment(client, { ...input, orderId: 'nope' })).toEqual({ ok: false, error: 'orderNotFound' });
    expect(fetch).not.toHaveBeenCalled();
    const paid = fakeClient(403, { errors: [{ status: '403', code: 'CHECKOUT__ORDER_ALREADY_PAID', title: 'x', detail: 'x' }] });
    expect(await retryOrderPayment(paid.client, input)).toEqual({ ok: false, error: 'orderAlreadyPaid' });
    const unknown = fakeClient(404, { errors: [{ status: '404', code: 'CHECKOUT__UNKNOWN_PAYMENT_METHOD', title: 'x', detail: 'x' }] });
    expect(await retryOrderPayment(unknown.client, input)).toEqual({ ok: false, error: 'paymentMethodNotFound' });
    const broken = fakeClient(500, { errors: [] });
    await expect(retryOrderPayment(broken.client, input)).rejects.toMatchObject({ status: 500 });
  });
});
