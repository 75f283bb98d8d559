import type { Schemas } from '@gipfel/api';
import type { CmsNavigation } from '@gipfel/cms';
import { parseLocalePath } from '@gipfel/i18n';
import type { NavItem } from './navigation.server';

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
function toCategory(item: NavItem, children: NavItem[]): Schemas['Category'] {
  const path = item.href && !item.external ? parseLocalePath(item.href.split(/[?#]/)[0] ?? item.href).path : null;
  const category = {
    id: item.id,
    name: item.name,
    translated: { name: item.name },
    active: true,
    visible: true,
    type: item.href === null ? 'folder' : item.external ? 'link' : 'page',
    ...(item.external && item.href ? { externalLink: item.href, linkType: 'external' } : {}),
    seoUrls: path ? [{ seoPathInfo: path.replace(/^\/+/, ''), isCanonical: true }] : [],
    children: children.map((child) => toCategory(child, [])),
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
    tree: siblings.map((sibling) => toCategory(sibling, sibling.id === current.id ? current.children : [])),
    activeId: category.id,
  };
}
