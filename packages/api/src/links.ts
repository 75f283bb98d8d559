import { getCategoryUrl, getProductRoute, getTranslatedProperty } from '@shopware/helpers';

/** The route names Shopware's SEO URLs point at, and the technical path of each. */
export type SeoRouteName = 'frontend.detail.page' | 'frontend.navigation.page' | 'frontend.landing.page';

export const TECHNICAL_PATH_PREFIX: Record<SeoRouteName, string> = {
  'frontend.detail.page': '/detail/',
  'frontend.navigation.page': '/navigation/',
  'frontend.landing.page': '/landingPage/',
};

/** The fields of a Shopware `SeoUrl` link building reads (all optional, as responses vary). */
export interface SeoUrlLike {
  seoPathInfo?: string | null;
  routeName?: string | null;
  foreignKey?: string | null;
  languageId?: string | null;
  isCanonical?: boolean | null;
  isDeleted?: boolean | null;
}

export interface LinkOptions {
  /** Prefer the SEO URL of this language when an entity carries several. */
  languageId?: string;
}

export interface RouteTarget {
  name: SeoRouteName;
  /** The product, category or landing page id. */
  id: string;
  seoUrls?: readonly SeoUrlLike[] | null;
  /** A known SEO path (wins over `seoUrls`). */
  seoPathInfo?: string | null;
}

function cleanSeoPath(seoPathInfo: string | null | undefined): string | undefined {
  if (typeof seoPathInfo !== 'string') return undefined;
  const trimmed = seoPathInfo.trim().replace(/^\/+/, '');
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Picks the best SEO path (without leading slash) of a list: entries for the route (and
 * target id when given), not deleted, of the wanted language if any, canonical first.
 */
export function pickSeoPath(
  seoUrls: readonly SeoUrlLike[] | null | undefined,
  routeName: SeoRouteName,
  options: LinkOptions & { foreignKey?: string } = {},
): string | undefined {
  if (!Array.isArray(seoUrls)) return undefined;
  const usable = seoUrls.filter(
    (seoUrl) =>
      !!seoUrl &&
      !seoUrl.isDeleted &&
      cleanSeoPath(seoUrl.seoPathInfo) !== undefined &&
      (!seoUrl.routeName || seoUrl.routeName === routeName) &&
      (!options.foreignKey || !seoUrl.foreignKey || seoUrl.foreignKey === options.foreignKey),
  );
  const inLanguage = options.languageId ? usable.filter((seoUrl) => seoUrl.languageId === options.languageId) : [];
  const candidates = inLanguage.length > 0 ? inLanguage : usable;
  const best = candidates.find((seoUrl) => seoUrl.isCanonical) ?? candidates[0];
  return best ? cleanSeoPath(best.seoPathInfo) : undefined;
}

/**
 * The storefront path of a route: its SEO path (`/Food/Chocolate/`), or the technical path
 * (`/detail/{id}`, `/navigation/{id}`, `/landingPage/{id}`) when there is none.
 */
export function routeToPath(route: RouteTarget, options: LinkOptions = {}): string {
  const seoPath =
    cleanSeoPath(route.seoPathInfo) ?? pickSeoPath(route.seoUrls, route.name, { ...options, foreignKey: route.id });
  switch (route.name) {
    case 'frontend.detail.page':
      // Shopware's helper builds `/<seo path>` or `/detail/<id>`.
      return getProductRoute({ id: route.id, seoUrls: seoPath ? [{ seoPathInfo: seoPath }] : [] }).path;
    case 'frontend.navigation.page':
      return getCategoryUrl({ type: 'page', id: route.id, seoUrls: seoPath ? [{ seoPathInfo: seoPath }] : [] });
    case 'frontend.landing.page':
      return seoPath ? `/${seoPath}` : `${TECHNICAL_PATH_PREFIX[route.name]}${route.id}`;
    default:
      throw new Error(`Unknown route name: ${String((route as { name: unknown }).name)}`);
  }
}

interface EntityWithSeoUrls {
  id: string;
  seoUrls?: readonly SeoUrlLike[] | null;
}

/** Path of a product: SEO path or `/detail/{id}`. */
export function getProductPath(product: EntityWithSeoUrls, options?: LinkOptions): string {
  return routeToPath({ name: 'frontend.detail.page', id: product.id, seoUrls: product.seoUrls }, options);
}

/** Path of a category page: SEO path or `/navigation/{id}`. */
export function getCategoryPath(category: EntityWithSeoUrls, options?: LinkOptions): string {
  return routeToPath({ name: 'frontend.navigation.page', id: category.id, seoUrls: category.seoUrls }, options);
}

/** Path of a landing page: SEO path or `/landingPage/{id}`. */
export function getLandingPagePath(landingPage: EntityWithSeoUrls, options?: LinkOptions): string {
  return routeToPath({ name: 'frontend.landing.page', id: landingPage.id, seoUrls: landingPage.seoUrls }, options);
}

// ---------------------------------------------------------------------------------------
// Navigation entries

export type NavigationLink =
  | { kind: 'internal'; href: string; newTab: boolean }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'none'; href: null; newTab: false };

