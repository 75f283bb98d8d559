import { Link } from '@remix-run/react';
import { WishlistCount } from '@gipfel/account';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import type { SiteNavigation } from '@gipfel/cms';
import * as styles from '../styles/shell.css';
import { useLayoutCustomer } from '../layouts/use-layout-navigation';
import { AccountMenu } from './account-menu';
import { CartIcon, WishlistIcon } from './header-icons';
import { HeaderSearch } from './header-search';
import { CountrySwitcher } from './country-switcher';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { useSideCart } from './side-cart-host';
import { SiteMenu } from './site-menu';

export interface SiteHeaderProps {
  language: LanguageCode;
  /** Items in the cart, when known. */
  cartCount?: number | null;
  /** Checkout and auth pages show a reduced header: no search, no shop actions. */
  variant?: 'full' | 'reduced';
  /** The site navigation for the phone menu (full header only). */
  navigation?: SiteNavigation | null;
}

/**
 * Phones first: below `md` one row of menu button, logo and icon links (names for screen readers,
 * 44 px targets) with the search field under it; the switches live in the menu. From `md` up the
 * icons get their words and the switches come back into the row.
 */
export function SiteHeader({ language, variant = 'full', cartCount: layoutCount = null, navigation }: SiteHeaderProps) {
  const { t } = useTranslation('storefront');
  // With JavaScript the cart link opens the side cart, whose store also knows the other tabs' changes.
  const sideCart = useSideCart();
  const cartCount = sideCart?.count ?? layoutCount;
  const to = (path: string) => localizePath(path, language);
  const customer = useLayoutCustomer();
  const full = variant === 'full';
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        {full ? <SiteMenu language={language} navigation={navigation} /> : null}
        <Link to={to('/')} className={styles.logo} aria-label={t('header.homeLink')}>
          {t('shopName')}
        </Link>
        {full ? <HeaderSearch language={language} className={styles.searchForm} /> : null}
        <div className={styles.actions}>
          {full ? (
            <>
              <Link to={to('/wishlist')} className={styles.iconAction} data-testid="header-wishlist">
                <WishlistIcon />
                <span className={styles.actionLabel}>{t('header.wishlist')}</span>
                <WishlistCount className={styles.iconBadge} />
              </Link>
              <AccountMenu language={language} customer={customer} />
              <Link
                to={to('/checkout/cart')}
                className={styles.iconAction}
                aria-label={cartCount ? t('cart.headerCount', { count: cartCount }) : undefined}
                data-testid="header-cart"
                onClick={(event) => {
                  const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
                  if (plainClick && sideCart?.openSideCart()) event.preventDefault();
                }}
              >
                <CartIcon />
                <span className={styles.actionLabel}>{t('header.cart')}</span>
                {cartCount ? (
                  <span className={`${styles.cartBadge} ${styles.iconBadge}`} aria-hidden="true">
                    {cartCount}
                  </span>
                ) : null}
              </Link>
            </>
          ) : (
            <Link to={to('/')} className={styles.actionLink}>
              {t('checkoutHeader.backToShop')}
            </Link>
          )}
          {/* On phones the full header's switches are in the menu. */}
          <div className={full ? styles.settingsWide : styles.settings}>
            {full ? <CurrencySwitcher /> : null}
            {full ? <CountrySwitcher /> : null}
            <LanguageSwitcher language={language} />
          </div>
        </div>
      </div>
    </header>
  );
}
