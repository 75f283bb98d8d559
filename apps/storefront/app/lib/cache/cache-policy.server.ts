import { defaultLanguage, detectLanguage, localeCookieName } from '@gipfel/i18n';
import { contextTokenCookieName } from '../server/store-api.server';

/**
 * HTTP caching of documents (decision 0023). Catalogue and content pages look the same for every
 * visitor without a session, so for them a CDN may keep a copy; everything with a cart, an
 * account or a checkout stays private and is never stored.
 */

/** Pages whose anonymous view is shared: catalogue, search, CMS, news, recipes, the platform page. */
const sharedPages = new Set(['home', 'catch-all', 'search', 'news', 'blog-post', 'recipes', 'recipe', 'recipe-print', 'platform']);

/** Pages that show the shopper's own data: never stored anywhere. */
const privatePages = new Set([
  'account',
  'account-address',
  'account-order',
  'account-payment',
  'account-profile',
  'account-recover',
  'account-recover-password',
  'account-logout',
  'registration-confirm',
  'checkout-cart',
  'checkout',
  'checkout-success',
  'checkout-success-paid',
  'checkout-success-unpaid',
  'login',
  'register',
  'reset-password',
  'wishlist',
  'newsletter-subscribe',
]);

/**
 * A minute fresh at the CDN, then served stale for up to ten minutes while it refreshes, and for up
 * to a day while the storefront fails (decision 0036).
 */
export const sharedCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
export const privateCacheControl = 'private, no-store';
/** Pages with the shopper's header (cart count, account menu): the browser asks again every time. */
export const personalCacheControl = 'private, no-cache';

/** The page's id in the route table, from a mounted route id such as `catch-all.fr`. */
export function pageIdOf(mountedRouteId: string | undefined): string | undefined {
  return mountedRouteId?.replace(/\.(de|en|fr)$/, '');
}

function cookieNames(request: Request): string[] {
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('=')[0]!)
    .filter(Boolean);
}

/** Set-Cookie headers a shared copy may go without: a fresh, unused context and the page's language. */
function isDroppableCookie(header: string): boolean {
  return header.startsWith(`${contextTokenCookieName}=`) || header.startsWith(`${localeCookieName}=`);
}

/**
 * The bare home page `/` is the German home for a visitor whose language cookie and browser
 * languages name German or nothing; anyone else is sent to `/en/` or `/fr/`, unless they came from
 * one of our pages or are a crawler (`detectedHomeLanguage`). Such a German answer is no copy for
 * a cache that keys `/` on the cookie and the browser languages only: it would keep the next
 * visitor with the same headers from their redirect (decision 0036).
 */
function isGermanHomeForEveryone(request: Request, url: URL): boolean {
  if (url.pathname !== '/') return true;
  const detected = detectLanguage({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') });
  return detected === undefined || detected === defaultLanguage;
}

/**
 * Sets the document's Cache-Control (and Vary). A shared page is public only for a GET without a
 * session (no context cookie): its fresh Store API context and the language cookie are then not
 * sent (the browser sets the language cookie itself, see `useLocaleCookie`); any other cookie
 * keeps the page private. With a session it shows the shopper's cart count: private.
 */
export function applyCachePolicy(request: Request, status: number, headers: Headers, pageId: string | undefined): void {
  if (pageId && privatePages.has(pageId)) {
    headers.set('Cache-Control', privateCacheControl);
    return;
  }
  if (!pageId || !sharedPages.has(pageId)) {
    headers.set('Cache-Control', personalCacheControl);
    return;
  }
  const setCookies = headers.getSetCookie();
  const url = new URL(request.url);
  const anonymous =
    (request.method === 'GET' || request.method === 'HEAD') &&
    status === 200 &&
    !cookieNames(request).includes(contextTokenCookieName) &&
    setCookies.every(isDroppableCookie) &&
    isGermanHomeForEveryone(request, url);
  if (!anonymous) {
    headers.set('Cache-Control', personalCacheControl);
    return;
  }
  headers.delete('Set-Cookie');
  headers.set('Cache-Control', sharedCacheControl);
  // The page differs for a visitor with a session; the bare home page also by browser language
  // (it may send the visitor to /en/ or /fr/).
  // A cache that honours Vary keeps a copy per Cookie header; nginx (deploy/nginx) keys on what
  // changes a page instead (decision 0036).
  headers.set('Vary', pageId === 'home' && url.pathname === '/' ? 'Cookie, Accept-Language' : 'Cookie');
}
