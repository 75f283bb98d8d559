import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderOutcome } from './order-outcome';
import { getLatestTransaction } from './order-payment';
import { onlineOrderInState, orderFixture, orderInState } from './test-fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('OrderOutcome', () => {
  it('shows an invoice order (open by design) as received, with contact and no retry', async () => {
    // The Shopware fixture: an invoice transaction, not paid yet, nothing failed.
    const { container } = renderWithI18n(<OrderOutcome order={orderFixture()} retryHref="/account/order/28118" contactHref="/contact" />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText(/We have received your order 28118\. You pay for it as your payment method provides/)).toBeInTheDocument();
    expect(screen.queryByText(/not paid yet|Please try again/)).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-payment-state', 'open');
    expect(screen.queryByRole('link', { name: 'Retry payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(container);
  });

  it('shows a card payment the shopper did not complete as not paid yet, with retry', () => {
    renderWithI18n(<OrderOutcome order={onlineOrderInState('open')} retryHref="/retry" contactHref="/contact" />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'We have received your order, but it is not paid yet' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-payment-state', 'pending');
    expect(screen.getByRole('link', { name: 'Retry payment' })).toHaveAttribute('href', '/retry');
  });

  it('shows a failed payment with retry and contact', async () => {
    const { container } = renderWithI18n(<OrderOutcome order={orderInState('failed')} retryHref="/account/order/28118" contactHref="/kontakt" />, 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Bestellung ist eingegangen, aber noch nicht bezahlt' })).toBeInTheDocument();
    expect(screen.getByText(/Die Zahlung für die Bestellung 28118 wurde nicht abgeschlossen/)).toBeInTheDocument();
    expect(screen.getByText('Bestellnummer').nextElementSibling).toHaveTextContent('28118');
    expect(plain(screen.getByText('Gesamtbetrag').nextElementSibling!.textContent)).toBe('CHF 100.00');
    expect(screen.getByText('Zahlungsart').nextElementSibling).toHaveTextContent('Invoice');
    expect(screen.getByText('Bestelldatum').nextElementSibling).toHaveTextContent('14. Dezember 2023');
    expect(screen.getByRole('link', { name: 'Zahlung erneut versuchen' })).toHaveAttribute('href', '/account/order/28118');
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
    await expectNoAxeViolations(container);
  });

  it('retries with a callback, or offers contact only when the payment cannot change', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithI18n(<OrderOutcome order={orderInState('failed')} onRetry={onRetry} contactHref="/contact" />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    renderWithI18n(<OrderOutcome order={orderInState('cancelled')} retryHref="/retry" paymentChangeable={false} contactHref="/contact" />, 'en');
    expect(screen.queryByRole('link', { name: 'Retry payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('offers a form that chooses a payment method and pays again, with the current method preselected', async () => {
    const order = orderInState('failed');
    const current = getLatestTransaction(order)?.paymentMethodId ?? '';
    const methods = [
      { id: 'a'.repeat(32), name: 'Kreditkarte' },
      { id: current, name: 'Rechnung' },
    ];
    const { container } = renderWithI18n(<OrderOutcome order={order} retryAction="/checkout/success/x/unpaid" paymentMethods={methods} contactHref="/kontakt" />, 'de');
    const group = screen.getByRole('group', { name: 'Zahlungsart wählen' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rechnung' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kreditkarte' })).not.toBeChecked();
    const form = screen.getByRole('button', { name: 'Zahlung erneut versuchen' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/checkout/success/x/unpaid');
    const fields = new FormData(form);
    expect(fields.get('intent')).toBe('retry-payment');
    expect(fields.get('orderId')).toBe(order.id);
    expect(fields.get('paymentMethodId')).toBe(current);
    expect(screen.queryByRole('link', { name: 'Zahlung erneut versuchen' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says why the last retry failed, in French', () => {
    renderWithI18n(
      <OrderOutcome order={orderInState('failed')} retryAction="/retry" paymentMethods={[{ id: 'b'.repeat(32), name: 'Carte' }]} retryError="paymentMethodNotFound" contactHref="/contact" />,
      'fr',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Le moyen de paiement choisi n’existe pas.');
    expect(screen.getByRole('radio', { name: 'Carte' })).toBeChecked();
  });

  it('shows a paid order without actions, locked against changes', async () => {
    const { container } = renderWithI18n(<OrderOutcome order={orderInState('paid')} retryHref="/retry" contactHref="/contact" headingLevel={2} />, 'fr');
    expect(screen.getByRole('heading', { level: 2, name: 'Merci pour votre commande' })).toBeInTheDocument();
    expect(screen.getByText(/Votre commande 28118 est payée/)).toBeInTheDocument();
    expect(screen.getByText('Une commande payée ne peut plus être modifiée.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
