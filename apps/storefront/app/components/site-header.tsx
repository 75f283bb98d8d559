import { Link } from '@remix-run/react';
import { WishlistCount } from '@gipfel/account';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import * as styles from '../styles/shell.css';
import { useLayoutCustomer } from '../lib/use-layout-navigation';
import { AccountMenu } from './account-menu';
import { HeaderSearch } from './header-search';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';

export interface SiteHeaderProps {
  language: LanguageCode;
  /** Items in the cart, when known. */
  cartCount?: number | null;
  /** Checkout and auth pages show a reduced header: no search, no shop actions. */
  variant?: 'full' | 'reduced';
}

export function SiteHeader({ language, variant = 'full', cartCount = null }: SiteHeaderProps) {
  const { t } = useTranslation('storefront');
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
          <LanguageSwitcher language={language} />
        </div>
      </div>
    </header>
  );
}
