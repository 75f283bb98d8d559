import { render, screen, within } from '@testing-library/react';
import { createRemixStub } from '@remix-run/testing';
import { I18nextProvider } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { SiteHeader, type SiteHeaderProps } from './site-header';

const layout = (customer: { role: string; firstName?: string } | null) => ({
  currency: { id: 'chf', isoCode: 'CHF' },
  currencies: [{ id: 'chf', isoCode: 'CHF' }],
  country: { id: 'ch', iso: 'CH', name: 'Schweiz' },
  countries: [{ id: 'ch', iso: 'CH', name: 'Schweiz' }],
  customer,
});

async function renderHeader(props: Omit<SiteHeaderProps, 'language'> & { language?: LanguageCode; customer?: { role: string; firstName?: string } | null }) {
  const { language = 'de', customer = null, ...header } = props;
  const Stub = createRemixStub([
    { id: 'layout-default.de', path: '/', loader: () => layout(customer), Component: () => <SiteHeader language={language} {...header} /> },
  ]);
  const view = render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
  await screen.findByRole('banner');
  return view;
}

describe('SiteHeader', () => {
  it('full: menu, home link, search, wishlist, sign-in, cart with its count, switches', async () => {
    await renderHeader({ cartCount: 3 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Gipfel – zur Startseite' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('combobox')).toBeInTheDocument();
    expect(screen.getByTestId('header-wishlist')).toHaveAttribute('href', '/wishlist');
    expect(screen.getByTestId('header-wishlist')).toHaveAccessibleName('Merkzettel');
    expect(screen.getByTestId('header-wishlist')).toContainElement(screen.getByTestId('wishlist-count'));
    expect(within(screen.getByTestId('account-menu')).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('header-cart')).toHaveAttribute('href', '/checkout/cart');
    expect(screen.getByTestId('header-cart')).toHaveAccessibleName('Warenkorb, 3 Artikel');
    expect(screen.getByTestId('header-cart')).toHaveTextContent('3');
  });

  it('full without a cart count: the cart is named by its word and has no badge', async () => {
    await renderHeader({ cartCount: 0, customer: { role: 'customer', firstName: 'Anna' } });
    expect(screen.getByTestId('header-cart')).toHaveAccessibleName('Warenkorb');
    expect(screen.getByTestId('header-cart').querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
    // A customer's account entry is a menu whose trigger carries the greeting.
    expect(within(screen.getByTestId('account-menu')).getByText('Hallo Anna')).toBeInTheDocument();
  });

  it('reduced: home link, back to the shop and the language switch only', async () => {
    await renderHeader({ variant: 'reduced', language: 'en' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(within(banner).queryByRole('combobox')).toBeNull();
    expect(screen.queryByTestId('header-cart')).toBeNull();
    expect(within(banner).getAllByRole('link').map((link) => link.textContent)).toContain('Back to the shop');
  });
});
