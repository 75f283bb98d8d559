import { StoreApiError, type Schemas } from '@gipfel/api';
import { fakeStoreApi } from '@gipfel/api/testing';
import { describe, expect, it, vi } from 'vitest';
import cartFixture from '../../../fixtures/shopware-responses/Cart.json';
import countryFixture from '../../../fixtures/shopware-responses/Country.json';
import orderFixture from '../../../fixtures/shopware-responses/Order.json';
import paymentMethodsFixture from '../../../fixtures/shopware-responses/paymentMethods.json';
import salutationsFixture from '../../../fixtures/shopware-responses/Salutations.json';
import shippingMethodsFixture from '../../../fixtures/shopware-responses/shippingMethods.json';
import { isAllowedPaymentRedirect, loadCheckout, orderFormError, placeCheckoutOrder, registerGuest } from './checkout-operations';
import { readGuestForm, validateGuest } from './guest-form';
import { loadGuestOrder, loadOrderOutcome, orderAccessOf, parseOrderAccess, payAccountOrder, retryOrderPayment } from './order-operations';

/** The fake Store API answering each path with its own body (200), and recording the paths asked. */
function routedClient(routes: Record<string, unknown>) {
  const paths: string[] = [];
  const { client } = fakeStoreApi((_method, path) => {
    paths.push(path);
    return Object.hasOwn(routes, path) ? { body: routes[path] } : { status: 404, body: { errors: [{ status: '404', code: 'NOT_ROUTED' }] } };
  });
  return { client, paths };
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
    expect(errors.firstName?.key).toBe('forms:validation.required');
    expect(errors.email?.key).toBe('forms:validation.email');
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
    const { client, calls } = fakeStoreApi({ status: 200, body: { id: 'c'.repeat(32), guest: true } });
    const result = await registerGuest(client, complete, 'http://localhost:3000');
    expect(result).toEqual({ intent: 'guest', values: complete, errors: {} });
    expect(calls[0]!.body).toMatchObject({
      guest: true,
      storefrontUrl: 'http://localhost:3000',
      billingAddress: { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: complete.countryId },
    });
  });

  it('maps Store API violations to the fields with translatable keys', async () => {
    const { client } = fakeStoreApi({ status: 400, body: {
      errors: [
        { status: '400', code: 'VIOLATION::ZIP_CODE_INVALID', detail: 'bad zip', source: { pointer: '/billingAddress/zipcode' } },
        { status: '400', code: 'VIOLATION::INVALID_EMAIL_ERROR', detail: 'bad email', source: { pointer: '/email' } },
      ],
    } });
    const result = await registerGuest(client, complete, 'http://localhost:3000');
    expect(result.intent === 'guest' && result.errors).toEqual({
      zipcode: { key: 'forms:violation.postalCodeFormat', fallback: 'bad zip' },
      email: { key: 'forms:validation.email', fallback: 'bad email' },
    });
  });

  it('sends a ticked delivery address as Shopware\'s shippingAddress, with its own recipient', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: { id: 'c'.repeat(32), guest: true } });
    expect(await registerGuest(client, gift, 'http://localhost:3000')).toEqual({ intent: 'guest', values: gift, errors: {} });
    expect(calls[0]!.body).toMatchObject({
      firstName: 'Heidi',
      billingAddress: { street: 'Bahnhofstrasse 1', city: 'Zürich' },
      shippingAddress: { firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', zipcode: '9490', city: 'Vaduz', countryId: gift.shippingCountryId },
    });
    // Without the box (or its fields typed but the box unticked) the goods go to the billing address.
    const same = fakeStoreApi({ status: 200, body: { id: 'c'.repeat(32), guest: true } });
    await registerGuest(same.client, { ...gift, differentShipping: '' }, 'http://localhost:3000');
    expect(same.calls[0]!.body).not.toHaveProperty('shippingAddress');
  });

  it('maps violations of the delivery address to its own fields', async () => {
    const { client } = fakeStoreApi({ status: 400, body: {
      errors: [
        { status: '400', code: 'VIOLATION::ZIP_CODE_INVALID', detail: 'bad zip', source: { pointer: '/shippingAddress/zipcode' } },
        { status: '400', code: 'VIOLATION::IS_BLANK_ERROR', detail: 'blank', source: { pointer: '/billingAddress/city' } },
      ],
    } });
    const result = await registerGuest(client, gift, 'http://localhost:3000');
    expect(result.intent === 'guest' && result.errors).toEqual({
      shippingZipcode: { key: 'forms:violation.postalCodeFormat', fallback: 'bad zip' },
      city: { key: 'forms:violation.blank', fallback: 'billingAddress.city blank' },
    });
  });

  it('asks for the delivery address when the box is ticked but nothing typed, keeping the rest', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: {} });
    const values = { ...complete, differentShipping: 'on', lastName: '' };
    const result = await registerGuest(client, values, 'http://localhost:3000');
    expect(result).toEqual({ intent: 'guest', values, errors: { lastName: { key: 'forms:validation.required', fallback: '' } }, formError: 'shippingAddressMissing' });
    expect(calls).toHaveLength(0);
  });

  it('does not call the Store API when the form is incomplete', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: {} });
    const result = await registerGuest(client, { ...complete, city: '' }, 'http://localhost:3000');
    expect(result.intent === 'guest' && Object.keys(result.errors)).toEqual(['city']);
    expect(calls).toHaveLength(0);
  });
});

