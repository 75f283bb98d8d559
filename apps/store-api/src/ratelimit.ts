import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { apiError, type StoreApiError } from './errors';
import type { AppEnv } from './http';

/** The socket address of the request when served by @hono/node-server; `null` in-process (app.request). */
export function socketAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}

/** An address without the `::ffff:` prefix of an IPv4 address on an IPv6 socket. */
function plainAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice('::ffff:'.length)) === 4 ? trimmed.slice('::ffff:'.length) : trimmed;
}

export function isLoopback(address: string | null): boolean {
  if (!address) return false;
  const plain = plainAddress(address);
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * Whom the Store API believes about `X-Forwarded-For`: nobody (`off`), proxies on loopback
 * (`STORE_API_TRUST_PROXY=1`), or proxies at the listed addresses (loopback included).
 */
export type TrustProxy = false | true | readonly string[];

export function isTrustedProxy(address: string | null, trust: TrustProxy): boolean {
  if (trust === false || !address) return false;
  if (isLoopback(address)) return true;
  if (trust === true) return false;
  const plain = plainAddress(address).toLowerCase();
  return trust.some((entry) => plainAddress(entry).toLowerCase() === plain);
}

/**
 * The client IP. Behind a trusted proxy (the socket peer is one) it is the hop that proxy
 * appended: `X-Forwarded-For` is read from the right, skipping further trusted proxies, so a
 * client cannot choose its IP by sending the header itself. Anyone else is known by the socket
 * address, whatever headers they send.
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  const peer = socketAddress(c);
  if (isTrustedProxy(peer, trustProxy)) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index]!;
      // A hop that is not an address (garbage a client put in front of the proxy's) ends the walk.
      if (isIP(plainAddress(hop)) === 0) break;
      if (index === 0 || !isTrustedProxy(hop, trustProxy)) return plainAddress(hop);
    }
  }
  return peer === null ? 'in-process' : plainAddress(peer);
}

/**
 * The bucket of a client IP: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address per request).
 */
export function ipBucket(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 style) fills the last two groups; the /64 prefix is before it.
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export interface RateLimitOptions {
  /** Requests allowed per key and window; 0 or less switches the limit off. */
  max: number;
  windowSeconds: number;
  now?: () => number;
}

/** One recorded request, to be given back with {@link RateLimiter.release}. */
export interface RateLimitHit {
  key: string;
  at: number;
  /** Given back already (a second release does nothing). */
  released?: boolean;
}

/**
 * An in-memory sliding-window limiter (a log of request times per key). Good enough for one
 * process; a cluster would need a shared store. Checking and recording are one synchronous
 * step, so requests that arrive together cannot all pass the check before any of them counts.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.max > 0;
  }

  private recent(key: string, now: number): number[] {
    const windowMs = this.options.windowSeconds * 1000;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length > 0) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent;
  }

  /** `null` when a request of `key` is allowed now, else the seconds until the next one is. Records nothing. */
  wait(key: string): number | null {
    if (!this.enabled) return null;
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length < this.options.max) return null;
    return Math.max(1, Math.ceil((recent[0]! + this.options.windowSeconds * 1000 - now) / 1000));
  }

  /** Records a request of `key` without checking. */
  record(key: string): RateLimitHit {
    const now = this.now();
    if (!this.enabled) return { key, at: now };
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now - this.options.windowSeconds * 1000);
    return { key, at: now };
  }

  /** Records a request; returns `null` when it is allowed, else the seconds until the next one is (and records nothing). */
  hit(key: string): number | null {
    const wait = this.wait(key);
    if (wait === null) this.record(key);
    return wait;
  }

  /** Gives back one recorded request (e.g. a login attempt that turned out right). */
  release(hit: RateLimitHit): void {
    if (hit.released) return;
    hit.released = true;
    const times = this.hits.get(hit.key);
    const index = times?.lastIndexOf(hit.at) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.hits.delete(hit.key);
  }

  /** Forgets every request of `key`. */
  clear(key: string): void {
    this.hits.delete(key);
  }

  private prune(before: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= before)) this.hits.delete(key);
    }
  }
}

/** 429 FRAMEWORK__RATE_LIMIT_EXCEEDED with Retry-After, as Shopware's rate limiter answers. */
export function tooManyRequests(seconds: number) {
  return apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${seconds} seconds.`, {
    parameters: { seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * 429 `CHECKOUT__CUSTOMER_AUTH_THROTTLED`, Shopware's CustomerAuthThrottledException (LoginRoute;
 * `meta.parameters.seconds`). Shopware sends no `Retry-After` with it; we add one, as to every 429.
 */
export function customerAuthThrottled(seconds: number) {
  return apiError(429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', `Customer auth throttled for ${seconds} seconds.`, {
    parameters: { seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

/** 429 `CONTENT__NEWSLETTER_RECIPIENT_THROTTLED`, Shopware's NewsletterException::newsletterThrottled (NewsletterSubscribeRoute). */
export function newsletterThrottled(seconds: number) {
  return apiError(429, 'CONTENT__NEWSLETTER_RECIPIENT_THROTTLED', `Too many requests, try again in ${seconds} seconds.`, {
    parameters: { seconds },
    headers: { 'Retry-After': String(seconds) },
  });
}

/**
 * Counts one attempt against several limits at once, before any work is awaited: when one of
 * them is used up, throws 429 (with the longest wait) and records nothing; else records the
 * attempt on each and returns the hits, so that a caller may give some back.
 */
export function takeAttempt(
  limits: readonly (readonly [RateLimiter, string])[],
  refuse: (seconds: number) => StoreApiError = tooManyRequests,
): RateLimitHit[] {
  const waits = limits.map(([limiter, key]) => limiter.wait(key)).filter((wait): wait is number => wait !== null);
  if (waits.length > 0) throw refuse(Math.max(...waits));
  return limits.map(([limiter, key]) => limiter.record(key));
}

/** Middleware: every request of the route counts for the client IP's bucket, before the handler runs. */
export function rateLimit(
  limiter: RateLimiter,
  bucket: string,
  trustProxy: TrustProxy,
  refuse: (seconds: number) => StoreApiError = tooManyRequests,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    takeAttempt([[limiter, `${bucket}|${ipBucket(clientIp(c, trustProxy))}`]], refuse);
    await next();
  };
}
