import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './errors';
import type { AppEnv } from './http';

/** The socket address of the request when served by @hono/node-server; `null` in-process (app.request). */
export function socketAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}

export function isLoopback(address: string | null): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** The client IP: the first `X-Forwarded-For` entry behind a trusted proxy, else the socket address. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'in-process';
}

export interface RateLimitOptions {
  /** Requests allowed per key and window; 0 or less switches the limit off. */
  max: number;
  windowSeconds: number;
  now?: () => number;
}

/**
 * An in-memory sliding-window limiter (a log of request times per key). Good enough for one
 * process; a cluster would need a shared store.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Records a request; returns `null` when it is allowed, else the seconds until the next one is. */
  hit(key: string): number | null {
    if (this.options.max <= 0) return null;
    const now = this.now();
    const windowMs = this.options.windowSeconds * 1000;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= this.options.max) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now - windowMs);
    return null;
  }

  private prune(before: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= before)) this.hits.delete(key);
    }
  }
}

/** 429 FRAMEWORK__RATE_LIMIT_EXCEEDED with Retry-After, as Shopware's rate limiter answers. */
export function rateLimit(limiter: RateLimiter, bucket: string, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const wait = limiter.hit(`${bucket}|${clientIp(c, trustProxy)}`);
    if (wait !== null) {
      throw apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${wait} seconds.`, {
        parameters: { seconds: wait },
        headers: { 'Retry-After': String(wait) },
      });
    }
    await next();
  };
}