/** A navigation entry as `/navigation/...` answers it (a Shopware category). */
export interface NavigationEntry extends EntityWithSeoUrls {
  type?: string | null;
  linkType?: string | null;
  internalLink?: string | null;
  externalLink?: string | null;
  linkNewTab?: boolean | null;
  translated?: {
    linkType?: string | null;
    internalLink?: string | null;
    externalLink?: string | null;
  } | null;
}

const NONE: NavigationLink = { kind: 'none', href: null, newTab: false };

const LINK_TYPE_ROUTE: Record<string, SeoRouteName> = {
  category: 'frontend.navigation.page',
  product: 'frontend.detail.page',
  landing_page: 'frontend.landing.page',
};

/**
 * Classifies a link target. Root-relative paths are internal; http(s), protocol-relative,
 * mailto and tel links are external. Everything else (javascript:, data:, vbscript:,
 * file:, bare words) is refused (null).
 */
export function classifyHref(raw: string | null | undefined): { kind: 'internal' | 'external'; href: string } | null {
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  // Browsers ignore whitespace and control characters inside a scheme (`java\tscript:`),
  // so the scheme is read from a copy without them.
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (compact === '') return null;
  // `//host` and `/\host` are protocol-relative in browsers: external.
  if (/^[/\\][/\\]/.test(compact)) return { kind: 'external', href };
  if (compact.startsWith('/')) return { kind: 'internal', href };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme) {
    return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? { kind: 'external', href } : null;
  }
  return null;
}

function translatedField(entry: NavigationEntry, field: 'linkType' | 'internalLink' | 'externalLink'): string {
  return getTranslatedProperty(entry as Record<typeof field, unknown>, field) as string;
}

/**
 * The link of a navigation entry. Pages link to their category path, folders link nowhere,
 * links go to their internal target (category, product or landing page; SEO path or
 * technical path) or to their external URL. Unsafe URLs give `kind: 'none'`.
 */
export function getNavigationLink(entry: NavigationEntry, options: LinkOptions = {}): NavigationLink {
  if (!entry || typeof entry !== 'object' || !entry.id) return NONE;
  const newTab = entry.linkNewTab === true;
  switch (entry.type) {
    case 'page':
      return { kind: 'internal', href: getCategoryPath(entry, options), newTab };
    case 'link': {
      const linkType = translatedField(entry, 'linkType');
      const route = LINK_TYPE_ROUTE[linkType];
      if (route) {
        const target = translatedField(entry, 'internalLink');
        if (!target) return NONE;
        return { kind: 'internal', href: routeToPath({ name: route, id: target, seoUrls: entry.seoUrls }, options), newTab };
      }
      if (linkType === '' || linkType === 'external') {
        const classified = classifyHref(translatedField(entry, 'externalLink'));
        return classified ? { ...classified, newTab } : NONE;
      }
      return NONE;
    }
    default:
      // folders (and unknown types) are headings, not links
      return NONE;
  }
}
