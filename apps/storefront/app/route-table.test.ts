import { locales } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import { buildRouteTree, pageRoutes, routePrefixes } from './route-table';

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
