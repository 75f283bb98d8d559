import { Link } from '@remix-run/react';
import { WishlistCount } from '@gipfel/account';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import * as styles from '../styles/shell.css';
import { useLayoutCustomer } from '../lib/use-layout-navigation';
import { AccountMenu } from './account-menu';
import { HeaderSearch } from './header-search';
import { CountrySwitcher } from './country-switcher';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { useSideCart } from './side-cart-host';

export interface SiteHeaderProps {
  language: LanguageCode;
  /** Items in the cart, when known. */
  cartCount?: number | null;
  /** Checkout and auth pages show a reduced header: no search, no shop actions. */
  variant?: 'full' | 'reduced';
}

export function SiteHeader({ language, variant = 'full', cartCount: layoutCount = null }: SiteHeaderProps) {
  const { t } = useTranslation('storefront');
  // With JavaScript the cart link opens the side cart, whose store also knows the other tabs' changes.
  const sideCart = useSideCart();
  const cartCount = sideCart?.count ?? layoutCount;
  const to = (path: string) => localizePath(path, language);
  const customer = useLayoutCustomer();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={to('/')} className={styles.logo} aria-label={t('header.homeLink')}>
          {t('shopName')}
        </Link>
        {variant === 'full' ? <HeaderSearch language={language} className={styles.searchForm} /> : null}
        <div className={styles.actions}>
          {variant === 'full' ? (
            <>
              <Link to={to('/wishlist')} className={styles.actionLink} data-testid="header-wishlist">
                {t('header.wishlist')}
                <WishlistCount />
              </Link>
              <AccountMenu language={language} customer={customer} />
              <Link
                to={to('/checkout/cart')}
                className={styles.actionLink}
                aria-label={cartCount ? t('cart.headerCount', { count: cartCount }) : undefined}
                data-testid="header-cart"
                onClick={(event) => {
                  const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
                  if (plainClick && sideCart?.openSideCart()) event.preventDefault();
                }}
              >
                {t('header.cart')}
                {cartCount ? (
                  <span className={styles.cartBadge} aria-hidden="true">
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
          {variant === 'full' ? <CurrencySwitcher /> : null}
          {variant === 'full' ? <CountrySwitcher /> : null}
          <LanguageSwitcher language={language} />
        </div>
      </div>
    </header>
  );
}
