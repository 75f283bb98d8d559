import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLocalWishlist, wishlistStorageKey, type WishlistStorage } from './local-wishlist';
import { WishlistProvider } from './wishlist-context';
import { WishlistCount } from './wishlist-count';
import { createWishlistStore } from './wishlist-store';
import { WishlistToggle } from './wishlist-toggle';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

function memoryStorage(value?: string): WishlistStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (value !== undefined) data.set(wishlistStorageKey, value);
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, v) => void data.set(key, v) };
}

describe('WishlistToggle', () => {
  it('is a plain post form without a provider (no JavaScript), named after the product', async () => {
    const { container } = renderWithI18n(<WishlistToggle productId="p1" productName="Roggenbrot" action="/api/wishlist" returnTo="/brot" />);
    const button = screen.getByRole('button', { name: 'Roggenbrot auf den Merkzettel setzen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/wishlist');
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'add', productId: 'p1', returnTo: '/brot' });
    await expectNoAxeViolations(container);
  });

  it('toggles at once in a visitor’s local list and updates the count (English)', async () => {
    const storage = memoryStorage('["other"]');
    const store = createWishlistStore({ mode: 'local', local: createLocalWishlist(storage) });
    const { container } = renderWithI18n(
      <WishlistProvider store={store} mode="local">
        <WishlistToggle productId="p1" productName="Rye bread" />
        <WishlistCount />
      </WishlistProvider>,
      'en',
    );
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Rye bread to wishlist' }));
    const pressed = screen.getByRole('button', { name: 'Remove Rye bread from wishlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(storage.data.get(wishlistStorageKey)).toBe('["other","p1"]');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('2');
    expect(screen.getByText('(2 items on the wishlist)')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('calls the server for a customer and shows the state the host loads (French)', async () => {
    const server = { add: vi.fn(), remove: vi.fn() };
    const store = createWishlistStore({ mode: 'server', ids: ['p1'], count: 1, server });
    renderWithI18n(
      <WishlistProvider store={store} mode="server" serverIds={['p1']} serverCount={1}>
        <WishlistToggle productId="p1" productName="Pain de seigle" />
      </WishlistProvider>,
      'fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Pain de seigle de la liste d’envies' }));
    expect(server.remove).toHaveBeenCalledWith('p1');
    expect(screen.getByRole('button', { name: 'Ajouter Pain de seigle à la liste d’envies' })).toHaveAttribute('aria-pressed', 'false');
    // The host's revalidated list wins.
    act(() => store.getState().receiveServer(['p1'], 1));
    expect(screen.getByRole('button', { name: /Retirer/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
