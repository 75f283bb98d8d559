import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AppLinkProps } from './link';
import { NavigationDrawer } from './navigation-drawer';
import { AccountIcon, CartIcon, HeaderIconLabel, HeaderIconLink, HeaderTextLink, ShopHeader, WishlistIcon, type ShopHeaderProps } from './shop-header';
import { countPill } from './count-pill.css';
import * as styles from './shop-header.css';
import { renderWithI18n, seriousA11yViolations } from './test-support';

function Header({ cartCount = 0, ...props }: Partial<ShopHeaderProps> & { cartCount?: number }) {
  return (
    <ShopHeader
      homeHref="/"
      homeLabel="Gipfel – zur Startseite"
      logo="Gipfel"
      menu={(placement) => <NavigationDrawer items={[{ id: 'sale', name: 'Aktionen', href: '/aktionen' }]} {...placement} />}
      search={({ className }) => (
        <form role="search" className={className} data-testid="search">
          <label htmlFor="q">Suchbegriff</label>
          <input id="q" type="search" />
        </form>
      )}
      actions={
        <>
          <HeaderIconLink href="/wishlist" icon={<WishlistIcon />} label="Merkzettel" data-testid="header-wishlist" />
          <HeaderIconLink href="/login" icon={<AccountIcon />} label="Anmelden" />
          <HeaderIconLink href="/checkout/cart" icon={<CartIcon />} label="Warenkorb" count={cartCount} countLabel={`Warenkorb, ${cartCount} Artikel`} data-testid="header-cart" />
        </>
      }
      settings={<a href="/en/">English</a>}
      {...props}
    />
  );
}

describe('ShopHeader', () => {
  it('full: menu, home link, search, named icon links and the settings in one banner', async () => {
    renderWithI18n(<Header cartCount={2} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Gipfel – zur Startseite' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('search')).toHaveClass(styles.search);
    expect(within(banner).getByRole('link', { name: 'Merkzettel' })).toHaveAttribute('href', '/wishlist');
    expect(within(banner).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toHaveAttribute('href', '/checkout/cart');
    // The settings are in the row from `md` up, in the menu on phones.
    expect(within(banner).getByRole('link', { name: 'English' }).parentElement).toHaveClass(styles.settingsWide);
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('gives the menu its place: hidden from md up, the button pulled to the edge', () => {
    renderWithI18n(<Header />);
    expect(screen.getByTestId('navigation-menu')).toHaveClass(styles.menu);
    expect(screen.getByRole('button', { name: 'Menü' })).toHaveClass(styles.menuTrigger);
  });

  it('reduced: no menu and no search, the settings stay visible on phones', () => {
    renderWithI18n(<Header variant="reduced" actions={<HeaderTextLink href="/">Zurück zum Shop</HeaderTextLink>} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Menü' })).toBeNull();
    expect(within(banner).queryByRole('search')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Zurück zum Shop' })).toHaveClass(styles.textLink);
    const settings = within(banner).getByRole('link', { name: 'English' }).parentElement;
    expect(settings).toHaveClass(styles.settings);
    expect(settings).not.toHaveClass(styles.settingsWide);
  });

  it('renders its links with the host link component', () => {
    const HostLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function HostLink({ href, children, ...props }, ref) {
      return (
        <a ref={ref} href={`/host${href}`} data-host="" {...props}>
          {children}
        </a>
      );
    });
    renderWithI18n(
      <ShopHeader
        homeHref="/"
        homeLabel="Startseite"
        logo="Gipfel"
        linkComponent={HostLink}
        actions={<HeaderIconLink href="/wishlist" icon={<WishlistIcon />} label="Merkzettel" linkComponent={HostLink} />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/host/');
    expect(screen.getByRole('link', { name: 'Merkzettel' })).toHaveAttribute('data-host');
  });

  it('renders the banner on the server, for shoppers without JavaScript', () => {
    const html = renderToString(<ShopHeader homeHref="/" homeLabel="Startseite" logo="Gipfel" actions={<HeaderTextLink href="/">Zurück</HeaderTextLink>} />);
    expect(html).toMatch(/^<header class="[^"]+"><div/);
    expect(html).toContain('aria-label="Startseite"');
  });
});

describe('HeaderIconLink', () => {
  it('is named by its word, which is a screen-reader-only text on phones; the icon is decorative', () => {
    renderWithI18n(<HeaderIconLink href="/wishlist" icon={<WishlistIcon />} label="Merkzettel" />);
    const link = screen.getByRole('link', { name: 'Merkzettel' });
    expect(link).toHaveClass(styles.iconLink);
    expect(within(link).getByText('Merkzettel')).toHaveClass(styles.label);
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('shows a count on a badge hidden from screen readers and says it in the name', () => {
    renderWithI18n(<HeaderIconLink href="/cart" icon={<CartIcon />} label="Warenkorb" count={3} countLabel="Warenkorb, 3 Artikel" />);
    const link = screen.getByRole('link', { name: 'Warenkorb, 3 Artikel' });
    const badge = within(link).getByText('3');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveClass(countPill, styles.badge);
    // Word and count are separate words of the visible text, as in the name (axe label-content-name-mismatch).
    expect(link.textContent).toBe('Warenkorb 3');
  });

  it('names a count as "label, count" without a count label', () => {
    renderWithI18n(<HeaderIconLink href="/cart" icon={<CartIcon />} label="Cart" count={12} />);
    expect(screen.getByRole('link')).toHaveAccessibleName('Cart, 12');
  });

  it.each([0, null, undefined])('has no badge and no count in its name for a count of %s', (count) => {
    renderWithI18n(<HeaderIconLink href="/cart" icon={<CartIcon />} label="Warenkorb" count={count} countLabel="Warenkorb, 0 Artikel" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Warenkorb');
    expect(link.querySelector(`.${countPill}`)).toBeNull();
    expect(link).toHaveTextContent(/^Warenkorb$/);
  });

  it('places a host badge on the icon', () => {
    renderWithI18n(<HeaderIconLink href="/wishlist" icon={<WishlistIcon />} label="Merkzettel" badge={({ className }) => <span className={className} data-testid="own-badge" />} />);
    expect(screen.getByTestId('own-badge')).toHaveClass(styles.badge);
  });

  it('passes anchor attributes and clicks through to the link', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithI18n(<HeaderIconLink href="/cart" icon={<CartIcon />} label="Warenkorb" data-testid="header-cart" onClick={onClick} />);
    await userEvent.setup().click(screen.getByTestId('header-cart'));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('HeaderIconLabel and HeaderTextLink', () => {
  it('label a host icon control and style a word link', () => {
    renderWithI18n(
      <>
        <details>
          <summary>
            <AccountIcon />
            <HeaderIconLabel>Hallo Anna</HeaderIconLabel>
          </summary>
        </details>
        <HeaderTextLink href="/register" className="extra">
          Registrieren
        </HeaderTextLink>
      </>,
    );
    expect(screen.getByText('Hallo Anna')).toHaveClass(styles.label);
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveClass(styles.textLink, 'extra');
  });
});
