import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCart } from './cart-context';
import { createCartStore, type CartApi } from './cart-store';
import { getCartItemCount } from './cart-logic';
import type { CartSyncChannel } from './cart-sync';
import { cartFixture } from './test-fixtures';

function CartBadge() {
  const count = useCart((state) => getCartItemCount(state.cart));
  const status = useCart((state) => state.status);
  const addProduct = useCart((state) => state.addProduct);
  return (
    <button type="button" onClick={() => void addProduct('p1')}>
      {count} / {status}
    </button>
  );
}

describe('CartProvider and useCart', () => {
  it('renders from the store and updates after an action', async () => {
    const bigger = cartFixture();
    bigger.lineItems![0]!.quantity = 4;
    const api: CartApi = {
      getCart: vi.fn(),
      addLineItems: vi.fn(async () => bigger),
      updateLineItems: vi.fn(),
      removeLineItems: vi.fn(),
    };
    const store = createCartStore(cartFixture(), api);
    render(
      <CartProvider store={store} syncAcrossTabs={false}>
        <CartBadge />
      </CartProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('1 / idle');
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('4 / success')).toBeInTheDocument();
  });

  it('opens the cross-tab channel while mounted', () => {
    const channel: CartSyncChannel = { onmessage: null, postMessage: vi.fn(), close: vi.fn() };
    const store = createCartStore(cartFixture(), {} as CartApi);
    const { unmount } = render(
      <CartProvider store={store} channelFactory={() => channel}>
        <CartBadge />
      </CartProvider>,
    );
    const other = cartFixture();
    other.lineItems![0]!.quantity = 7;
    act(() => channel.onmessage?.({ data: { type: 'cart-updated', cart: other } }));
    expect(screen.getByRole('button')).toHaveTextContent('7 / idle');
    unmount();
    expect(channel.close).toHaveBeenCalled();
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CartBadge />)).toThrow(/CartProvider/);
  });
});
