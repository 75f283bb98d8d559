function configuredOrigin(source: Record<string, string | undefined>): URL | null {
  const configured = source.PUBLIC_ORIGIN?.trim();
  if (!configured) return null;
  try {
    return new URL(configured);
  } catch {
    console.error(`PUBLIC_ORIGIN is not a URL: ${configured}; using the request's origin`);
    return null;
  }
}

/**
 * The shop's public origin for canonical and alternate links: `PUBLIC_ORIGIN` when set (behind a
 * proxy or CDN), else the origin the request came in on.
 */
export function publicOrigin(request: Request, source: Record<string, string | undefined> = process.env): string {
  return publicOriginFor(new URL(request.url).origin, source);
}

/** `publicOrigin` of a request addressed to `requestOrigin` (server.mjs, before Remix has a `Request`). */
export function publicOriginFor(requestOrigin: string, source: Record<string, string | undefined> = process.env): string {
  return configuredOrigin(source)?.origin ?? requestOrigin;
}

/**
 * Whether shoppers reach the shop over https: `PUBLIC_ORIGIN` is https, or the request came in on
 * https (directly, or `X-Forwarded-Proto` with `TRUST_PROXY=1`). Behind a TLS proxy the request
 * itself is often plain http, so either counts. The one place that decides the `Secure` flag of
 * every cookie we set, and HSTS.
 */
export function isSecureOrigin(request: Request, source: Record<string, string | undefined> = process.env): boolean {
  return configuredOrigin(source)?.protocol === 'https:' || new URL(request.url).protocol === 'https:';
}
