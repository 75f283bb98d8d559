import { redirect, redirectDocument } from '@remix-run/node';
import { classifyHref } from '@gipfel/ui';
import { getServerEnv } from '../server/env.server';
import { publicOrigin } from '../server/origin.server';
import { safeReturnPath } from '../routing/return-path';

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Where a redirect to a URL that came from data (a CMS or category link, a return path) may go:
 * a same-origin path (checked by `safeReturnPath`), an absolute URL on our own origin (as its
 * path), or an http(s) URL on an allowlisted external host. Anything else (script and data
 * schemes in any spelling, `//host`, `\\host`, `https:host`, other sites) is null.
 */
export function resolveRedirectTarget(value: unknown, { origin, externalHosts }: { origin: string; externalHosts: readonly string[] }): RedirectTarget | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  const link = classifyHref(value, { origin, externalHosts });
  if (link.kind === 'internal') {
    // Relative paths (`foo`, `?x`) have no meaning for a redirect; only absolute paths pass.
    const path = safeReturnPath(link.href);
    return path ? { kind: 'internal', path } : null;
  }
  if (link.kind === 'external' && /^https?:\/\//i.test(link.href)) return { kind: 'external', url: link.href };
  return null;
}

export interface SafeRedirectInit extends ResponseInit {
  /** Where to go when the URL is refused; default `/`. */
  fallback?: string;
}

/**
 * The one redirect helper for URLs that came from data: internal targets answer a normal redirect
 * (client navigation keeps working), allowlisted external ones a document redirect (a full page
 * load, also from a client navigation), everything else goes to the fallback.
 */
export function safeRedirect(value: unknown, request: Request, init: SafeRedirectInit = {}): Response {
  const { fallback = '/', ...responseInit } = init;
  const target = resolveRedirectTarget(value, { origin: publicOrigin(request), externalHosts: getServerEnv().externalHosts });
  const status = responseInit.status ?? 302;
  if (target?.kind === 'external') return redirectDocument(target.url, { ...responseInit, status });
  if (!target) console.warn(`[safe-redirect] refused a redirect to ${JSON.stringify(String(value).slice(0, 200))}`);
  return redirect(target?.path ?? safeReturnPath(fallback) ?? '/', { ...responseInit, status });
}