describe('orders', () => {
  it("keeps what a guest needs to see the order (Shopware's deep link) and reads only that back", () => {
    const order = {
      id: 'b'.repeat(32),
      deepLinkCode: 'code',
      orderCustomer: { email: 'heidi@example.ch' },
      billingAddress: { zipcode: '8001' },
    } as unknown as Schemas['Order'];
    const access = orderAccessOf(order);
    expect(access).toEqual({ orderId: order.id, deepLinkCode: 'code', email: 'heidi@example.ch', zipcode: '8001' });
    expect(parseOrderAccess(JSON.parse(JSON.stringify(access)))).toEqual(access);
    expect(orderAccessOf({ ...order, deepLinkCode: undefined })).toBeNull();
    for (const bad of [null, 'x', { ...access, email: 3 }, { orderId: order.id }]) expect(parseOrderAccess(bad)).toBeNull();
  });

  it('translates the order errors of the Store API', () => {
    const error = (code: string) => new StoreApiError({ status: 400, errors: [{ code }] });
    expect(orderFormError(error('CHECKOUT__CART_EMPTY'))).toBe('cartEmpty');
    expect(orderFormError(error('CHECKOUT__CART_INVALID'))).toBe('cartChanged');
    expect(orderFormError(error('SOMETHING'))).toBe('orderFailed');
    expect(orderFormError(new StoreApiError({ status: 502 }))).toBeNull();
  });

  it('warns that a timed-out order may still have been placed', () => {
    expect(orderFormError(new StoreApiError({ status: 408, message: 'timeout' }))).toBe('orderTimeout');
  });
});

