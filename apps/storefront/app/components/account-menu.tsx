import { Link, useLocation } from '@remix-run/react';
import { type LanguageCode, useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { AccountIcon, HeaderIconLabel, HeaderIconLink, HeaderTextLink, hideOnMobile } from '@gipfel/ui';
import { useEffect, useRef } from 'react';
import type { CustomerSummary } from '@gipfel/account';
import * as styles from '../styles/account-menu.css';
import { HeaderLink } from './header-link';

export interface AccountMenuProps {
  language: LanguageCode;
  /** The shopper from the layout's loader; visitors and guests get the sign-in links. */
  customer: CustomerSummary | null;
}

/**
 * The header's account entry. Visitors (and guests) see "Sign in" and "Register"; a logged-in
 * customer gets a `<details>` menu (keyboard usable, works before JavaScript loads) with the
 * account pages and the sign-out button, a POST form.
 */
export function AccountMenu({ language, customer }: AccountMenuProps) {
  const { t } = useTranslation('account');
  const to = (path: string) => localizePath(path, language);
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [location.pathname]);

  // Escape closes the open menu and returns focus to its trigger.
  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.removeAttribute('open');
      menu.querySelector('summary')?.focus();
    };
    menu.addEventListener('keydown', onKey);
    return () => menu.removeEventListener('keydown', onKey);
  }, [customer?.role]);

  if (customer?.role !== 'customer') {
    return (
      <div className={styles.visitorLinks} data-testid="account-menu">
        <HeaderIconLink href={to('/login')} linkComponent={HeaderLink} icon={<AccountIcon />} label={t('accountMenu.signIn')} />
        {/* On phones the sign-in page offers registration. */}
        <HeaderTextLink href={to('/register')} linkComponent={HeaderLink} className={hideOnMobile}>
          {t('accountMenu.register')}
        </HeaderTextLink>
      </div>
    );
  }

  return (
    <details ref={ref} className={styles.menu} data-testid="account-menu">
      <summary className={styles.trigger}>
        <AccountIcon />
        <HeaderIconLabel>{customer.firstName ? t('accountMenu.hello', { firstName: customer.firstName }) : t('accountMenu.helloNoName')}</HeaderIconLabel>
      </summary>
      <nav aria-label={t('accountMenu.label')}>
        <ul className={styles.panel}>
          {(
            [
              ['/account', 'overview'],
              ['/account/profile', 'profile'],
              ['/account/address', 'addresses'],
              ['/account/order', 'orders'],
            ] as const
          ).map(([path, key]) => (
            <li key={path}>
              <Link to={to(path)} className={styles.link}>
                {t(`accountMenu.${key}`)}
              </Link>
            </li>
          ))}
          <li className={styles.logout}>
            {/* A full page load on purpose: signing out drops every piece of client state. */}
            <form method="post" action={to('/account/logout')}>
              <button type="submit" className={styles.logoutButton}>
                {t('accountMenu.logout')}
              </button>
            </form>
          </li>
        </ul>
      </nav>
    </details>
  );
}
