import { type LanguageCode } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import type { NavItem } from '@gipfel/cms';

/** An internal path as the router matches it: our routes match in their own case, a trailing slash aside. */
function routeKey(href: string): string {
  return href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

/**
 * The shop's service navigation, then the storefront's own service pages (contact form, news …).
 * A shop entry whose path one of those routes takes is left out (it would open our page twice).
 * Our routes match case-sensitively (decision 0034), so the shop's "Contact" page `/fr/Contact/`
 * is its own page (the catch-all) and stays beside our "Formulaire de contact" (`/fr/contact`).
 */
export function serviceLinks(service: readonly NavItem[], ownPages: ReadonlyArray<{ id: string; name: string; path: string }>, language: LanguageCode): NavItem[] {
  const own: NavItem[] = ownPages.map(({ id, name, path }) => ({ id, name, href: localizePath(path, language), external: false, newTab: false, children: [] }));
  const ownRoutes = new Set(own.map((item) => routeKey(item.href!)));
  return [...service.filter((item) => !item.href || item.external || !ownRoutes.has(routeKey(item.href))), ...own];
}
