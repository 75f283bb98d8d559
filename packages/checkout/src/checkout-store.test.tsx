import { createStoreApiClient } from '@gipfel/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cartFixture from '../../../fixtures/shopware-responses/Cart.json';
import orderFixture from '../../../fixtures/shopware-responses/Order.json';
import { CheckoutGuestForm } from './checkout-guest-form';
import { CheckoutPageView } from './checkout-page';
import { CheckoutProvider, useCheckout, useSubmitForm } from './checkout-context';
import { createCheckoutStore } from './checkout-store';
import { renderWithI18n } from './test-utils';

const orderId = 'a'.repeat(32);

/** A Store API that answers each path; `/checkout/order` once slowly, to see a double click. */
function fakeShop(overrides: Record<string, unknown> = {}) {
  const paths: string[] = [];
  const routes: Record<string, unknown> = {
    '/checkout/cart': cartFixture,
    '/context': {
      currency: { isoCode: 'CHF' },
      shippingMethod: { id: 'f'.repeat(32) },
      paymentMethod: { id: 'e'.repeat(32) },
      customer: { id: 'c'.repeat(32), guest: true, email: 'heidi@example.ch', activeBillingAddress: { id: '1'.repeat(32) }, activeShippingAddress: { id: '1'.repeat(32) } },
    },
    '/shipping-method': { elements: [] },
    '/payment-method': { elements: [] },
    '/salutation': { elements: [] },
    '/country': { elements: [] },
    '/checkout/order': { ...orderFixture.orders.elements[0], id: orderId, deepLinkCode: 'deep' },
    '/handle-payment': { redirectUrl: null },
    '/account/register': { id: 'c'.repeat(32) },
    ...overrides,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname.replace('/store-api', '');
    paths.push(path);
    if (path === '/checkout/order') await new Promise((resolve) => setTimeout(resolve, 20));
    const body = routes[path];
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body ?? {}), { status: body === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } });
  });
  const client = createStoreApiClient({ endpoint: 'http://shop/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 });
  const store = createCheckoutStore({ client, storefrontUrl: 'http://shop', returnUrls: (id) => ({ finishUrl: `http://shop/${id}/paid`, errorUrl: `http://shop/${id}/unpaid` }) });
  return { store, paths };
}

const orderForm = (terms: boolean) => {
  const form = new FormData();
  if (terms) form.set('tos', 'on');
  return form;
};

describe('createCheckoutStore', () => {
  it('loads the checkout, then places the order once even when asked twice', async () => {
    const { store, paths } = fakeShop();
    expect(store.getState().status).toBe('idle');
    expect(await store.getState().load()).toBe(true);
    expect(store.getState().page?.state.hasAddress).toBe(true);
    const [first, second] = await Promise.all([store.getState().placeOrder(orderForm(true)), store.getState().placeOrder(orderForm(true))]);
    expect([first, second]).toEqual([true, false]);
    expect(paths.filter((p) => p === '/checkout/order')).toHaveLength(1);
    expect(store.getState().placed?.order.id).toBe(orderId);
    expect(store.getState().placed?.access?.deepLinkCode).toBe('deep');
    expect(await store.getState().placeOrder(orderForm(true))).toBe(false);
  });

  it('keeps the reason a step did not go through, and says error when the shop fails', async () => {
    const { store } = fakeShop({ '/context': new Response('down', { status: 503 }) });
    expect(await store.getState().placeOrder(orderForm(false))).toBe(false);
    expect(store.getState().status).toBe('error');
    const shop = fakeShop();
    expect(await shop.store.getState().placeOrder(orderForm(false))).toBe(false);
    expect(shop.store.getState().result).toEqual({ intent: 'order', formError: 'termsRequired', termsAccepted: false, waiverAccepted: false });
    expect(await shop.store.getState().chooseMethod('payment', new FormData())).toBe(false);
    expect(shop.store.getState().result).toEqual({ intent: 'payment', formError: 'paymentFailed' });
  });
});

function GuestStep() {
  const submitGuest = useCheckout((s) => s.submitGuest);
  const result = useCheckout((s) => s.result);
  const form = useSubmitForm((data) => void submitGuest(data));
  return (
    <CheckoutGuestForm
      salutations={[]}
      countries={[{ value: 'b'.repeat(32), label: 'Schweiz', iso: 'CH' }]}
      action="/checkout"
      form={form}
      result={result?.intent === 'guest' ? result : undefined}
    />
  );
}

describe('useSubmitForm', () => {
  it('hands the guest form to the store instead of posting, and shows its errors with what was typed (en)', async () => {
    const { store, paths } = fakeShop();
    renderWithI18n(
      <CheckoutProvider store={store}>
        <GuestStep />
      </CheckoutProvider>,
      'en',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: 'Heidi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'heidi@' } });
    // The browser's own checks (required, type=email) come first; the store's rules are the ones that count.
    fireEvent.submit(screen.getByRole('button', { name: 'Continue as guest' }).closest('form')!);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(/valid email/));
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Heidi');
    expect(paths).not.toContain('/account/register');
  });
});

describe('CheckoutPageView without a form slot, below a CheckoutProvider (a host without a router)', () => {
  const paths = { checkout: '/checkout', login: '/login', register: '/register', addressBook: '/account/address' };

  function renderPage(store: ReturnType<typeof fakeShop>['store']) {
    const submits: Event[] = [];
    const onSubmit = (event: Event) => submits.push(event);
    document.addEventListener('submit', onSubmit);
    const view = renderWithI18n(
      <CheckoutProvider store={store}>
        <CheckoutPageView paths={paths} />
      </CheckoutProvider>,
      'en',
    );
    return { ...view, submits, stop: () => document.removeEventListener('submit', onSubmit) };
  }

  it("loads the checkout through the store, answers the order form from it, and places the order through it, never posting", async () => {
    const { store, paths: called } = fakeShop();
    const { submits, stop } = renderPage(store);
    const place = await screen.findByRole('button', { name: 'Place order with obligation to pay' });
    expect(called).toContain('/checkout/cart');

    // Without the terms: the store's answer, shown on the order form; nothing ordered.
    fireEvent.submit(place.closest('form')!);
    expect((await screen.findAllByText('Please accept the terms and conditions.')).length).toBeGreaterThan(0);
    expect(called).not.toContain('/checkout/order');

    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.submit(place.closest('form')!);
    await waitFor(() => expect(store.getState().placed?.order.id).toBe(orderId));
    stop();
    expect(called.filter((path) => path === '/checkout/order')).toHaveLength(1);
    expect(submits).toHaveLength(2);
    expect(submits.every((event) => event.defaultPrevented)).toBe(true);
  });

  it('hands the guest form to the store (intent=guest), with its errors and what was typed', async () => {
    const { store, paths: called } = fakeShop({ '/context': { currency: { isoCode: 'CHF' } } });
    renderPage(store);
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'heidi@' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Continue as guest' }).closest('form')!);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(/valid email/));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('heidi@');
    expect(called).not.toContain('/account/register');
  });

  it("keeps the host's form slot when one is given (posted through the router, not the store)", async () => {
    const { store, paths: called } = fakeShop();
    await store.getState().load();
    called.length = 0;
    const { container } = renderWithI18n(
      <CheckoutProvider store={store}>
        <CheckoutPageView page={store.getState().page!} paths={paths} form="form" />
      </CheckoutProvider>,
      'en',
    );
    expect([...container.querySelectorAll('form')].every((form) => form.getAttribute('action') === '/checkout' && form.getAttribute('method') === 'post')).toBe(true);
    expect(called).toEqual([]);
  });
});
