import { localeCookieName } from '@gipfel/i18n/host';
import { detectLanguage } from '../i18n/locale-detection.server';
import { defaultLanguage } from '../i18n/shop-locales';
import { pageIdOf, resourceRoutes } from '../../route-table';
import { matchedRoute } from '../routing/route-match.server';
import { contextTokenCookieName } from '../server/store-api.server';

/**
 * HTTP caching of every answer of the storefront's routes (decisions 0023, 0036, 0049): documents,
 * single-fetch data requests (`.data`) and resource routes (`/api/*`). One rule, applied by the
 * server (server.mjs, `withCachePolicy`, in development too) to each answer Remix gives; no loader sets its
 * own `Cache-Control`.
 *
 * - An answer read with the shopper's session (the context cookie) is `private, no-store`, on
 *   every route: it may show their cart, name, addresses, orders or their own prices, and no
 *   cache, shared or the browser's, keeps it. Only the `public` routes below, which never read
 *   the session, are the same for everyone.
 * - Without a session the route's policy decides. Catalogue and content pages look the same for
 *   every such visitor, so a CDN may keep their document; their `.data` stays private.
 */
export type RouteCachePolicy = 'public' | 'shared' | 'personal' | 'private';

/**
 * The policy of each route of app/route-table.ts by id (a test checks that every page and
 * resource route is here and nothing else):
 * - `public`: the same answer for everyone, read without the session (the shop's texts); the
 *   route chooses its own `public` max-age (a versioned text bundle is immutable).
 * - `shared`: a page whose anonymous document a CDN may keep (catalogue, search, CMS, news, recipes,
 *   the platform page).
 * - `personal`: a page with nothing of the shopper's but the header (cart count, account menu):
 *   the browser asks again every time.
 * - `private`: the shopper's own data, or an answer that changes their session: never stored.
 */
const routePolicies = new Map<string, RouteCachePolicy>([
  ['home', 'shared'],
  ['account', 'private'],
  ['account-address', 'private'],
  ['account-order', 'private'],
  ['account-order-guest', 'private'],
  ['account-payment', 'private'],
  ['account-profile', 'private'],
  ['account-recover', 'private'],
  ['account-recover-password', 'private'],
  ['account-logout', 'private'],
  ['registration-confirm', 'private'],
  ['checkout-cart', 'private'],
  ['checkout', 'private'],
  ['checkout-success', 'private'],
  ['checkout-success-paid', 'private'],
  ['checkout-success-unpaid', 'private'],
  ['login', 'private'],
  ['register', 'private'],
  ['reset-password', 'private'],
  ['search', 'shared'],
  ['wishlist', 'private'],
  ['news', 'shared'],
  ['blog-post', 'shared'],
  ['newsletter-subscribe', 'private'],
  ['platform', 'shared'],
  ['contact', 'personal'],
  ['repair-request', 'personal'],
  ['return', 'personal'],
  ['warranty', 'personal'],
  ['recipes', 'shared'],
  ['recipe', 'shared'],
  ['recipe-print', 'shared'],
  ['catch-all', 'shared'],
  // The shop's text overrides and the text bundles (decision 0029): no session, no cookie.
  ['api-translations', 'public'],
  ['api-texts', 'public'],
  // The Store API proxy (cart, context, account calls), the context and consent forms.
  ['api-store', 'private'],
  ['api-context', 'private'],
  ['api-consent', 'private'],
  // Products with the prices of the shopper's context (currency, customer group).
  ['api-search-suggest', 'private'],
  ['api-listing', 'private'],
  ['api-search-results', 'private'],
  ['api-wishlist', 'private'],
  // A new captcha per request, with its id in a cookie.
  ['api-captcha', 'private'],
  // The proof-of-work challenge of that captcha (decision 0048).
  ['api-captcha-challenge', 'private'],
]);

/** The route ids with a policy of their own (for the test over the route table). */
export const routePolicyIds: readonly string[] = [...routePolicies.keys()];

/**
 * A minute fresh at the CDN, then served stale for up to ten minutes while it refreshes, and for up
 * to a day while the storefront fails (decision 0036).
 */
export const sharedCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
export const privateCacheControl = 'private, no-store';
/** Pages with the visitor's header (cart count, account menu), without a session: the browser asks again every time. */
export const personalCacheControl = 'private, no-cache';
/** A `public` route's answer that names no `public` policy of its own. */
export const publicCacheControl = 'public, max-age=60';

export type AnswerKind = 'document' | 'data' | 'resource';

