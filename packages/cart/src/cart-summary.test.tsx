import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CartSummary } from './cart-summary';
import { cartFixture } from './test-fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function valueOf(term: string) {
  return plain(screen.getByText(term).nextElementSibling?.textContent ?? null);
}

describe('CartSummary', () => {
  it('lists subtotal, promotion, shipping and total of the fixture in German', async () => {
    const { container } = renderWithI18n(<CartSummary cart={cartFixture()} />, 'de');
    const region = screen.getByRole('region', { name: 'Zusammenfassung' });
    expect(valueOf('Zwischensumme')).toBe('CHF 17.90');
    expect(valueOf('Rabatt: Your lucky day!')).toBe('-CHF 1.79');
    expect(valueOf('Versandkosten')).toBe('Kostenlos');
    expect(valueOf('Gesamtsumme')).toBe('CHF 16.11');
    expect(within(region).getByText('inkl. MwSt.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows shipping costs, the currency and excl. VAT for net prices', () => {
    const cart = cartFixture();
    cart.deliveries![0]!.shippingCosts!.totalPrice = 8.5;
    cart.price.taxStatus = 'net';
    renderWithI18n(<CartSummary cart={cart} currency="EUR" />, 'en');
    expect(valueOf('Shipping')).toBe('€8.50');
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
  });

  it('speaks French', () => {
    renderWithI18n(<CartSummary cart={cartFixture()} />, 'fr');
    expect(screen.getByRole('heading', { name: 'Récapitulatif' })).toBeInTheDocument();
    expect(screen.getByText('TVA incluse')).toBeInTheDocument();
  });

  it('takes another heading level, or none inside a host section that has its own', async () => {
    const { unmount } = renderWithI18n(<CartSummary cart={cartFixture()} headingLevel={3} />, 'en');
    expect(screen.getByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument();
    unmount();
    const { container } = renderWithI18n(
      <section aria-labelledby="host">
        <h2 id="host">Checkout summary</h2>
        <CartSummary cart={cartFixture()} headingLevel={false} />
      </section>,
      'en',
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(valueOf('Total')).toBe('CHF 16.11');
    await expectNoAxeViolations(container);
  });
});
