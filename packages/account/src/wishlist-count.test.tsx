import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createLocalWishlist, wishlistStorageKey } from './local-wishlist';
import { WishlistProvider } from './wishlist-context';
import { WishlistCount } from './wishlist-count';
import { createWishlistStore } from './wishlist-store';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('WishlistCount', () => {
  it('keeps its place but shows nothing while the count is unknown or zero', async () => {
    const { container } = renderWithI18n(<WishlistCount />);
    const badge = screen.getByTestId('wishlist-count');
    expect(badge).toBeEmptyDOMElement();
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('shows a customer’s server total at once (German)', () => {
    const store = createWishlistStore({ mode: 'server', ids: ['a'], count: 17 });
    renderWithI18n(
      <WishlistProvider store={store} mode="server" serverIds={['a']} serverCount={17}>
        <a href="/wishlist">
          Merkzettel
          <WishlistCount />
        </a>
      </WishlistProvider>,
    );
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('17');
    expect(screen.getByRole('link')).toHaveAccessibleName(/^Merkzettel ?\(17 Artikel auf dem Merkzettel\)$/);
  });

  it('reads a visitor’s local list after mounting (French)', () => {
    const data = new Map([[wishlistStorageKey, '["a","b","c"]']]);
    const local = createLocalWishlist({ getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) });
    const store = createWishlistStore({ mode: 'local', local });
    renderWithI18n(
      <WishlistProvider store={store} mode="local">
        <WishlistCount />
      </WishlistProvider>,
      'fr',
    );
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('3');
    expect(screen.getByText('(3 articles dans la liste d’envies)')).toBeInTheDocument();
  });
});
