import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@gipfel/api';
import { CartProvider } from './cart-context';
import { createCartStore, type CartApi } from './cart-store';
import { CartPageView } from './cart-page';
import { cartFixture } from './test-fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const hrefs = { home: '/fr/', checkout: '/fr/checkout' };
const noop = () => {};

function emptyCart(): Schemas['Cart'] {
  const cart = cartFixture();
  cart.lineItems = [];
  return cart;
}

describe('CartPageView', () => {
  it.each([
    ['de', 'Artikel im Warenkorb', 'Zur Kasse', 'Code einlösen'],
    ['en', 'Items in your cart', 'Go to checkout', 'Redeem code'],
    ['fr', 'Articles dans votre panier', null, 'Utiliser le code'],
  ] as const)('lists the lines, the summary, the promotion form and the way to the checkout (%s)', async (language, items, checkout, redeem) => {
    const { container } = renderWithI18n(<CartPageView cart={cartFixture()} currency="CHF" messages={[]} freeShippingThreshold={100} hrefs={hrefs} onChangeQuantity={noop} onRemove={noop} />, language);
    expect(screen.getByRole('region', { name: items })).toBeInTheDocument();
    expect(container.querySelector('a[href="/fr/checkout"]')).toHaveTextContent(checkout ?? /./);
    const promotion = screen.getByRole('button', { name: redeem }).closest('form')!;
    expect(promotion).toHaveAttribute('method', 'post');
    expect(promotion.querySelector('input[name="intent"]')).toHaveValue('add-promotion');
    await expectNoAxeViolations(container);
  });

  it('hands quantity changes and removals to the host', async () => {
    const onRemove = vi.fn();
    renderWithI18n(<CartPageView cart={cartFixture()} currency="CHF" messages={[]} freeShippingThreshold={100} hrefs={hrefs} onChangeQuantity={noop} onRemove={onRemove} />, 'en');
    await userEvent.click(screen.getAllByRole('button', { name: /remove/i })[0]!);
    expect(onRemove).toHaveBeenCalledWith(cartFixture().lineItems![0]!.id);
  });

  it('says when the cart is empty and leads back to the shop, with the messages', () => {
    const message = { id: 'x', type: 'warning' as const, textKey: null, params: {}, fallback: 'Sold out' };
    renderWithI18n(<CartPageView cart={emptyCart()} currency="CHF" messages={[message]} freeShippingThreshold={100} hrefs={hrefs} onChangeQuantity={noop} onRemove={noop} />, 'de');
    expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/fr/');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  describe('without a form slot, below a CartProvider (a host without a router)', () => {
    function fakeApi(overrides: Partial<CartApi> = {}): CartApi {
      const empty = vi.fn(async () => emptyCart());
      return { getCart: empty, addLineItems: empty, updateLineItems: empty, removeLineItems: empty, ...overrides };
    }

    function renderInStore(api: CartApi) {
      const store = createCartStore(cartFixture(), api);
      const submits: SubmitEvent[] = [];
      const onSubmit = (event: Event) => submits.push(event as SubmitEvent);
      document.addEventListener('submit', onSubmit);
      const view = renderWithI18n(
        <CartProvider store={store} syncAcrossTabs={false}>
          <CartPageView currency="CHF" freeShippingThreshold={100} hrefs={hrefs} />
        </CartProvider>,
        'en',
      );
      return { ...view, store, submits, stop: () => document.removeEventListener('submit', onSubmit) };
    }

    it('redeems a promotion code through the store, without posting the form', async () => {
      const withCode = cartFixture();
      withCode.lineItems![1]!.label = 'Summer';
      const api = fakeApi({ addLineItems: vi.fn(async () => withCode) });
      const { submits, stop } = renderInStore(api);
      await userEvent.type(screen.getByRole('textbox', { name: /promotion code/i }), ' SUMMER ');
      await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
      stop();
      expect(api.addLineItems).toHaveBeenCalledWith([{ type: 'promotion', referencedId: 'SUMMER' }]);
      expect(submits).toHaveLength(1);
      expect(submits[0]!.defaultPrevented).toBe(true);
      expect(await screen.findByText('Summer')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /promotion code/i })).toHaveValue('');
    });

    it("shows the store's cart, changes and removes lines through it, and says when it is empty", async () => {
      const api = fakeApi();
      const { store, stop } = renderInStore(api);
      stop();
      expect(screen.getAllByText(/Smoking Board Cedar Wood/).length).toBeGreaterThan(0);
      await userEvent.click(screen.getAllByRole('button', { name: /remove/i })[0]!);
      expect(api.removeLineItems).toHaveBeenCalledWith([cartFixture().lineItems![0]!.id]);
      expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
      expect(store.getState().status).toBe('success');
    });

    it("keeps the router's form when the host passes one (posted to the server, not through the store)", async () => {
      const api = fakeApi();
      const store = createCartStore(cartFixture(), api);
      const RouterForm = vi.fn(({ children, ...props }: { method: 'post'; className: string; children: React.ReactNode }) => (
        <form {...props} data-router-form="" onSubmit={(event) => event.preventDefault()}>
          {children}
        </form>
      ));
      renderWithI18n(
        <CartProvider store={store} syncAcrossTabs={false}>
          <CartPageView cart={cartFixture()} currency="CHF" messages={[]} freeShippingThreshold={100} hrefs={hrefs} onChangeQuantity={noop} onRemove={noop} form={RouterForm} />
        </CartProvider>,
        'en',
      );
      await userEvent.type(screen.getByRole('textbox', { name: /promotion code/i }), 'SUMMER');
      await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
      expect(RouterForm).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Redeem code' }).closest('form')).toHaveAttribute('data-router-form');
      expect(api.addLineItems).not.toHaveBeenCalled();
    });
  });
});