describe('retryOrderPayment', () => {
  const orderId = 'd'.repeat(32);
  const paymentMethodId = 'e'.repeat(32);
  const base = `http://localhost:3000/fr/checkout/success/${orderId}`;
  const input = { orderId, paymentMethodId, returnUrls: { finishUrl: `${base}/paid`, errorUrl: `${base}/unpaid` } };

  it('switches the method, starts the payment with the return URLs and answers the gateway URL', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: { success: true, redirectUrl: 'http://127.0.0.1:8787/payment-gateway/t?token=x' } });
    expect(await retryOrderPayment(client, input)).toEqual({ ok: true, redirectUrl: 'http://127.0.0.1:8787/payment-gateway/t?token=x' });
    expect(calls.map((call) => call.path)).toEqual(['/order/payment', '/handle-payment']);
    expect(calls[0]!.body).toEqual({ orderId, paymentMethodId });
    expect(calls[1]!.body).toEqual({
      orderId,
      finishUrl: `http://localhost:3000/fr/checkout/success/${orderId}/paid`,
      errorUrl: `http://localhost:3000/fr/checkout/success/${orderId}/unpaid`,
    });
  });

  it('answers the error messages for bad input and refused changes', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: {} });
    expect(await retryOrderPayment(client, { ...input, paymentMethodId: 'nope' })).toEqual({ ok: false, error: 'paymentMethodNotFound' });
    expect(await retryOrderPayment(client, { ...input, orderId: 'nope' })).toEqual({ ok: false, error: 'orderNotFound' });
    expect(calls).toHaveLength(0);
    const paid = fakeStoreApi({ status: 403, body: { errors: [{ status: '403', code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE', title: 'x', detail: 'x' }] } });
    expect(await retryOrderPayment(paid.client, input)).toEqual({ ok: false, error: 'orderAlreadyPaid' });
    const unknown = fakeStoreApi({ status: 404, body: { errors: [{ status: '404', code: 'CHECKOUT__UNKNOWN_PAYMENT_METHOD', title: 'x', detail: 'x' }] } });
    expect(await retryOrderPayment(unknown.client, input)).toEqual({ ok: false, error: 'paymentMethodNotFound' });
    const broken = fakeStoreApi({ status: 500, body: { errors: [] } });
    await expect(retryOrderPayment(broken.client, input)).rejects.toMatchObject({ status: 500 });
  });
});

describe('loadCheckout', () => {
  it("shapes real Shopware answers into the checkout page, in one round of parallel calls", async () => {
    const customerContext = {
      currency: { isoCode: 'CHF' },
      shippingMethod: { id: shippingMethodsFixture[0]!.id },
      paymentMethod: { id: paymentMethodsFixture[0]!.id },
      customer: {
        id: 'c'.repeat(32),
        guest: true,
        firstName: 'Heidi',
        lastName: 'Muster',
        email: 'heidi@example.ch',
        activeBillingAddress: { id: '1'.repeat(32), street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: countryFixture.elements[0]!.id },
        activeShippingAddress: { id: '2'.repeat(32), firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', zipcode: '9490', city: 'Vaduz', countryId: countryFixture.elements[1]!.id },
      },
    };
    const { client, paths } = routedClient({
      '/checkout/cart': cartFixture,
      '/context': customerContext,
      '/shipping-method': { elements: shippingMethodsFixture },
      '/payment-method': { elements: paymentMethodsFixture },
      '/salutation': { elements: salutationsFixture },
      '/country': countryFixture,
    });
    const page = await loadCheckout(client);
    expect(paths.sort()).toEqual(['/checkout/cart', '/context', '/country', '/payment-method', '/salutation', '/shipping-method']);
    expect(page.cartEmpty).toBe(false);
    expect(page.currency).toBe('CHF');
    expect(page.state).toMatchObject({ hasAddress: true, shippingMethodId: shippingMethodsFixture[0]!.id, paymentMethodId: paymentMethodsFixture[0]!.id });
    expect(page.paymentMethods[0]).toEqual({ id: paymentMethodsFixture[0]!.id, name: paymentMethodsFixture[0]!.translated.name, description: paymentMethodsFixture[0]!.translated.description });
    expect(page.salutations.map((s) => s.label)).toEqual(salutationsFixture.map((s) => s.translated.displayName));
    expect(page.countries[0]).toEqual({ value: countryFixture.elements[0]!.id, label: countryFixture.elements[0]!.translated.name, iso: countryFixture.elements[0]!.iso });
    // Delivery to someone else: the delivery address is shown with its recipient, the billing address beside it.
    expect(page.deliveryAddress).toEqual({ name: 'Luca Rossi', company: '', street: 'Städtle 7', place: '9490 Vaduz', country: countryFixture.elements[1]!.translated.name });
    expect(page.billingAddress?.name).toBe('Heidi Muster');
    expect(page.customer).toMatchObject({ guest: true, email: 'heidi@example.ch', differentShipping: 'on', shippingCity: 'Vaduz', city: 'Zürich' });
  });

  it('says so when the cart is empty, and has no customer for a visitor', async () => {
    const { client } = routedClient({
      '/checkout/cart': { ...cartFixture, lineItems: [] },
      '/context': { currency: { isoCode: 'EUR' } },
      '/shipping-method': { elements: [] },
      '/payment-method': { elements: [] },
      '/salutation': { elements: [] },
      '/country': { elements: [] },
    });
    const page = await loadCheckout(client);
    expect(page).toMatchObject({ cartEmpty: true, currency: 'EUR', customer: null, deliveryAddress: null, billingAddress: null });
  });
});

describe('placeCheckoutOrder', () => {
  const ready = {
    '/checkout/cart': cartFixture,
    '/context': {
      shippingMethod: { id: 'f'.repeat(32) },
      paymentMethod: { id: 'e'.repeat(32) },
      customer: { id: 'c'.repeat(32), activeBillingAddress: { id: '1'.repeat(32) }, activeShippingAddress: { id: '1'.repeat(32) } },
    },
  };
  const returnUrls = (id: string) => ({ finishUrl: `http://shop/checkout/success/${id}/paid`, errorUrl: `http://shop/checkout/success/${id}/unpaid` });

  it('refuses before the Store API when the terms are not accepted, keeping the consents', async () => {
    const { client, paths } = routedClient(ready);
    expect(await placeCheckoutOrder(client, { termsAccepted: false, waiverAccepted: true, returnUrls })).toEqual({
      ok: false,
      result: { intent: 'order', formError: 'termsRequired', termsAccepted: false, waiverAccepted: true },
    });
    expect(paths).not.toContain('/checkout/order');
  });

  it('places the order once and starts its payment with the return URLs', async () => {
    const order = { ...orderFixture.orders.elements[0]!, id: 'a'.repeat(32) };
    const { client, paths } = routedClient({ ...ready, '/checkout/order': order, '/handle-payment': { redirectUrl: 'http://127.0.0.1:8787/payment-gateway/x' } });
    const placed = await placeCheckoutOrder(client, { termsAccepted: true, waiverAccepted: false, returnUrls });
    expect(placed).toMatchObject({ ok: true, redirectUrl: 'http://127.0.0.1:8787/payment-gateway/x' });
    expect(paths.filter((p) => p === '/checkout/order')).toHaveLength(1);
    expect(paths.at(-1)).toBe('/handle-payment');
  });

  it('keeps a placed order when its payment cannot start (the unpaid page retries)', async () => {
    const order = { ...orderFixture.orders.elements[0]!, id: 'a'.repeat(32) };
    const { client } = routedClient({ ...ready, '/checkout/order': order });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await placeCheckoutOrder(client, { termsAccepted: true, waiverAccepted: false, returnUrls })).toMatchObject({ ok: true, redirectUrl: null });
    error.mockRestore();
  });
});

describe('loadOrderOutcome', () => {
  it("reads a real Shopware order answer with its paymentChangeable flag and the methods allowed after the order", async () => {
    const order = orderFixture.orders.elements[0]!;
    const { client } = routedClient({ '/order': orderFixture, '/payment-method': { elements: paymentMethodsFixture.map((m, i) => ({ ...m, afterOrderEnabled: i === 0 })) } });
    const outcome = await loadOrderOutcome(client, order.id, null, { paymentMethods: true });
    expect(outcome.order?.id).toBe(order.id);
    expect(outcome.paymentChangeable).toBe((orderFixture.paymentChangeable as Record<string, boolean>)[order.id] ?? true);
    expect(outcome.paymentMethods).toEqual([{ id: paymentMethodsFixture[0]!.id, name: paymentMethodsFixture[0]!.translated.name }]);
  });

  it('has no order for an id that is not one, without asking the Store API', async () => {
    const { client, paths } = routedClient({});
    expect(await loadOrderOutcome(client, '../x', null)).toEqual({ order: null, paymentChangeable: false, paymentMethods: [] });
    expect(paths).toEqual([]);
  });
});

describe('loadGuestOrder', () => {
  const access = { deepLinkCode: 'Code123', email: 'heidi@example.ch', zipcode: '8001' };

  it('asks for the deep link code with the email and postal code and answers the order', async () => {
    const order = { ...orderFixture.orders.elements[0]!, deepLinkCode: 'Code123' };
    const { client, calls } = fakeStoreApi({ status: 200, body: { orders: { elements: [order], total: 1 }, paymentChangeable: { [order.id]: false } } });
    expect(await loadGuestOrder(client, access)).toEqual({ order, paymentChangeable: false });
    expect(calls[0]!.body).toMatchObject({ filter: [{ type: 'equals', field: 'deepLinkCode', value: 'Code123' }], email: 'heidi@example.ch', zipcode: '8001' });
    expect((calls[0]!.body as { associations?: object }).associations).toHaveProperty('lineItems');
  });

  it('has no order for wrong credentials, an unknown code or another order, alike', async () => {
    for (const [status, code] of [[403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS'], [403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED'], [401, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN']] as const) {
      const { client } = fakeStoreApi({ status: status, body: { errors: [{ status: String(status), code }] } });
      expect(await loadGuestOrder(client, access)).toBeNull();
    }
    const { client } = fakeStoreApi({ status: 200, body: { orders: { elements: [{ ...orderFixture.orders.elements[0]!, deepLinkCode: 'Other' }], total: 1 } } });
    expect(await loadGuestOrder(client, access)).toBeNull();
  });

  it('does not ask without all three parts', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: {} });
    expect(await loadGuestOrder(client, { ...access, zipcode: '' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('lets a Store API fault through', async () => {
    const { client } = fakeStoreApi({ status: 500, body: { errors: [{ status: '500', code: 'FRAMEWORK__X' }] } });
    await expect(loadGuestOrder(client, access)).rejects.toThrow();
  });
});

describe('payAccountOrder', () => {
  const orderId = 'd'.repeat(32);
  const paymentMethodId = 'e'.repeat(32);
  const returnUrls = (id: string) => ({ finishUrl: `http://localhost:3000/checkout/success/${id}/paid`, errorUrl: `http://localhost:3000/checkout/success/${id}/unpaid` });
  const pay = (entries: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ intent: 'pay', orderId, paymentMethodId, ...entries })) form.append(key, value);
    return form;
  };
  const ownOrder = { orders: { elements: [{ ...orderFixture, id: orderId, orderNumber: '10042' }], total: 1 } };

  it('pays one of the customer\'s orders with the chosen method and answers the gateway URL', async () => {
    const { client, paths } = routedClient({ '/order': ownOrder, '/order/payment': { success: true }, '/handle-payment': { redirectUrl: 'http://127.0.0.1:8787/payment-gateway/t' } });
    expect(await payAccountOrder(client, pay(), returnUrls)).toEqual({ ok: true, orderId, redirectUrl: 'http://127.0.0.1:8787/payment-gateway/t' });
    expect(paths).toEqual(['/order', '/order/payment', '/handle-payment']);
  });

  it('refuses another intent, bad ids and an order that is not the customer\'s, before changing anything', async () => {
    const { client, paths } = routedClient({ '/order': { orders: { elements: [], total: 0 } } });
    expect(await payAccountOrder(client, pay({ intent: 'other' }), returnUrls)).toEqual({ ok: false, formError: { key: 'account:accountMessages.orderNotFound' } });
    expect(await payAccountOrder(client, pay({ paymentMethodId: 'nope' }), returnUrls)).toEqual({ ok: false, formError: { key: 'account:accountMessages.paymentMethodNotFound' } });
    expect(paths).toEqual([]);
    expect(await payAccountOrder(client, pay(), returnUrls)).toEqual({ ok: false, formError: { key: 'account:accountMessages.orderNotFound' } });
    expect(paths).toEqual(['/order']);
  });

  it('answers an order paid meanwhile with its number, and throws faults of the shop', async () => {
    const answering = (status: number, body: unknown) =>
      fakeStoreApi((_method, path) => (path.endsWith('/order') ? { body: ownOrder } : { status, body })).client;
    const paid = answering(403, { errors: [{ status: '403', code: 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE', title: 'x', detail: 'x' }] });
    expect(await payAccountOrder(paid, pay(), returnUrls)).toEqual({ ok: false, formError: { key: 'account:accountMessages.orderAlreadyPaid', params: { orderNumber: '10042' } } });
    await expect(payAccountOrder(answering(500, { errors: [] }), pay(), returnUrls)).rejects.toMatchObject({ status: 500 });
  });
});
