import { isStoreApiError, type StoreApiClient, type StoreApiError } from '@gipfel/api';
import { withoutContextTokens } from '../session/context-token.server';

/**
 * The Store API calls a browser may make through the storefront (architecture rule 3). Anything
 * else answers 404: account changes, orders and payments go through the app's own actions.
 */
const allowlist: readonly { method: string; pattern: RegExp }[] = [
  { method: 'GET', pattern: /^\/context$/ },
  { method: 'PATCH', pattern: /^\/context$/ },
  { method: 'POST', pattern: /^\/(language|currency|country|salutation|payment-method|shipping-method)$/ },
  // Reads also as GET, their criteria in `_criteria` (the package client's default).
  { method: 'GET', pattern: /^\/(language|currency|country|salutation)$/ },
  { method: 'GET', pattern: /^\/(search|search-suggest)$/ },
  { method: 'GET', pattern: /^\/product-listing\/[0-9a-f]{32}$/ },
  { method: 'GET', pattern: /^\/product\/[0-9a-f]{32}(\/(cross-selling|reviews))?$/ },
  { method: 'GET', pattern: /^\/navigation\/[0-9a-z-]{1,64}\/[0-9a-z-]{1,64}$/ },
  { method: 'POST', pattern: /^\/country-state\/[0-9a-f]{32}$/ },
  { method: 'GET', pattern: /^\/checkout\/cart$/ },
  { method: 'DELETE', pattern: /^\/checkout\/cart$/ },
  { method: 'POST', pattern: /^\/checkout\/cart\/line-item$/ },
  { method: 'PATCH', pattern: /^\/checkout\/cart\/line-item$/ },
  { method: 'POST', pattern: /^\/checkout\/cart\/line-item\/delete$/ },
  { method: 'POST', pattern: /^\/(search|search-suggest)$/ },
  { method: 'POST', pattern: /^\/product-listing\/[0-9a-f]{32}$/ },
  { method: 'POST', pattern: /^\/product\/[0-9a-f]{32}(\/(find-variant|cross-selling|reviews))?$/ },
  { method: 'POST', pattern: /^\/navigation\/[0-9a-z-]{1,64}\/[0-9a-z-]{1,64}$/ },
  { method: 'POST', pattern: /^\/customer\/wishlist$/ },
  { method: 'POST', pattern: /^\/customer\/wishlist\/add\/[0-9a-f]{32}$/ },
  { method: 'DELETE', pattern: /^\/customer\/wishlist\/delete\/[0-9a-f]{32}$/ },
  { method: 'POST', pattern: /^\/customer\/wishlist\/merge$/ },
];

export const maxProxyBodyBytes = 64 * 1024;
const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isAllowedStoreCall(method: string, path: string): boolean {
  return allowlist.some((entry) => entry.method === method && entry.pattern.test(path));
}

function errorBody(status: number, code: string, detail: string) {
  return { errors: [{ status: String(status), code, title: code, detail }] };
}

/** The Store API path of a proxy URL's splat (`api/store/<splat>`), trailing slashes dropped. */
export function proxyPathOf(splat: string | undefined): string {
  return `/${splat ?? ''}`.replace(/\/+$/, '') || '/';
}

/**
 * What the browser learns of a failed call. Shopware's errors of a refused request (4xx) go as they
 * are: the cart shows their codes. A backend that is down, slow or broken gets a stable code only;
 * its own message names the internal endpoint and goes to the server's log instead.
 */
function upstreamErrorBody(error: StoreApiError) {
  if (error.status < 500 && error.status !== 408 && error.errors.length) return { errors: error.errors };
  if (error.status >= 500 || error.status === 408) console.error(`[store-proxy] ${error.message}${error.url ? ` (${error.url})` : ''}`);
  if (error.errors.length) return { errors: error.errors.map(({ status, code, title }) => ({ status: status ?? String(error.status), code, title })) };
  const code = error.status === 502 || error.status === 504 ? 'STOREFRONT__STORE_API_UNREACHABLE' : error.status === 408 ? 'STOREFRONT__STORE_API_TIMEOUT' : 'STOREFRONT__UPSTREAM';
  const detail = error.status === 408 ? 'The shop is answering too slowly' : error.status >= 500 ? 'The shop cannot be reached right now' : 'The shop refused the request';
  return errorBody(error.status, code, detail);
}

/** A mutation must come from our own pages: browsers send Origin on every cross-site POST. */
export function isSameOrigin(request: Request, origin: string): boolean {
  return isSameOriginOf((name) => request.headers.get(name), origin);
}

/** `isSameOrigin` on a header getter (server.mjs, before Remix has a `Request`). */
export function isSameOriginOf(header: (name: string) => string | null | undefined, origin: string): boolean {
  const sent = header('origin');
  if (sent) return sent === origin;
  const referer = header('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Forwards one allowed call to the Store API with the server-side client (access key and the
 * shopper's context token from the httpOnly cookie) and answers with Shopware's JSON. Only the
 * JSON body (without the context token) and status go back; no upstream header reaches the browser.
 */
export async function proxyStoreCall(request: Request, path: string, client: StoreApiClient, origin: string): Promise<Response> {
  const method = request.method.toUpperCase();
  if (!isAllowedStoreCall(method, path)) {
    return Response.json(errorBody(404, 'STOREFRONT__PROXY_NOT_ALLOWED', `${method} ${path} is not available here`), { status: 404 });
  }
  if (mutatingMethods.has(method) && !isSameOrigin(request, origin)) {
    return Response.json(errorBody(403, 'STOREFRONT__CROSS_ORIGIN', 'Cross-origin requests are not accepted'), { status: 403 });
  }

  let body: unknown;
  if (method !== 'GET' && method !== 'DELETE') {
    // Bytes, not characters (server.mjs refuses larger bodies before they are read).
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > maxProxyBodyBytes) {
      return Response.json(errorBody(413, 'STOREFRONT__BODY_TOO_LARGE', `Bodies are limited to ${maxProxyBodyBytes} bytes`), { status: 413 });
    }
    const text = new TextDecoder().decode(bytes);
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return Response.json(errorBody(400, 'STOREFRONT__INVALID_JSON', 'The body is not valid JSON'), { status: 400 });
      }
    }
  }

  const query = new URL(request.url).searchParams;
  const language = request.headers.get('sw-language-id');
  const sentToken = client.contextToken;
  try {
    const result = await client.request(method as 'GET', path, {
      body,
      query: [...query.keys()].length ? query : undefined,
      headers: language && /^[0-9a-f]{32}$/.test(language) ? { 'sw-language-id': language } : undefined,
    });
    // The session stays in the httpOnly cookie: no answer hands its token to the page's scripts.
    return Response.json(withoutContextTokens(result ?? null, [sentToken, client.contextToken]));
  } catch (error) {
    if (isStoreApiError(error)) {
      const headers: Record<string, string> = {};
      if (error.retryAfterSeconds) headers['Retry-After'] = String(error.retryAfterSeconds);
      return Response.json(withoutContextTokens(upstreamErrorBody(error), [sentToken, client.contextToken]), { status: error.status, headers });
    }
    throw error;
  }
}
