import { getNavigationLink, readNavigation, type Schemas, type StoreApiClient, translatedText } from '@gipfel/api';
import type { LanguageCode, ShopLocales } from '@gipfel/i18n';
import type { CmsNavigation } from './cms-context';

/** A navigation entry as a shop's header and footer need it: small, serialisable, already localised. */
export interface NavItem {
  id: string;
  name: string;
  /** null for folders (headings without a page). */
  href: string | null;
  external: boolean;
  newTab: boolean;
  children: NavItem[];
}

export interface SiteNavigation {
  main: NavItem[];
  footer: NavItem[];
  service: NavItem[];
}

type Category = Schemas['Category'];

export function toNavItems(entries: readonly Category[] | null | undefined, language: LanguageCode, locales: ShopLocales): NavItem[] {
  return (entries ?? [])
    .filter((entry) => entry.visible !== false && entry.active !== false)
    .map((entry) => {
      const link = getNavigationLink(entry);
      const name = translatedText(entry, 'name');
      return {
        id: entry.id,
        name: name.trim(),
        // An internal link that names its language already (`/en/recipes`) is kept as it is.
        href: link.kind === 'none' ? null : link.kind === 'external' || locales.parseLocalePath(link.href).prefix ? link.href : locales.localizePath(link.href, language),
        external: link.kind === 'external',
        newTab: link.newTab,
        children: toNavItems(entry.children as Category[] | undefined, language, locales),
      };
    })
    .filter((item) => item.name !== '');
}

const cache = new Map<string, { expires: number; navigation: SiteNavigation }>();
const cacheMs = 60_000;

/**
 * The main (3 levels), footer and service navigation of the sales channel, in parallel. They are
 * the same for every shopper of a language, so they are cached in-process for a minute (safe to
 * lose, keyed by endpoint and language). Store API failures are thrown.
 */
export async function loadSiteNavigation(client: StoreApiClient, language: LanguageCode, locales: ShopLocales): Promise<SiteNavigation> {
  const key = `${client.endpoint}|${language}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.navigation;
  const read = (rootId: 'main-navigation' | 'footer-navigation' | 'service-navigation', depth: number) =>
    readNavigation(client, { activeId: rootId, rootId, criteria: { depth, buildTree: true } as never });
  const [main, footer, service] = await Promise.all([read('main-navigation', 3), read('footer-navigation', 2), read('service-navigation', 1)]);
  const navigation = {
    main: toNavItems(main as Category[], language, locales),
    footer: toNavItems(footer as Category[], language, locales),
    service: toNavItems(service as Category[], language, locales),
  };
  cache.set(key, { expires: Date.now() + cacheMs, navigation });
  return navigation;
}

/** The ids from the root to the item with `id` (both included), or null when it is not in the tree. */
function pathTo(items: readonly NavItem[], id: string): NavItem[] | null {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = pathTo(item.children, id);
    if (below) return [item, ...below];
  }
  return null;
}

/**
 * A navigation entry as the CMS element reads a category: its SEO path without the language
 * prefix (the element adds the page's prefix again), a folder without a page, or a link.
 */
function toCategory(item: NavItem, children: NavItem[], locales: ShopLocales): Schemas['Category'] {
  const path = item.href && !item.external ? locales.parseLocalePath(item.href.split(/[?#]/)[0] ?? item.href).path : null;
  const category = {
    id: item.id,
    name: item.name,
    translated: { name: item.name },
    active: true,
    visible: true,
    type: item.href === null ? 'folder' : item.external ? 'link' : 'page',
    ...(item.external && item.href ? { externalLink: item.href, linkType: 'external' } : {}),
    seoUrls: path ? [{ seoPathInfo: path.replace(/^\/+/, ''), isCanonical: true }] : [],
    children: children.map((child) => toCategory(child, [], locales)),
  };
  // The element reads only the fields above; the layout's navigation has no full entities.
  return category as unknown as Schemas['Category'];
}

/**
 * What the CMS `category-navigation` shows on a category page, from the main navigation the
 * layout already loaded (no further Store API call): the current category among its siblings,
 * with its own subcategories below it. A category deeper than the loaded tree shows the place
 * of its nearest ancestor in it (`category.path`, Shopware's `|id|id|`).
 */
export function categoryNavigationFor(
  main: readonly NavItem[] | null | undefined,
  category: { id: string; path?: string | null },
  /** The shop's languages: the entries' paths lose their language prefix (the element adds the page's again). */
  locales: ShopLocales,
): CmsNavigation | null {
  if (!main || main.length === 0) return null;
  let trail = pathTo(main, category.id);
  // Deeper than the loaded tree: placed where its nearest ancestor is (none of them marked).
  for (const ancestor of (category.path ?? '').split('|').filter(Boolean).reverse()) {
    if (trail) break;
    trail = pathTo(main, ancestor);
  }
  if (!trail) return null;
  const current = trail[trail.length - 1]!;
  const parent = trail[trail.length - 2];
  const siblings = parent ? parent.children : main;
  return {
    tree: siblings.map((sibling) => toCategory(sibling, sibling.id === current.id ? current.children : [], locales)),
    activeId: category.id,
  };
}
