import type { MiddlewareHandler } from 'hono';
import type { CorsOrigins } from './config';

/**
 * The headers a browser client may send and read, as Shopware's CorsListener lists them
 * (`Content-Type`, `Authorization` and PlatformRequest's context token, access key, language,
 * version, inheritance, indexing behaviour and SEO URL headers), plus `sw-currency-id`, which
 * headless clients may send. One list for both directions, as in Shopware.
 */
export const CORS_HEADERS = [
  'Content-Type',
  'Authorization',
  'sw-context-token',
  'sw-access-key',
  'sw-language-id',
  'sw-currency-id',
  'sw-version-id',
  'sw-inheritance',
  'indexing-behavior',
  'sw-include-seo-urls',
] as const;

export const CORS_METHODS = 'GET,POST,PUT,PATCH,DELETE';

/** The `Access-Control-Allow-Origin` value for a request from `origin`, or null when it is not allowed. */
export function allowedOrigin(origins: CorsOrigins, origin: string | undefined): string | null {
  if (origins === '*') return '*';
  if (!origin) return null;
  const normalized = origin.trim().toLowerCase();
  return origins.includes(normalized) ? normalized : null;
}

/**
 * CORS for the API routes, as Shopware's CorsListener answers: every `OPTIONS` request is a
 * preflight answered at once with an empty 200 (no access key, no context, no fault switch), and
 * every answer (errors too) carries the allowed origin, methods and headers. No credentials are
 * allowed: the session travels in the `sw-context-token` header, never in a cookie. With a list of
 * origins the request's `Origin` is echoed when listed (and `Vary: Origin` is sent).
 */
export function cors(origins: CorsOrigins): MiddlewareHandler {
  const apply = (headers: Headers, origin: string | undefined) => {
    if (Array.isArray(origins) && origins.length === 0) return;
    if (origins !== '*') headers.append('Vary', 'Origin');
    const allowed = allowedOrigin(origins, origin);
    if (!allowed) return;
    headers.set('Access-Control-Allow-Origin', allowed);
    headers.set('Access-Control-Allow-Methods', CORS_METHODS);
    headers.set('Access-Control-Allow-Headers', CORS_HEADERS.join(','));
    headers.set('Access-Control-Expose-Headers', CORS_HEADERS.join(','));
  };
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers();
      apply(headers, origin);
      return new Response(null, { status: 200, headers });
    }
    await next();
    apply(c.res.headers, origin);
  };
}
