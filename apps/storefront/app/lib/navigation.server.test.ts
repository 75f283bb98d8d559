import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schemas } from '@gipfel/api';
import { describe, expect, it } from 'vitest';
import { toNavItems } from './navigation.server';

const menu = JSON.parse(
  readFileSync(join(__dirname, '../../../../fixtures/shopware-responses/Menu.json'), 'utf8'),
) as Schemas['Category'][];

describe('toNavItems on a real Shopware menu', () => {
  it('keeps names and nesting and prefixes SEO paths with the language', () => {
    const items = toNavItems(menu, 'fr');
    expect(items.length).toBeGreaterThan(0);
    const first = items[0]!;
    expect(first.name).toBe('Shop service');
    expect(first.href).toBe('/fr/Shop-service/');
    expect(first.children.length).toBeGreaterThan(0);
    expect(toNavItems(menu, 'de')[0]!.href).toBe('/Shop-service/');
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
    const items = toNavItems(entries, 'en');
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
    const items = toNavItems([entry('r', '/en/recipes'), entry('s', '/recipes')] as unknown as Schemas['Category'][], 'en');
    expect(items.map((i) => [i.id, i.href, i.external])).toEqual([
      ['r', '/en/recipes', false],
      ['s', '/en/recipes', false],
    ]);
  });
});
