import { Form, Link, useLocation } from '@remix-run/react';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import { Button, visuallyHidden } from '@gipfel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../styles/shell.css';
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
  const location = useLocation();
  // On the search page the field keeps the term that was searched for.
  const searchTerm = location.pathname === to('/search') ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={to('/')} className={styles.logo} aria-label={t('header.homeLink')}>
          {t('shopName')}
        </Link>
        {variant === 'full' ? (
          <Form method="get" action={to('/search')} role="search" className={styles.searchForm}>
            <label htmlFor="site-search" className={visuallyHidden}>
              {t('header.searchLabel')}
            </label>
            <input
              key={searchTerm}
              id="site-search"
              name="search"
              defaultValue={searchTerm}
              type="search"
              className={styles.searchInput}
              placeholder={t('header.searchPlaceholder')}
              autoComplete="off"
              maxLength={200}
            />
            <Button type="submit" variant="primary" size="md">
              {t('header.searchSubmit')}
            </Button>
          </Form>
        ) : null}
        <div className={styles.actions}>
          {variant === 'full' ? (
            <>
              <Link to={to('/wishlist')} className={styles.actionLink}>
                {t('header.wishlist')}
              </Link>
              <Link to={to('/account')} className={styles.actionLink}>
                {t('header.account')}
              </Link>
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
          <LanguageSwitcher language={language} />
        </div>
      </div>
    </header>
  );
}