export interface Answer {
  kind: AnswerKind;
  /** The matched routes' ids, outermost first (`root`, the layout, the page); the mounted ids (`home.en`) are fine. */
  routeIds: readonly string[];
  status: number;
  headers: Headers;
}

const strictness: Record<RouteCachePolicy, number> = { public: 0, shared: 1, personal: 2, private: 3 };


/**
 * The policy of an answer of these routes: the strictest of their policies (a `.data` request
 * loads the root's, the layout's and the page's data; only pages and resource routes have one).
 * Nothing matched (a 404 without a page): `personal`.
 */
export function routeCachePolicy(routeIds: readonly string[]): RouteCachePolicy {
  let policy: RouteCachePolicy | undefined;
  for (const id of routeIds) {
    const own = routePolicies.get(pageIdOf(id) ?? '');
    if (own && (!policy || strictness[own] > strictness[policy])) policy = own;
  }
  return policy ?? 'personal';
}

function cookieNames(request: Request): string[] {
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('=')[0]!)
    .filter(Boolean);
}

/** Whether the request carries the shopper's session: the Store API context cookie. */
export function hasSession(request: Request): boolean {
  return cookieNames(request).includes(contextTokenCookieName);
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
async function isGermanHomeForEveryone(request: Request, url: URL): Promise<boolean> {
  if (url.pathname !== '/') return true;
  return (await detectLanguage(request)) === defaultLanguage();
}

/**
 * Sets the answer's Cache-Control (and, for a shared document, Vary), by the rule above:
 * - a `public` route keeps its own `public` Cache-Control (else `public, max-age=60`), unless its
 *   answer sets a cookie;
 * - with the context cookie, everything else is `private, no-store`;
 * - without it: `private` routes `private, no-store`, `personal` ones `private, no-cache`, and a
 *   `shared` page's document is public only for a GET or HEAD answered 200 that sets no cookie
 *   but its fresh Store API context and the language (both are then dropped: the browser sets
 *   the language cookie itself, see `useLocaleCookie`), and, at `/`, only for the German home.
 *   A shared page's `.data` and any other answer of it are `private, no-cache`.
 */
export async function applyCachePolicy(request: Request, { kind, routeIds, status, headers }: Answer): Promise<void> {
  const policy = routeCachePolicy(routeIds);
  const setCookies = headers.getSetCookie();
  if (policy === 'public' && kind === 'resource' && setCookies.length === 0) {
    if (!/^public\b/.test(headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', publicCacheControl);
    return;
  }
  if (hasSession(request) || policy === 'private' || policy === 'public') {
    headers.set('Cache-Control', privateCacheControl);
    return;
  }
  const url = new URL(request.url);
  const shared =
    policy === 'shared' &&
    kind === 'document' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    status === 200 &&
    setCookies.every(isDroppableCookie) &&
    (await isGermanHomeForEveryone(request, url));
  if (!shared) {
    headers.set('Cache-Control', personalCacheControl);
    return;
  }
  headers.delete('Set-Cookie');
  headers.set('Cache-Control', sharedCacheControl);
  // The page differs for a visitor with a session; the bare home page also by browser language
  // (it may send the visitor to /en/ or /fr/).
  // A cache that honours Vary keeps a copy per Cookie header; nginx (deploy/nginx) keys on what
  // changes a page instead (decision 0036).
  headers.set('Vary', url.pathname === '/' ? 'Cookie, Accept-Language' : 'Cookie');
}

/** Remix's route manifest (lazy route discovery): the build's routes, the same for everyone; Remix makes it immutable. */
const manifestPath = '/__manifest';
const resourceIds = new Set(resourceRoutes.map((route) => route.id));

/** What kind of answer a request to `pathname` gets, and from which routes (Remix's own matcher over the route table). */
export function answerRoutesOf(pathname: string): { kind: AnswerKind; routeIds: readonly string[] } {
  const routeIds = matchedRoute(pathname)?.ids ?? [];
  const kind: AnswerKind = pathname.endsWith('.data') ? 'data' : routeIds.some((id) => resourceIds.has(id)) ? 'resource' : 'document';
  return { kind, routeIds };
}

/**
 * The answer Remix gave to `request`, with its cache policy (the one place it is applied, for
 * every answer: server.mjs). The headers are copied: a redirect's or a fetched response's are
 * immutable.
 */
export async function withCachePolicy(request: Request, response: Response): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === manifestPath) return response;
  const answer = new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
  await applyCachePolicy(request, { ...answerRoutesOf(pathname), status: answer.status, headers: answer.headers });
  return answer;
}
