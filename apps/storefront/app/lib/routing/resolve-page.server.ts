import { resolveSeoPath, type StoreApiClient } from '@gipfel/api';
import type { LanguageCode } from '@gipfel/i18n';

export type PageKind = 'category' | 'product' | 'landing';

export interface ResolvedPage {
  kind: PageKind;
  id: string;
  /** The SEO path of the entity (without language prefix, with leading slash), when it has one. */
  seoPath: string | null;
  /** True when the request used a technical path (`/detail/{id}`, …). */
  technical: boolean;
}

const routeKinds: Record<string, PageKind> = {
  'frontend.navigation.page': 'category',
  'frontend.detail.page': 'product',
  'frontend.landing.page': 'landing',
};

const technicalPaths: { pattern: RegExp; kind: PageKind }[] = [
  { pattern: /^\/detail\/([0-9a-f]{32})\/?$/i, kind: 'product' },
  { pattern: /^\/navigation\/([0-9a-f]{32})\/?$/i, kind: 'category' },
  { pattern: /^\/landingPage\/([0-9a-f]{32})\/?$/i, kind: 'landing' },
];

/** `/detail/{id}`, `/navigation/{id}`, `/landingPage/{id}` (the technical paths), or null. */
export function parseTechnicalPath(path: string): { kind: PageKind; id: string } | null {
  for (const { pattern, kind } of technicalPaths) {
    const match = pattern.exec(path);
    if (match?.[1]) return { kind, id: match[1].toLowerCase() };
  }
  return null;
}

// SEO paths are the same for every shopper: a short-lived in-process cache saves the sequential
// /seo-url call on most page views (Shopware's own demo store pays it every time).
const cache = new Map<string, { expires: number; page: ResolvedPage | null }>();
const cacheMs = 5 * 60 * 1000;
const maxEntries = 5000;

function remember(key: string, page: ResolvedPage | null) {
  if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
  cache.set(key, { expires: Date.now() + cacheMs, page });
}

/** Decodes a URL path safely; a malformed escape is not a path of ours. */
function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Resolves a catch-all path (without language prefix) to a category, product or landing page.
 * Technical paths resolve without a call; SEO paths through `/seo-url` (cached).
 */
export async function resolvePage(client: StoreApiClient, language: LanguageCode, path: string): Promise<ResolvedPage | null> {
  const technical = parseTechnicalPath(path);
  if (technical) return { ...technical, seoPath: null, technical: true };
  const decoded = decodePath(path);
  if (decoded === null || decoded.length > 512) return null;
  const key = `${client.endpoint}|${language}|${decoded}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.page;
  // A failed call is not remembered: the page's withShop turns it into the error page.
  const seoUrl = await resolveSeoPath(client, { path: decoded });
  const kind = seoUrl ? routeKinds[seoUrl.routeName] : undefined;
  const page: ResolvedPage | null = seoUrl && kind ? { kind, id: seoUrl.foreignKey, seoPath: `/${seoUrl.seoPathInfo}`, technical: false } : null;
  remember(key, page);
  return page;
}

/** Test hook: forget cached SEO paths. */
export function clearResolvedPages() {
  cache.clear();
}
