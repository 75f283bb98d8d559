import { createShopLocales, defineShopLanguages } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import { demoShopLanguages, homePrefixesOf } from './lib/config/shop-languages';
import { buildRouteTree, pageRouteOf, pageRoutes, pageTextNamespaces, routePrefixes } from './route-table';
import { pageTextPaths } from './page-paths';

describe('route table', () => {
  it('mounts under exactly the prefixes of the shop languages (the demo configuration)', () => {
    const locales = createShopLocales(defineShopLanguages(demoShopLanguages));
    expect(Object.fromEntries(locales.languages.map((l) => [l.code, (l.prefix ?? '').replace(/^\//, '')]))).toEqual(routePrefixes);
    expect(routePrefixes).toEqual({ de: '', en: 'en', fr: 'fr', it: 'it' });
  });

  it('mounts the home pages of a configured shop: a prefix per language, none without prefixes', () => {
    const four = JSON.stringify({ ...demoShopLanguages, languages: [...demoShopLanguages.languages.slice(0, 3), { code: 'rm', localeCode: 'rm-CH', label: 'Rumantsch' }] });
    expect(homePrefixesOf(four)).toEqual({ de: '', en: 'en', fr: 'fr', rm: 'rm' });
    expect(homePrefixesOf(JSON.stringify({ urlScheme: 'none', defaultLanguage: 'en', languages: [{ code: 'en', localeCode: 'en-GB' }] }))).toEqual({ '': '' });
  });

  it('mounts every page of the shop once with its layout and an optional language segment, the home page per language', () => {
    const tree = buildRouteTree();
    const paths = tree.flatMap((layout) => layout.children.map((c) => `${layout.id} ${c.path ?? '(index)'}`));
    // One route per page, a home page more per prefix (en, fr, it): 36 instead of four copies of 33.
    expect(paths).toHaveLength(pageRoutes.length + 3);
    // Case-sensitive: a shop page such as /fr/Contact/ is not taken by our /fr/contact.
    expect(tree.flatMap((layout) => layout.children.filter((c) => !c.caseSensitive).map((c) => c.id))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'layout-default (index)',
        'layout-default en',
        'layout-default fr',
        'layout-default it',
        'layout-default :lang?/search',
        'layout-account :lang?/account/address',
        'layout-default :lang?/account/recover/password',
        'layout-checkout :lang?/checkout/cart',
        'layout-default :lang?/checkout/success/:id/unpaid',
        'layout-auth :lang?/login',
        'layout-default :lang?/news/blog/:id',
        'layout-default :lang?/shopware',
        'layout-default *',
      ]),
    );
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

  it("reads the same namespaces from the browser's short list as from the whole table (page-paths.ts)", () => {
    // Every page path with its parameters filled, with and without a language prefix: the short
    // list must agree with the page the whole table finds (no other page matches one of its patterns).
    for (const route of pageRoutes) {
      const path = route.path.split('/').map((part) => (part.startsWith(':') ? 'x' : part === '*' ? 'Tee' : part)).join('/');
      for (const prefix of ['', ...Object.values(routePrefixes).filter(Boolean)]) {
        expect(pageTextNamespaces(`${prefix ? `/${prefix}` : ''}/${path}`), `${prefix}/${path}`).toEqual(pageRouteOf(path).texts ?? []);
      }
    }
    for (const path of Object.keys(pageTextPaths)) expect(pageRoutes.some((route) => route.path === path), path).toBe(true);
    expect(pageRoutes.filter((route) => route.texts).map((route) => route.id)).toEqual(['checkout-cart', 'checkout', 'checkout-success', 'checkout-success-paid', 'checkout-success-unpaid', 'recipes', 'recipe', 'recipe-print']);
  });
});
