import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { WishlistNotice } from './wishlist-notice';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('WishlistNotice', () => {
  it('explains that a visitor’s wishlist needs JavaScript or signing in (English)', async () => {
    const { container } = renderWithI18n(<WishlistNotice kind="needsJavaScript" loginHref="/en/login?redirectTo=%2Fen%2Fwishlist" />, 'en');
    expect(screen.getByText(/Without JavaScript the wishlist is only kept for signed-in customers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login?redirectTo=%2Fen%2Fwishlist');
    await expectNoAxeViolations(container);
  });

  it('reports a list that could not be loaded as an alert (German)', () => {
    renderWithI18n(<WishlistNotice kind="loadFailed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Merkzettel konnte nicht geladen werden.');
  });
});
