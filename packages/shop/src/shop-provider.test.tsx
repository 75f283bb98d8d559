import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLocalWishlist, useWishlist, useWishlistStore, wishlistStorageKey } from '@gipfel/account';
import { useCart } from '@gipfel/cart';
import { describe, expect, it, vi } from 'vitest';
import { ShopProvider, useShop, useShopSession } from './shop-provider';
import { customerEmail, customerPassword, productId, shopBackend } from './test-shop-backend';

/** What a host's header and product cards read from the provider: nothing but hooks. */
function Header() {
  const shop = useShop();
  const status = useShopSession((state) => state.status);
  const email = useShopSession((state) => state.customer?.email);
  const currency = useShopSession((state) => state.currency?.isoCode);
  const count = useCart((state) => state.cart.lineItems?.length ?? 0);
  const hearts = useWishlist((state) => state.ids.join(','));
  const wishlist = useWishlistStore();
  return (
    <>
      <p data-testid="status">{status}</p>
      <p data-testid="who">{email ?? 'visitor'}</p>
      <p data-testid="currency">{currency}</p>
      <p data-testid="cart">{count}</p>
      <p data-testid="hearts">{hearts}</p>
      <button type="button" onClick={() => void shop.signIn({ username: customerEmail, password: customerPassword })}>
        sign in
      </button>
      <button type="button" onClick={() => void shop.signOut()}>
        sign out
      </button>
      <button type="button" onClick={() => wishlist?.getState().toggle(productId('b'))}>
        heart
      </button>
    </>
  );
}

function memoryStorage(initial: Record<string, string>) {
  const data = { ...initial };
  return { data, getItem: (key: string) => data[key] ?? null, setItem: (key: string, value: string) => void (data[key] = value) };
}

describe('ShopProvider', () => {
  it('reads the session itself and keeps cart, wishlist and customer in step through sign-in and sign-out', async () => {
    const backend = shopBackend();
    const storage = memoryStorage({ [wishlistStorageKey]: JSON.stringify([productId('a')]) });
    render(
      <ShopProvider options={{ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: backend.fetch, localWishlist: createLocalWishlist(storage) }} syncCartAcrossTabs={false}>
        <Header />
      </ShopProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('success'));
    expect(screen.getByTestId('who')).toHaveTextContent('visitor');
    expect(screen.getByTestId('currency')).toHaveTextContent('EUR');
    expect(screen.getByTestId('hearts')).toHaveTextContent(productId('a'));

    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(customerEmail));
    // The saved cart came with the customer; the visitor's heart moved into the customer's list.
    expect(screen.getByTestId('cart')).toHaveTextContent('1');
    expect(screen.getByTestId('hearts')).toHaveTextContent(`${productId('1')},${productId('a')}`);

    await userEvent.click(screen.getByRole('button', { name: 'heart' }));
    await waitFor(() => expect(backend.wishlist).toContain(productId('b')));
    expect(screen.getByTestId('hearts')).toHaveTextContent(productId('b'));

    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('visitor'));
    expect(screen.getByTestId('cart')).toHaveTextContent('0');
    expect(screen.getByTestId('hearts')).toBeEmptyDOMElement();
  });

  it('starts from a host’s loader data without a request', async () => {
    const backend = shopBackend();
    const context = { customer: null, currency: { id: 'chf', isoCode: 'CHF' }, salesChannel: { languageId: 'de-id' } };
    await act(async () => {
      render(
        <ShopProvider options={{ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: backend.fetch, initial: { context: context as never, cart: { lineItems: [{ id: 'x' }] } as never } }} syncCartAcrossTabs={false}>
          <Header />
        </ShopProvider>,
      );
    });
    expect(screen.getByTestId('status')).toHaveTextContent('success');
    expect(screen.getByTestId('currency')).toHaveTextContent('CHF');
    expect(screen.getByTestId('cart')).toHaveTextContent('1');
    expect(backend.calls).toEqual([]);
  });

  it('useShop outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Lost() {
      useShop();
      return null;
    }
    expect(() => render(<Lost />)).toThrow(/ShopProvider/);
  });
});
