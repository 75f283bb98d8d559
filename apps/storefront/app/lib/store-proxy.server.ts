import { isStoreApiError, type StoreApiClient } from '@gipfel/api';

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

/** A mutation must come from our own pages: browsers send Origin on every cross-site POST. */
export function isSameOrigin(request: Request, origin: string): boolean {
  const sent = request.headers.get('origin');
  if (sent) return sent === origin;
  const referer = request.headers.get('referer');
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
 * JSON body and status go back; no upstream header reaches the browser.
 */
export async function proxyStoreCall(request: Request, path: string, client: StoreApiClient, origin: string): Promise<Response> {
  const method = request.method.toUpperCase();
  const noStore = { 'Cache-Control': 'no-store' };
  if (!isAllowedStoreCall(method, path)) {
    return Response.json(errorBody(404, 'STOREFRONT__PROXY_NOT_ALLOWED', `${method} ${path} is not available here`), { status: 404, headers: noStore });
  }
  if (mutatingMethods.has(method) && !isSameOrigin(request, origin)) {
    return Response.json(errorBody(403, 'STOREFRONT__CROSS_ORIGIN', 'Cross-origin requests are not accepted'), { status: 403, headers: noStore });
  }

  let body: unknown;
  if (method !== 'GET' && method !== 'DELETE') {
    const text = await request.text();
    if (text.length > maxProxyBodyBytes) {
      return Response.json(errorBody(413, 'STOREFRONT__BODY_TOO_LARGE', `Bodies are limited to ${maxProxyBodyBytes} bytes`), { status: 413, headers: noStore });
    }
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return Response.json(errorBody(400, 'STOREFRONT__INVALID_JSON', 'The body is not valid JSON'), { status: 400, headers: noStore });
      }
    }
  }

  const query = new URL(request.url).searchParams;
  const language = request.headers.get('sw-language-id');
  try {
    const result = await client.request(method as 'GET', path, {
      body,
      query: [...query.keys()].length ? query : undefined,
      headers: language && /^[0-9a-f]{32}$/.test(language) ? { 'sw-language-id': language } : undefined,
    });
    return Response.json(result ?? null, { headers: noStore });
  } catch (error) {
    if (isStoreApiError(error)) {
      const headers: Record<string, string> = { ...noStore };
      if (error.retryAfterSeconds) headers['Retry-After'] = String(error.retryAfterSeconds);
      const errors = error.errors.length ? { errors: error.errors } : errorBody(error.status, 'STOREFRONT__UPSTREAM', error.message);
      return Response.json(errors, { status: error.status, headers });
    }
    throw error;
  }
}
