import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FreeShippingProgress } from './free-shipping-progress';
import { cartFixture } from './test-fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('FreeShippingProgress', () => {
  it('tells the amount left and exposes the progress values', async () => {
    const { container } = renderWithI18n(<FreeShippingProgress cart={cartFixture()} threshold={50} />, 'en');
    expect(plain(screen.getByText(/more for free shipping/).textContent)).toBe('Only CHF 33.89 more for free shipping');
    const bar = screen.getByRole('progressbar', { name: 'Progress towards free shipping' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '50');
    expect(bar).toHaveAttribute('aria-valuenow', '16.11');
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe('Only CHF 33.89 more for free shipping');
    await expectNoAxeViolations(container);
  });

  it('says when shipping is free', () => {
    renderWithI18n(<FreeShippingProgress cart={cartFixture()} threshold={10} />, 'de');
    expect(screen.getByText('Ihre Bestellung wird kostenlos versandt')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  });

  it('speaks French', () => {
    renderWithI18n(<FreeShippingProgress cart={cartFixture()} threshold={50} />, 'fr');
    expect(plain(screen.getByText(/livraison gratuite/).textContent)).toBe('Plus que CHF 33.89 pour la livraison gratuite');
  });
});
