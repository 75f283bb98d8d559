import { clientKey } from './client-key.server';
import { publicOriginFor } from '../server/origin.server';
import { requestContext } from '../server/request-context.server';
import { telemetry } from '../server/telemetry.server';
import { refuseUnknownLanguageSegment } from '../i18n/language';
import { matchedRoute } from '../routing/route-match.server';
import { limitedRoutes } from './limited-routes';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for every action: a POST (or other mutation) must come from
 * one of our own pages. Browsers send `Origin` on every POST; when they do, it must be ours. A
 * request without `Origin` is refused when Fetch Metadata says it came from another site; other
 * clients without either header (curl, tests) pass.
 */
export function isSameOriginMutation(request: Request, source: Record<string, string | undefined> = process.env): boolean {
  return isSameOriginMutationOf(request.method, (name) => request.headers.get(name), new URL(request.url).origin, source);
}

/** Set by server.mjs on a mutation it found cross-site (and answers unread): the guard refuses it. */
export const crossSiteHeader = 'x-gipfel-cross-site';

/**
 * The rule of `isSameOriginMutation` on a request's parts: its method, a header getter, and the
 * origin it was addressed to. server.mjs asks it before reading a body.
 */
export function isSameOriginMutationOf(
  method: string,
  header: (name: string) => string | null | undefined,
  requestOrigin: string,
  source: Record<string, string | undefined> = process.env,
): boolean {
  if (safeMethods.has(method.toUpperCase())) return true;
  if (header(crossSiteHeader)) return false;
  const origin = header('origin') ?? null;
  const allowed = new Set([requestOrigin, publicOriginFor(requestOrigin, source)]);
  if (origin !== null) return allowed.has(origin);
  return header('sec-fetch-site') !== 'cross-site';
}

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

/** A limiter of `<name>` per `<name>_WINDOW` seconds from the environment (default `max` per 10 minutes; 0 switches it off). */
function limiterNamed(name: string, max: number, source: Record<string, string | undefined>): SubmissionLimiter | null {
  const count = Number(source[name] ?? max);
  const windowSeconds = Number(source[`${name}_WINDOW`] ?? 600);
  if (!Number.isFinite(count) || count <= 0) return null;
  return new SubmissionLimiter({ max: count, windowMs: (Number.isFinite(windowSeconds) && windowSeconds > 0 ? windowSeconds : 600) * 1000 });
}

function limiterFromEnv(source: Record<string, string | undefined> = process.env): SubmissionLimiter | null {
  return limiterNamed('STOREFRONT_RATE_LIMIT', 30, source);
}

let limiter: SubmissionLimiter | null | undefined;

/**
 * The bucket of a form submission that is rate-limited (limited-routes.ts), or null: `/fr/login`,
 * `/login/.data` → `login`; `/FR/Login` is the catch-all (decision 0034) → null.
 */
export function limitedBucket(request: Request): string | null {
  return limitedBucketOf(request.method, new URL(request.url).pathname);
}

/** `limitedBucket` of a method and a pathname as Remix matches it. */
export function limitedBucketOf(method: string, pathname: string): string | null {
  if (safeMethods.has(method.toUpperCase())) return null;
  const pageId = matchedRoute(pathname)?.id;
  return pageId && Object.hasOwn(limitedRoutes, pageId) ? limitedRoutes[pageId]! : null;
}

/**
 * Counts one submission of a rate-limited form from `ip`: the seconds to wait when it is over the
 * limit, 0 when it may go on, null when nothing is counted (not a limited form, the limit is off,
 * no client IP). server.mjs counts before reading the body; `guardMutation` only when it did not.
 */
export function countLimitedSubmission(method: string, pathname: string, ip: string | undefined): number | null {
  const bucket = limitedBucketOf(method, pathname);
  if (!bucket) return null;
  limiter ??= limiterFromEnv();
  if (!limiter || !ip) return null;
  // An IPv6 client by its /64: one host may use any address of its block.
  return limiter.hit(`${bucket}:${clientKey(ip)}`);
}

/** The answer to a post refused for its rate (429) or the server's load (503): the seconds to wait, as JSON for the error page. */
export function retryLaterResponse(status: 429 | 503, retryAfterSeconds: number): Response {
  return Response.json({ retryAfterSeconds }, { status, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } });
}

/**
 * Refuses what no action should process: a cross-site mutation (403, the "session expired" page),
 * a sensitive form sent too often from one client IP (429 with the seconds to wait), and a body
 * server.mjs refused unread (its 429 or 503, see `BodyAdmission`).
 */
export function guardMutation(request: Request): void {
  if (!isSameOriginMutation(request)) throw new Response('Cross-site request refused', { status: 403 });
  // An action runs before the layouts' loaders: a post to `/es/login` is refused here (decision 0034).
  const pathname = new URL(request.url).pathname;
  refuseUnknownLanguageSegment(matchedRoute(pathname)?.params ?? {}, request);
  if (safeMethods.has(request.method.toUpperCase())) return;
  const context = requestContext.getStore();
  const refusal = context?.admission?.refusal;
  if (refusal) {
    telemetry().rateLimitRefusal(refusal.status === 503 ? 'large-bodies' : 'forms');
    throw retryLaterResponse(refusal.status, refusal.retryAfterSeconds);
  }
  if (context?.admission?.formLimitCounted) return;
  const wait = countLimitedSubmission(request.method, pathname, context?.clientIp);
  if (wait) {
    telemetry().rateLimitRefusal('forms');
    throw retryLaterResponse(429, wait);
  }
}

/**
 * New captcha images per client IP (docs/decisions/0048-captcha-proof-of-work-and-issue-limits.md: a review fetched 200 in 2.3 s from one client):
 * `STOREFRONT_CAPTCHA_RATE_LIMIT` per `STOREFRONT_CAPTCHA_RATE_LIMIT_WINDOW` seconds (default 60
 * per 10 minutes; 0 switches it off). Per process, like the form limits; the Store API counts the
 * same per shopper across all storefront instances.
 */
export function captchaLimiterFromEnv(source: Record<string, string | undefined> = process.env): SubmissionLimiter | null {
  return limiterNamed('STOREFRONT_CAPTCHA_RATE_LIMIT', 60, source);
}

let captchaLimiter: SubmissionLimiter | null | undefined;

/** Counts one new captcha for the request's client; the seconds to wait when over the limit, else 0. */
export function captchaIssueWait(limiter: SubmissionLimiter | null = (captchaLimiter ??= captchaLimiterFromEnv())): number {
  const ip = requestContext.getStore()?.clientIp;
  if (!limiter || !ip) return 0;
  return limiter.hit(`captcha:${clientKey(ip)}`);
}
