import { NavLink, Outlet } from '@remix-run/react';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { PageFrame } from '../components/page-frame';
import { RouteError } from '../components/route-error';
import { useLanguage } from '../lib/i18n/language';
import { loadLayoutData } from './layout-data.server';
import { useLayoutNavigation } from './use-layout-navigation';
import * as styles from '../styles/shell.css';

const sections = [
  { path: '/account', label: 'breadcrumb.accountOverview', end: true },
  { path: '/account/profile', label: 'pages.account-profile.title', end: false },
  { path: '/account/address', label: 'breadcrumb.address', end: false },
  { path: '/account/order', label: 'breadcrumb.order', end: false },
  { path: '/account/payment', label: 'breadcrumb.payment', end: false },
] as const;

export const loader = loadLayoutData;

/** The account area: a section menu beside the page. */
export default function AccountLayout() {
  const { t } = useTranslation('storefront');
  const language = useLanguage();
  return (
    <PageFrame navigation={useLayoutNavigation()}>
      <div className={styles.accountGrid}>
        <nav aria-label={t('accountNav.label')} className={styles.sideNav}>
          {sections.map((s) => (
            <NavLink key={s.path} to={localizePath(s.path, language)} end={s.end} className={styles.sideNavLink}>
              {t(s.label)}
            </NavLink>
          ))}
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </PageFrame>
  );
}

export function ErrorBoundary() {
  return (
    <PageFrame navigation={useLayoutNavigation()}>
      <RouteError />
    </PageFrame>
  );
}
