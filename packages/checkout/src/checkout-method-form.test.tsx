import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutMethodForm } from './checkout-method-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const methods = [
  { id: 'a'.repeat(32), name: 'Rechnung', description: 'Zahlbar innert 30 Tagen.' },
  { id: 'b'.repeat(32), name: 'Kreditkarte', description: '' },
];

describe('CheckoutMethodForm', () => {
  it.each([
    ['de', 'Zahlungsart', 'Zahlungsart übernehmen'],
    ['en', 'Payment method', 'Use this payment method'],
    ['fr', 'Mode de paiement', 'Choisir ce mode de paiement'],
  ] as const)('offers the methods as radio buttons with the chosen one checked (%s)', async (language, heading, submit) => {
    const { container } = renderWithI18n(<CheckoutMethodForm kind="payment" methods={methods} selectedId={'b'.repeat(32)} enabled action="/checkout" />, language);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Rechnung/ })).toHaveAttribute('name', 'paymentMethodId');
    expect(container.querySelector('input[name="intent"]')).toHaveValue('payment');
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('is disabled until the steps before are complete, and says why a choice failed', () => {
    renderWithI18n(<CheckoutMethodForm kind="shipping" methods={methods} selectedId={null} enabled={false} error="shippingFailed" action="/checkout" />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('This shipping method is not available.');
    expect(screen.getByRole('radio', { name: /Rechnung/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Rechnung/ })).toHaveAttribute('name', 'shippingMethodId');
  });

  it('says when there is no method to choose', () => {
    renderWithI18n(<CheckoutMethodForm kind="payment" methods={[]} selectedId={null} enabled action="/checkout" />, 'fr');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Aucun mode n’est disponible pour le moment.')).toBeInTheDocument();
  });
});
