/**
 * Every route of the shop (docs/features.md), written once without a language and mounted once (decision 0034): a page
 * path gets an optional language segment (`:lang?/checkout` answers `/checkout`, `/en/checkout` and
 * `/fr/checkout`); the layouts refuse a segment that is not a language (`/es/checkout` is a 404,
 * see `requirePageLanguage`). Two paths stay per language, because an optional segment would read a
 * German SEO path such as `/Tee/` as a language: the home page (`/`, `/en`, `/fr`) and nothing else;
 * the catch-all is mounted once and reads the language from the path itself.
 */

import { pageTextPaths, routePrefixes, type PageOnlyNamespace } from './page-paths';

// The browser's part of the table lives in page-paths.ts (its bundle does not carry the list of pages).
export { pageIdOf, pageOnlyNamespaces, pageTextNamespaces, routePrefixes, type PageOnlyNamespace } from './page-paths';

export type LayoutName = 'default' | 'account' | 'auth' | 'checkout' | 'print';

export interface PageRoute {
  /** Stable id without language: the mounted route's id (the home pages of en and fr add `.en`, `.fr`). */
  id: string;
  /** Path without language prefix and without leading slash; '' is the home page. */
  path: string;
  /** Module under app/, relative. */
  file: string;
  layout: LayoutName;
  /**
   * Page-only text namespaces the page renders (see `pageOnlyNamespaces`), e.g. `['recipes']`:
   * the root loader sends them only to these pages; taken from `pageTextPaths` (page-paths.ts).
   */
  texts?: readonly PageOnlyNamespace[];
}

export const layoutFiles: Record<LayoutName, string> = {
  default: 'layouts/default-layout.tsx',
  account: 'layouts/account-layout.tsx',
  auth: 'layouts/auth-layout.tsx',
  checkout: 'layouts/checkout-layout.tsx',
  print: 'layouts/print-layout.tsx',
};

const pages: readonly Omit<PageRoute, 'texts'>[] = [
  { id: 'home', path: '', file: 'pages/home.tsx', layout: 'default' },
  { id: 'account', path: 'account', file: 'pages/account/overview.tsx', layout: 'account' },
  { id: 'account-address', path: 'account/address', file: 'pages/account/address.tsx', layout: 'account' },
  { id: 'account-order', path: 'account/order', file: 'pages/account/order.tsx', layout: 'account' },
  // The order mail's deep link of a guest (Shopware's frontend.account.order.single.page): no sign-in, the guest authenticates with email and postal code.
  { id: 'account-order-guest', path: 'account/order/:deepLinkCode', file: 'pages/account/guest-order.tsx', layout: 'default' },
  { id: 'account-payment', path: 'account/payment', file: 'pages/account/payment.tsx', layout: 'account' },
  { id: 'account-profile', path: 'account/profile', file: 'pages/account/profile.tsx', layout: 'account' },
  { id: 'account-recover', path: 'account/recover', file: 'pages/account/recover.tsx', layout: 'default' },
  { id: 'account-recover-password', path: 'account/recover/password', file: 'pages/account/recover-password.tsx', layout: 'default' },
  { id: 'account-logout', path: 'account/logout', file: 'pages/account/logout.tsx', layout: 'default' },
  { id: 'registration-confirm', path: 'registration/confirm', file: 'pages/registration-confirm.tsx', layout: 'default' },
  { id: 'checkout-cart', path: 'checkout/cart', file: 'pages/checkout/cart.tsx', layout: 'checkout' },
  { id: 'checkout', path: 'checkout', file: 'pages/checkout/checkout.tsx', layout: 'checkout' },
  { id: 'checkout-success', path: 'checkout/success/:id', file: 'pages/checkout/success.tsx', layout: 'default' },
  { id: 'checkout-success-paid', path: 'checkout/success/:id/paid', file: 'pages/checkout/success-paid.tsx', layout: 'default' },
  { id: 'checkout-success-unpaid', path: 'checkout/success/:id/unpaid', file: 'pages/checkout/success-unpaid.tsx', layout: 'default' },
  { id: 'login', path: 'login', file: 'pages/login.tsx', layout: 'auth' },
  { id: 'register', path: 'register', file: 'pages/register.tsx', layout: 'auth' },
  { id: 'reset-password', path: 'reset-password', file: 'pages/reset-password.tsx', layout: 'default' },
  { id: 'search', path: 'search', file: 'pages/search.tsx', layout: 'default' },
  { id: 'wishlist', path: 'wishlist', file: 'pages/wishlist.tsx', layout: 'default' },
  { id: 'news', path: 'news', file: 'pages/news.tsx', layout: 'default' },
  { id: 'blog-post', path: 'news/blog/:id', file: 'pages/blog-post.tsx', layout: 'default' },
  { id: 'newsletter-subscribe', path: 'newsletter-subscribe', file: 'pages/newsletter-subscribe.tsx', layout: 'default' },
  { id: 'platform', path: 'shopware', file: 'pages/platform.tsx', layout: 'default' },
  { id: 'contact', path: 'contact', file: 'pages/service-form.tsx', layout: 'default' },
  { id: 'repair-request', path: 'repair-request', file: 'pages/service-form.tsx', layout: 'default' },
  { id: 'return', path: 'return', file: 'pages/service-form.tsx', layout: 'default' },
  { id: 'warranty', path: 'warranty', file: 'pages/service-form.tsx', layout: 'default' },
  { id: 'recipes', path: 'recipes', file: 'pages/recipes/listing.tsx', layout: 'default' },
  { id: 'recipe', path: 'recipes/:slug', file: 'pages/recipes/detail.tsx', layout: 'default' },
  { id: 'recipe-print', path: 'recipes/:slug/print', file: 'pages/recipes/print.tsx', layout: 'print' },
  { id: 'catch-all', path: '*', file: 'pages/catch-all.tsx', layout: 'default' },
];

