import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { StoreApiConfig } from './config';
import { apiError, errors } from './errors';
import type { AppEnv } from './http';
import { isLoopback, socketAddress } from './ratelimit';

/**
 * The developer routes under `/_` (`/_outbox` with the recovery and opt-in links, `/_captcha/{id}`
 * with captcha answers, `/_faults`) answer only when all of these hold:
 * - they are on (`STORE_API_OUTBOX` is not `0`), and the socket peer is on loopback unless
 *   `STORE_API_OUTBOX=public` (else 404, as if they did not exist);
 * - the Host is a loopback name, an IP address or one of `STORE_API_ALLOWED_HOSTS` (else 403): a
 *   web page that rebinds its own name to 127.0.0.1 (DNS rebinding) is refused;
 * - the request carries the admin secret as `Authorization: Bearer <STORE_API_ADMIN_CLIENT_SECRET>`
 *   (else 401): a reverse proxy on the same host makes every visitor a loopback peer.
 */

/** The header the developer routes expect, for callers (tests, scripts). */
export function adminSecretHeaders(secret: string): { authorization: string } {
  return { authorization: `Bearer ${secret}` };
}

function hostAllowed(c: Context<AppEnv>, allowedHosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(c.req.url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare === 'localhost' || bare.endsWith('.localhost') || isIP(bare) !== 0) return true;
  return allowedHosts.includes(bare.replace(/\.$/, ''));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function secretMatches(c: Context<AppEnv>, secret: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  // Compared as digests of equal length, in constant time.
  return match !== null && timingSafeEqual(digest(match[1]!), digest(secret));
}

/** `null` when the request may use a `/_` route, else the error to answer with. */
export function devRouteRefusal(c: Context<AppEnv>, config: StoreApiConfig) {
  const peerAllowed = config.outbox === 'on' || (config.outbox === 'loopback' && isLoopback(socketAddress(c)));
  if (!peerAllowed) return errors.routeNotFound(c.req.method, c.req.path);
  if (!hostAllowed(c, config.allowedHosts)) {
    return apiError(403, 'GIPFEL__DEV_ROUTE_HOST_NOT_ALLOWED', 'The developer routes answer only under a loopback name, an IP address or a host of STORE_API_ALLOWED_HOSTS.');
  }
  if (!secretMatches(c, config.adminClientSecret)) {
    return apiError(401, 'GIPFEL__DEV_ROUTE_UNAUTHORIZED', 'The developer routes need the admin secret: send "Authorization: Bearer <STORE_API_ADMIN_CLIENT_SECRET>".', {
      headers: { 'WWW-Authenticate': 'Bearer realm="gipfel-store-api-dev"' },
    });
  }
  return null;
}

export function devRouteAllowed(c: Context<AppEnv>, config: StoreApiConfig): boolean {
  return devRouteRefusal(c, config) === null;
}

/** Middleware for `/_*`: registered before every developer route. */
export function devRouteGuard(config: StoreApiConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refusal = devRouteRefusal(c, config);
    if (refusal) throw refusal;
    await next();
  };
}
