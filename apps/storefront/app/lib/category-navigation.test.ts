import { describe, expect, it } from 'vitest';
import { categoryNavigationFor } from './category-navigation';
import type { NavItem } from './navigation.server';

const id = (n: number) => String(n).padStart(32, 'c');

function item(n: number, name: string, href: string | null, children: NavItem[] = [], external = false): NavItem {
  return { id: id(n), name, href, external, newTab: false, children };
}

const main: NavItem[] = [
  item(1, 'Food', '/en/Food/', [item(11, 'Cheese', '/en/Food/Cheese/', [item(111, 'Hard cheese', '/en/Food/Cheese/Hard/')]), item(12, 'Bread', '/en/Food/Bread/')]),
  item(2, 'Kitchen', '/en/Kitchen/'),
  item(3, 'Brands', null, [item(31, 'Shop', 'https://shop.example/', [], true)]),
];

const ids = (nav: ReturnType<typeof categoryNavigationFor>) => nav?.tree.map((category) => category.id);

describe('categoryNavigationFor', () => {
  it('shows the current category among its siblings, with its own subcategories', () => {
    const nav = categoryNavigationFor(main, { id: id(11) });
    expect(nav?.activeId).toBe(id(11));
    expect(ids(nav)).toEqual([id(11), id(12)]);
    const cheese = nav!.tree[0]!;
    expect(cheese.translated.name).toBe('Cheese');
    // Paths without the language prefix: the CMS element adds the page's prefix again.
    expect(cheese.seoUrls?.[0]).toMatchObject({ seoPathInfo: 'Food/Cheese/', isCanonical: true });
    expect((cheese.children ?? []).map((child) => child.id)).toEqual([id(111)]);
    expect(nav!.tree[1]!.children).toEqual([]);
  });

  it('shows the top level for a top-level category', () => {
    const nav = categoryNavigationFor(main, { id: id(2) });
    expect(ids(nav)).toEqual([id(1), id(2), id(3)]);
    expect(nav!.tree[0]!.children).toEqual([]);
    expect(nav!.tree[2]!.type).toBe('folder');
  });

  it('keeps external links and folders as the element expects them', () => {
    const nav = categoryNavigationFor(main, { id: id(31) });
    expect(nav!.tree[0]).toMatchObject({ type: 'link', externalLink: 'https://shop.example/', seoUrls: [] });
  });

  it('falls back to the nearest ancestor in the tree for a deeper category, and to nothing without a tree', () => {
    const deeper = categoryNavigationFor(main, { id: id(9999), path: `|${id(0)}|${id(1)}|${id(11)}|${id(111)}|` });
    expect(deeper?.activeId).toBe(id(9999));
    expect(ids(deeper)).toEqual([id(111)]);
    expect(categoryNavigationFor(main, { id: id(4242) })).toBeNull();
    expect(categoryNavigationFor(null, { id: id(11) })).toBeNull();
  });
});
