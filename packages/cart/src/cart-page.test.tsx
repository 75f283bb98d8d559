import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@gipfel/api';
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
});
