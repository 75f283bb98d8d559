import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schemas } from '@gipfel/api';
import { describe, expect, it } from 'vitest';
import { createShopLocales } from '@gipfel/i18n';
import { categoryNavigationFor, toNavItems, type NavItem } from './site-navigation';

const locales = createShopLocales({
  urlScheme: 'prefix',
  defaultLanguage: 'de',
  languages: [
    { code: 'de', localeCode: 'de-DE', prefix: '', label: 'Deutsch' },
    { code: 'en', localeCode: 'en-GB', prefix: '/en', label: 'English' },
    { code: 'fr', localeCode: 'fr-CH', prefix: '/fr', label: 'Français' },
  ],
});

const menu = JSON.parse(
  readFileSync(join(__dirname, '../../../fixtures/shopware-responses/Menu.json'), 'utf8'),
) as Schemas['Category'][];

describe('toNavItems on a real Shopware menu', () => {
  it('keeps names and nesting and prefixes SEO paths with the language', () => {
    const items = toNavItems(menu, 'fr', locales);
    expect(items.length).toBeGreaterThan(0);
    const first = items[0]!;
    expect(first.name).toBe('Shop service');
    expect(first.href).toBe('/fr/Shop-service/');
    expect(first.children.length).toBeGreaterThan(0);
    expect(toNavItems(menu, 'de', locales)[0]!.href).toBe('/Shop-service/');
  });

  it('turns folders into headings, external links into external hrefs and drops hidden entries', () => {
    const base = menu[0]!;
    const entries = [
      { ...base, id: 'f', type: 'folder', name: 'Folder', translated: { ...base.translated, name: 'Folder' }, children: [] },
      {
        ...base,
        id: 'x',
        type: 'link',
        linkType: 'external',
        externalLink: 'https://www.example.ch/',
        translated: { ...base.translated, name: 'Ext', linkType: 'external', externalLink: 'https://www.example.ch/' },
        children: [],
      },
      { ...base, id: 'h', visible: false, children: [] },
      { ...base, id: 'j', type: 'link', linkType: 'external', translated: { ...base.translated, name: 'Bad', linkType: 'external', externalLink: 'javascript:alert(1)' }, children: [] },
    ] as unknown as Schemas['Category'][];
    const items = toNavItems(entries, 'en', locales);
    expect(items.map((i) => [i.id, i.href, i.external])).toEqual([
      ['f', null, false],
      ['x', 'https://www.example.ch/', true],
      ['j', null, false],
    ]);
  });

  it('keeps an internal link that names its language (the recipes entry: /en/recipes)', () => {
    const entry = (id: string, link: string) => ({
      id, type: 'link', linkType: 'external', visible: true, active: true, name: 'Recipes',
      translated: { name: 'Recipes', linkType: 'external', externalLink: link }, children: [],
    });
    const items = toNavItems([entry('r', '/en/recipes'), entry('s', '/recipes')] as unknown as Schemas['Category'][], 'en', locales);
    expect(items.map((i) => [i.id, i.href, i.external])).toEqual([
      ['r', '/en/recipes', false],
      ['s', '/en/recipes', false],
    ]);
  });
});

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
    const nav = categoryNavigationFor(main, { id: id(11) }, locales);
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
    const nav = categoryNavigationFor(main, { id: id(2) }, locales);
    expect(ids(nav)).toEqual([id(1), id(2), id(3)]);
    expect(nav!.tree[0]!.children).toEqual([]);
    expect(nav!.tree[2]!.type).toBe('folder');
  });

  it('keeps external links and folders as the element expects them', () => {
    const nav = categoryNavigationFor(main, { id: id(31) }, locales);
    expect(nav!.tree[0]).toMatchObject({ type: 'link', externalLink: 'https://shop.example/', seoUrls: [] });
  });

  it('falls back to the nearest ancestor in the tree for a deeper category, and to nothing without a tree', () => {
    const deeper = categoryNavigationFor(main, { id: id(9999), path: `|${id(0)}|${id(1)}|${id(11)}|${id(111)}|` }, locales);
    expect(deeper?.activeId).toBe(id(9999));
    expect(ids(deeper)).toEqual([id(111)]);
    expect(categoryNavigationFor(main, { id: id(4242) }, locales)).toBeNull();
    expect(categoryNavigationFor(null, { id: id(11) }, locales)).toBeNull();
  });
});
