import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OrderDetail } from './order-detail';
import { orderFixture, paymentMethodOptions } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('OrderDetail', () => {
  it('shows items, shipping costs, addresses and "pay now" for an unpaid order', async () => {
    const order = orderFixture();
    const { container } = renderWithI18n(<OrderDetail order={order} language="en" backHref="/en/account/order" paymentMethods={paymentMethodOptions} payAction="/en/account/order?order=x" />, 'en');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Order 10001');
    expect(screen.getByRole('row', { name: /Milchschokolade Extra/ })).toHaveTextContent(/2.*CHF\s4\.50.*CHF\s9\.00/);
    expect(screen.getByText('Shipping costs').nextElementSibling).toHaveTextContent(/CHF\s8\.90/);
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Bahnhofstrasse 1');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Alpweg 9');
    const pay = screen.getByRole('button', { name: 'Pay now' }).closest('form')!;
    expect(pay).toHaveAttribute('action', '/en/account/order?order=x');
    expect(Object.fromEntries(new FormData(pay))).toEqual({ intent: 'pay', orderId: order.id, paymentMethodId: paymentMethodOptions[0]!.id });
    expect(within(pay).getAllByRole('radio')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('offers nothing to pay for a paid order and lists granted downloads (German)', () => {
    renderWithI18n(<OrderDetail order={orderFixture({ payment: 'paid', withDownload: true })} language="de" downloadHref={(id) => `/download/${id}`} />);
    expect(screen.queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
    expect(screen.getByText('Diese Bestellung ist bezahlt und kann nicht mehr geändert werden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'fondue.pdf herunterladen' })).toHaveAttribute('href', '/download/dl000000000000000000000000000001');
  });

  it.each([
    ['de', "CHF\u00a01'234.50"],
    ['en', 'CHF\u00a01,234.50'],
    ['fr', 'CHF\u00a01\u202f234.50'],
  ] as const)('writes the total as the cart and checkout do (%s), not as Intl would in fr-CH or en-CH', (language, total) => {
    renderWithI18n(<OrderDetail order={{ ...orderFixture(), amountTotal: 1234.5 }} language={language} />, language);
    expect(screen.getByText(total, { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('shows the order-already-paid message with its number (French)', () => {
    renderWithI18n(<OrderDetail order={orderFixture()} language="fr" error={{ key: 'account:accountMessages.orderAlreadyPaid', params: { orderNumber: '10001' } }} />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('La commande 10001 a déjà été payée et ne peut plus être modifiée.');
  });
});
