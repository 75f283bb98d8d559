import { useMatches } from '@remix-run/react';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { useLanguage } from '../lib/i18n/language';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { pageIdOf } from '../page-paths';

/**
 * Breadcrumb trails of the account and service pages, with their translated labels. Catalogue and
 * search pages build their own trails from the Store API.
 */
const trails: Record<string, readonly { label: string; path?: string }[]> = {
  account: [{ label: 'breadcrumb.myAccount', path: '/account' }, { label: 'breadcrumb.accountOverview' }],
  'account-address': [{ label: 'breadcrumb.myAccount', path: '/account' }, { label: 'breadcrumb.address' }],
  'account-order': [{ label: 'breadcrumb.myAccount', path: '/account' }, { label: 'breadcrumb.order' }],
  'account-payment': [{ label: 'breadcrumb.myAccount', path: '/account' }, { label: 'breadcrumb.payment' }],
  'account-profile': [{ label: 'breadcrumb.myAccount', path: '/account' }, { label: 'pages.account-profile.title' }],
  'account-recover': [{ label: 'breadcrumb.myAccount', path: '/account' }, { label: 'breadcrumb.recoverPassword' }],
  'account-recover-password': [{ label: 'breadcrumb.myAccount', path: '/account' }, { label: 'breadcrumb.recoverPassword' }],
  register: [{ label: 'breadcrumb.register' }],
  'reset-password': [{ label: 'breadcrumb.passwordReset' }],
  wishlist: [{ label: 'breadcrumb.wishlist' }],
  recipes: [{ label: 'breadcrumb.recipes' }],
};

export function PageBreadcrumbs() {
  const { t } = useTranslation('storefront');
  const language = useLanguage();
  const leaf = useMatches().at(-1);
  const trail = leaf ? trails[pageIdOf(leaf.id) ?? ''] : undefined;
  if (!trail) return null;
  const items: BreadcrumbItem[] = [
    { label: t('breadcrumb.home'), href: localizePath('/', language) },
    ...trail.map((step) => ({ label: t(step.label), href: step.path ? localizePath(step.path, language) : undefined })),
  ];
  return <Breadcrumbs items={items} />;
}
