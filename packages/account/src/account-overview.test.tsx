import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AccountOverview } from './account-overview';
import { customerFixture, orderFixture } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const hrefs = { profile: '/account/profile', addresses: '/account/address', orders: '/account/order', payment: '/account/payment', order: (o: { id: string }) => `/account/order?order=${o.id}` };

describe('AccountOverview', () => {
  it('summarises profile, default addresses, latest orders and payment method', async () => {
    const { container } = renderWithI18n(<AccountOverview customer={customerFixture} latestOrders={[orderFixture()]} paymentMethodName="Rechnung" language="de" hrefs={hrefs} />);
    expect(screen.getByRole('region', { name: 'Persönliche Daten' })).toHaveTextContent(/Frau Heidi Muster.*heidi@example\.ch.*Privatkonto/);
    expect(screen.getByRole('region', { name: 'Standard-Rechnungsadresse' })).toHaveTextContent('Bahnhofstrasse 1');
    expect(screen.getByRole('region', { name: 'Standard-Lieferadresse' })).toHaveTextContent('Alpweg 9');
    expect(screen.getByRole('region', { name: 'Standard-Zahlungsart' })).toHaveTextContent('Rechnung');
    expect(screen.getByRole('link', { name: 'Details zu Bestellung 10001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Bestellungen' })).toHaveAttribute('href', '/account/order');
    await expectNoAxeViolations(container);
  });

  it('says what is missing (French)', () => {
    const customer = { ...customerFixture, defaultBillingAddress: undefined, defaultShippingAddress: undefined, accountType: 'business', company: 'Fromagerie SA' } as never;
    renderWithI18n(<AccountOverview customer={customer} latestOrders={[]} language="fr" hrefs={hrefs} />, 'fr');
    expect(screen.getAllByText('Aucune adresse enregistrée.')).toHaveLength(2);
    expect(screen.getByText('Aucun mode de paiement par défaut choisi.')).toBeInTheDocument();
    expect(screen.getByText(/Compte entreprise · Fromagerie SA/)).toBeInTheDocument();
    expect(screen.getByText('Vous n’avez encore passé aucune commande.')).toBeInTheDocument();
  });

  it('shows the newsletter status with a subscribe or unsubscribe post button', () => {
    const { unmount } = renderWithI18n(<AccountOverview customer={customerFixture} latestOrders={[]} language="en" hrefs={hrefs} newsletter={{ status: 'undefined', action: '/en/account' }} />, 'en');
    const region = screen.getByRole('region', { name: 'Newsletter' });
    expect(region).toHaveTextContent('You do not receive our newsletter.');
    const form = screen.getByRole('button', { name: 'Subscribe to the newsletter' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(new FormData(form).get('intent')).toBe('newsletter-subscribe');
    unmount();
    renderWithI18n(<AccountOverview customer={customerFixture} latestOrders={[]} language="de" hrefs={hrefs} newsletter={{ status: 'optIn', notice: 'sent' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Wir haben Ihnen eine E-Mail geschickt.');
    expect(screen.getByRole('button', { name: 'Newsletter abbestellen' })).toBeInTheDocument();
  });
});
