/**
 * The shop's public origin for canonical and alternate links: `PUBLIC_ORIGIN` when set (behind a
 * proxy or CDN), else the origin the request came in on.
 */
export function publicOrigin(request: Request, source: Record<string, string | undefined> = process.env): string {
  const configured = source.PUBLIC_ORIGIN?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      console.error(`PUBLIC_ORIGIN is not a URL: ${configured}; using the request's origin`);
    }
  }
  return new URL(request.url).origin;
}
