import { clientKey } from './client-key.server';
import { publicOrigin } from '../server/origin.server';
import { requestContext } from '../server/request-context.server';
import { refuseUnknownLanguageSegment } from '../i18n/language';
import { matchedRoute } from '../routing/route-match.server';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for every action: a POST (or other mutation) must come from
 * one of our own pages. Browsers send `Origin` on every POST; when they do, it must be ours. A
 * request without `Origin` is refused when Fetch Metadata says it came from another site; other
 * clients without either header (curl, tests) pass.
 */
export function isSameOriginMutation(request: Request, source: Record<string, string | undefined> = process.env): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return true;
  // Set by server.mjs for a post whose Origin was another site's.
  if (request.headers.get('x-gipfel-cross-site')) return false;
  const origin = request.headers.get('origin');
  const allowed = new Set([new URL(request.url).origin, publicOrigin(request, source)]);
  if (origin !== null) return allowed.has(origin);
  return request.headers.get('sec-fetch-site') !== 'cross-site';
}

/**
 * Sensitive forms, limited per client IP: sign-in, sign-up, recovery, service forms, newsletter.
 * Keyed by page route id (app/route-table.ts, without the language), not by path: Remix finds a
 * route ignoring case and after percent-decoding, so `/LOGIN` and `/%6Cogin` run the sign-in too.
 */
const limitedRoutes: Record<string, string> = {
  login: 'login',
  register: 'register',
  'account-recover': 'recovery',
  'account-recover-password': 'recovery',
  'reset-password': 'recovery',
  contact: 'forms',
  'repair-request': 'forms',
  return: 'forms',
  warranty: 'forms',
  'newsletter-subscribe': 'newsletter',
};

export interface RateLimitOptions {
  /** Submissions per client IP, bucket and window. */
  max: number;
  windowMs: number;
  now?: () => number;
}

/** A fixed-window counter per key, pruned as it goes (bounded memory). */
export class SubmissionLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly options: RateLimitOptions) {}

  /** Counts one submission; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const now = (this.options.now ?? Date.now)();
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.options.windowMs });
      return 0;
    }
    entry.count += 1;
    return entry.count > this.options.max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }
}

function limiterFromEnv(source: Record<string, string | undefined> = process.env): SubmissionLimiter | null {
  const max = Number(source.STOREFRONT_RATE_LIMIT ?? 30);
  const windowSeconds = Number(source.STOREFRONT_RATE_LIMIT_WINDOW ?? 600);
  if (!Number.isFinite(max) || max <= 0) return null;
  return new SubmissionLimiter({ max, windowMs: (Number.isFinite(windowSeconds) && windowSeconds > 0 ? windowSeconds : 600) * 1000 });
}

let limiter: SubmissionLimiter | null | undefined;

/** The bucket of a form submission that is rate-limited, or null (`/fr/login`, `/FR/Login` → `login`). */
export function limitedBucket(request: Request): string | null {
  if (safeMethods.has(request.method.toUpperCase())) return null;
  const pageId = matchedRoute(new URL(request.url).pathname)?.id;
  return pageId && Object.hasOwn(limitedRoutes, pageId) ? limitedRoutes[pageId]! : null;
}

/**
 * Refuses what no action should process: a cross-site mutation (403, the "session expired" page)
 * and a sensitive form sent too often from one client IP (429 with the seconds to wait).
 */
export function guardMutation(request: Request): void {
  if (!isSameOriginMutation(request)) throw new Response('Cross-site request refused', { status: 403 });
  // An action runs before the layouts' loaders: a post to `/es/login` is refused here (decision 0034).
  refuseUnknownLanguageSegment(matchedRoute(new URL(request.url).pathname)?.params ?? {}, request);
  const bucket = limitedBucket(request);
  if (!bucket) return;
  limiter ??= limiterFromEnv();
  const ip = requestContext.getStore()?.clientIp;
  if (!limiter || !ip) return;
  // An IPv6 client by its /64: one host may use any address of its block.
  const wait = limiter.hit(`${bucket}:${clientKey(ip)}`);
  if (wait > 0) throw Response.json({ retryAfterSeconds: wait }, { status: 429, headers: { 'Retry-After': String(wait) } });
}

/**
 * New captcha images per client IP (issue #38: 200 in 2.3 s from one client):
 * `STOREFRONT_CAPTCHA_RATE_LIMIT` per `STOREFRONT_CAPTCHA_RATE_LIMIT_WINDOW` seconds (default 60
 * per 10 minutes; 0 switches it off). Per process, like the form limits; the Store API counts the
 * same per shopper across all storefront instances.
 */
export function captchaLimiterFromEnv(source: Record<string, string | undefined> = process.env): SubmissionLimiter | null {
  const max = Number(source.STOREFRONT_CAPTCHA_RATE_LIMIT ?? 60);
  const windowSeconds = Number(source.STOREFRONT_CAPTCHA_RATE_LIMIT_WINDOW ?? 600);
  if (!Number.isFinite(max) || max <= 0) return null;
  return new SubmissionLimiter({ max, windowMs: (Number.isFinite(windowSeconds) && windowSeconds > 0 ? windowSeconds : 600) * 1000 });
}

let captchaLimiter: SubmissionLimiter | null | undefined;

/** Counts one new captcha for the request's client; the seconds to wait when over the limit, else 0. */
export function captchaIssueWait(limiter: SubmissionLimiter | null = (captchaLimiter ??= captchaLimiterFromEnv())): number {
  const ip = requestContext.getStore()?.clientIp;
  if (!limiter || !ip) return 0;
  return limiter.hit(`captcha:${clientKey(ip)}`);
}
