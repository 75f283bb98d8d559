import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CheckoutSteps } from './checkout-steps-nav';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const hrefs = { delivery: '/checkout/delivery', shipping: '/checkout/shipping', payment: '/checkout/payment', summary: '/checkout/summary' };

describe('CheckoutSteps', () => {
  it('lists the four steps in order and marks the current one', async () => {
    const { container } = renderWithI18n(<CheckoutSteps current="payment" hrefs={hrefs} />, 'de');
    const nav = screen.getByRole('navigation', { name: 'Bestellschritte' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Adresse (erledigt)', 'Versand (erledigt)', 'Zahlung', 'Übersicht']);
    expect(within(nav).getByText('Zahlung')).toHaveAttribute('aria-current', 'step');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: /^Adresse\s*\(erledigt\)$/ })).toHaveAttribute('href', '/checkout/delivery');
    expect(within(nav).queryByRole('link', { name: 'Übersicht' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('links only the steps the state lets the shopper enter', () => {
    renderWithI18n(<CheckoutSteps current="delivery" hrefs={hrefs} state={{ hasAddress: true }} />, 'en');
    expect(screen.getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/checkout/shipping');
    expect(screen.queryByRole('link', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.getByText('Address')).toHaveAttribute('aria-current', 'step');
  });

  it('leaves out the shipping step of a virtual cart', () => {
    renderWithI18n(<CheckoutSteps current="payment" hrefs={hrefs} state={{ hasAddress: true, virtual: true }} />, 'de');
    const nav = screen.getByRole('navigation', { name: 'Bestellschritte' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Adresse (erledigt)', 'Zahlung', 'Übersicht']);
  });

  it('speaks French', () => {
    renderWithI18n(<CheckoutSteps current="summary" />, 'fr');
    expect(screen.getByRole('navigation', { name: 'Étapes de la commande' })).toBeInTheDocument();
    expect(screen.getByText('Récapitulatif')).toHaveAttribute('aria-current', 'step');
  });
});
