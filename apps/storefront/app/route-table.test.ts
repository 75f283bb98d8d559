import { locales } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import { buildRouteTree, pageRouteOf, pageRoutes, pageTextNamespaces, routePrefixes } from './route-table';

describe('route table', () => {
  it('mounts under exactly the prefixes of the locale table', () => {
    expect(Object.fromEntries(locales.map((l) => [l.code, l.prefix.replace(/^\//, '')]))).toEqual(routePrefixes);
  });

  it('mounts every route of spec §2 once per language with its layout', () => {
    const tree = buildRouteTree();
    const paths = tree.flatMap((layout) => layout.children.map((c) => `${layout.id.split('.')[0]} ${c.path ?? '(index)'}`));
    expect(paths).toHaveLength(pageRoutes.length * 3);
    for (const expected of [
      'layout-default (index)',
      'layout-default en',
      'layout-default fr/search',
      'layout-account en/account/address',
      'layout-default fr/account/recover/password',
      'layout-checkout checkout/cart',
      'layout-default en/checkout/success/:id/unpaid',
      'layout-auth fr/login',
      'layout-auth register',
      'layout-default fr/news/blog/:id',
      'layout-default en/shopware',
      'layout-default fr/*',
    ]) {
      expect(paths).toContain(expected);
    }
    const ids = tree.flatMap((l) => [l.id, ...l.children.map((c) => c.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('page text namespaces', () => {
  it('finds the page of a path in every language, the catch-all last', () => {
    expect(pageRouteOf('recipes/rosti').id).toBe('recipe');
    expect(pageRouteOf('/recipes/rosti/print').id).toBe('recipe-print');
    expect(pageRouteOf('checkout/success/abc/unpaid').id).toBe('checkout-success-unpaid');
    expect(pageRouteOf('').id).toBe('home');
    expect(pageRouteOf('Lebensmittel/Kaese/').id).toBe('catch-all');
    expect(pageRouteOf('recipes/rosti/print/more').id).toBe('catch-all');
  });

  it('names the page-only namespaces of a page, with or without language prefix', () => {
    expect(pageTextNamespaces('/recipes')).toEqual(['recipes']);
    expect(pageTextNamespaces('/fr/recipes/fondue')).toEqual(['recipes']);
    expect(pageTextNamespaces('/en/checkout/cart')).toEqual(['checkout']);
    expect(pageTextNamespaces('/checkout/success/0123/paid')).toEqual(['checkout']);
    for (const path of ['/', '/en', '/fr/search', '/Lebensmittel/', '/en/account/order', '/news/blog/1']) expect(pageTextNamespaces(path)).toEqual([]);
  });
});
