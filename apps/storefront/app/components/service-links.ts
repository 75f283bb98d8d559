import { localizePath, type LanguageCode } from '@gipfel/i18n';
import type { NavItem } from '../lib/navigation.server';

/** An internal path as the router matches it: routes match without regard to case or a trailing slash. */
function routeKey(href: string): string {
  return href.replace(/[?#].*$/, '').replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The shop's service navigation, then the storefront's own service pages (contact form, news …).
 * A shop entry whose path one of those routes takes is left out: the shop's "Contact" category is
 * `/fr/Contact/` (`/en/Contact/`), which the `contact` route takes (routes ignore case) and answers
 * with 404, so the menu and footer showed "Contact" beside "Formulaire de contact" for one route.
 */
export function serviceLinks(service: readonly NavItem[], ownPages: ReadonlyArray<{ id: string; name: string; path: string }>, language: LanguageCode): NavItem[] {
  const own: NavItem[] = ownPages.map(({ id, name, path }) => ({ id, name, href: localizePath(path, language), external: false, newTab: false, children: [] }));
  const ownRoutes = new Set(own.map((item) => routeKey(item.href!)));
  return [...service.filter((item) => !item.href || item.external || !ownRoutes.has(routeKey(item.href))), ...own];
}
