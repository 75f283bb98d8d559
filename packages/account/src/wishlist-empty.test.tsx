import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { WishlistEmpty } from './wishlist-empty';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('WishlistEmpty', () => {
  it('says the list is empty and links back to the shop, in each language', async () => {
    const { container, unmount } = renderWithI18n(<WishlistEmpty shopHref="/" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ihr Merkzettel ist leer.');
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
    unmount();
    renderWithI18n(<WishlistEmpty shopHref="/fr/" />, 'fr');
    expect(screen.getByRole('link', { name: 'Continuer vos achats' })).toHaveAttribute('href', '/fr/');
  });
});
