/**
 * The part of the route table the browser reads (docs/performance.md, 2026-12-02): the home pages'
 * prefixes, a page's id from its mounted route id, and which pages render page-only text
 * namespaces. The full table (files, layouts, the route tree) stays in app/route-table.ts, which
 * re-exports these and takes each page's `texts` from `pageTextPaths`: the browser bundle does not
 * carry the list of every page.
 */

import { homePrefixesOf, shopLanguagesVariable } from './lib/config/shop-languages';

/** `SHOP_LANGUAGES` as the build saw it: Vite writes it into both bundles (vite.config.ts). */
declare const __SHOP_LANGUAGES_AT_BUILD__: string | undefined;

function shopLanguagesAtBuild(): string | undefined {
  if (typeof __SHOP_LANGUAGES_AT_BUILD__ !== 'undefined') return __SHOP_LANGUAGES_AT_BUILD__;
  return typeof process !== 'undefined' ? process.env[shopLanguagesVariable] : undefined;
}

/**
 * URL prefix per language (`{ de: '', en: 'en' }`) of the shop's languages at build time
 * (`SHOP_LANGUAGES` or the demo's): a home page is mounted per prefix. Read here, not from
 * `@gipfel/i18n`, because Vite loads this file with its config, before workspace TypeScript can be
 * resolved; the start-up refuses a `SHOP_LANGUAGES` whose prefixes differ (env.server.ts).
 */
export const routePrefixes: Readonly<Record<string, string>> = homePrefixesOf(shopLanguagesAtBuild());

/** `.<language>` of the home pages the build mounted per prefix (`home.it`): the configured languages, no list of our own. */
const languageSuffix = new RegExp(`\\.(${Object.keys(routePrefixes).map((code) => code.replace(/[^a-z0-9-]/gi, '')).join('|')})$`);

/** The page's id in the route table, from a mounted route id such as `home.fr`. */
export function pageIdOf(mountedRouteId: string | undefined): string | undefined {
  return mountedRouteId?.replace(languageSuffix, '');
}

/**
 * Text namespaces only some pages render (their packages are used by those pages alone); every
 * other namespace is the shell's and goes with every page. Keeping these out of the rest saves
 * each page's hydration data about 6 KB raw.
 */
export const pageOnlyNamespaces = ['recipes', 'checkout'] as const;
export type PageOnlyNamespace = (typeof pageOnlyNamespaces)[number];

/**
 * The pages that render page-only namespaces, by their path in the route table (without language,
 * `:name` for a parameter): the root loader sends these namespaces only to them. No other page's
 * path matches one of these patterns (route-table.test.ts checks it against the whole table).
 */
export const pageTextPaths: Readonly<Record<string, readonly PageOnlyNamespace[]>> = {
  'checkout/cart': ['checkout'],
  checkout: ['checkout'],
  'checkout/success/:id': ['checkout'],
  'checkout/success/:id/paid': ['checkout'],
  'checkout/success/:id/unpaid': ['checkout'],
  recipes: ['recipes'],
  'recipes/:slug': ['recipes'],
  'recipes/:slug/print': ['recipes'],
};

const noNamespaces: readonly PageOnlyNamespace[] = [];

/** The page-only text namespaces of the page at `pathname` (with its language prefix, if any). */
export function pageTextNamespaces(pathname: string): readonly PageOnlyNamespace[] {
  const all = pathname.split('/').filter(Boolean);
  const prefixes = Object.values(routePrefixes).filter(Boolean);
  const segments = all[0] && prefixes.includes(all[0]) ? all.slice(1) : all;
  for (const [path, namespaces] of Object.entries(pageTextPaths)) {
    const pattern = path.split('/');
    if (pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i])) return namespaces;
  }
  return noNamespaces;
}