export const pageRoutes: readonly PageRoute[] = pages.map((route) => (Object.hasOwn(pageTextPaths, route.path) ? { ...route, texts: pageTextPaths[route.path] } : route));

/**
 * The pages whose forms carry photos (the service forms): their posts get the large body cap, in
 * the storefront (body-limit.server.ts) and at the edge (deploy/nginx/render.ts).
 */
export const uploadPageIds: readonly string[] = pageRoutes.filter((route) => route.file === 'pages/service-form.tsx').map((route) => route.id);

/** Resource routes (no UI), mounted once: they carry the locale in their own parameters. */
export const resourceRoutes: readonly { id: string; path: string; file: string }[] = [
  { id: 'api-translations', path: 'api/translations/:locale', file: 'resources/translations.ts' },
  { id: 'api-texts', path: 'api/texts/:language', file: 'resources/texts.ts' },
  { id: 'api-store', path: 'api/store/*', file: 'resources/store-proxy.ts' },
  { id: 'api-context', path: 'api/context', file: 'resources/context.ts' },
  { id: 'api-consent', path: 'api/consent', file: 'resources/consent.ts' },
  { id: 'api-search-suggest', path: 'api/search-suggest', file: 'resources/search-suggest.ts' },
  { id: 'api-listing', path: 'api/listing/:categoryId', file: 'resources/listing.ts' },
  { id: 'api-search-results', path: 'api/search-results', file: 'resources/search-results.ts' },
  { id: 'api-wishlist', path: 'api/wishlist', file: 'resources/wishlist.ts' },
  { id: 'api-captcha', path: 'api/captcha', file: 'resources/captcha.ts' },
  { id: 'api-captcha-challenge', path: 'api/captcha/challenge', file: 'resources/captcha-challenge.ts' },
];

export interface MountedRoute {
  id: string;
  path: string | undefined;
  file: string;
  index: boolean;
  /**
   * Our own page paths match only as written (`/fr/contact`, not `/fr/Contact/`): a shop page
   * whose SEO path differs from one of ours by case alone reaches the catch-all (decision 0034).
   */
  caseSensitive: boolean;
}

export interface MountedLayout {
  id: string;
  file: string;
  children: MountedRoute[];
}

/** The language segment every page path except the home page and the catch-all starts with. */
export const languageParam = 'lang';

/** The route tree: one pathless layout route per layout, each page mounted once (the home page per language). */
export function buildRouteTree(): MountedLayout[] {
  const tree: MountedLayout[] = [];
  for (const [layout, file] of Object.entries(layoutFiles) as [LayoutName, string][]) {
    const children = pageRoutes
      .filter((r) => r.layout === layout)
      .flatMap((r): MountedRoute[] => {
        if (r.path === '') {
          return Object.entries(routePrefixes).map(([language, prefix]) =>
            prefix
              ? { id: `${r.id}.${language}`, path: prefix, file: r.file, index: false, caseSensitive: true }
              : { id: r.id, path: undefined, file: r.file, index: true, caseSensitive: true },
          );
        }
        const path = r.path === '*' ? r.path : `:${languageParam}?/${r.path}`;
        return [{ id: r.id, path, file: r.file, index: false, caseSensitive: true }];
      });
    if (children.length) tree.push({ id: `layout-${layout}`, file, children });
  }
  return tree;
}

/** The page route a path names (without language prefix, leading slash optional), the catch-all last. */
export function pageRouteOf(path: string): PageRoute {
  const segments = path.split('/').filter(Boolean);
  const matches = (route: PageRoute) => {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern[0] === '*') return true;
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  };
  return pageRoutes.find((route) => route.path !== '*' && matches(route)) ?? pageRoutes.find((route) => route.path === '*')!;
}
