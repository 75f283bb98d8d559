// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  classifyHref,
  getCategoryPath,
  getLandingPagePath,
  getNavigationLink,
  getProductPath,
  pickSeoPath,
  routeToPath,
  type NavigationEntry,
} from './links';
import type { Schemas } from './types';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import menuFixture from '../../../fixtures/shopware-responses/Menu.json';
import landingPageFixture from '../../../fixtures/shopware-responses/LandingPage.json';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';

// Real Shopware responses (see fixtures/shopware-responses/README.md).
const product = productFixture as unknown as Schemas['Product'];
const menu = menuFixture as unknown as Schemas['Category'][];
const landingPage = landingPageFixture as unknown as Schemas['LandingPage'];
const crossSelling = crossSellingFixture as unknown as Schemas['CrossSellingElement'][];
const search = searchFixture as unknown as Schemas['ProductListingResult'];

const ID = '0123456789abcdef0123456789abcdef';

describe('product, category and landing page paths on real responses', () => {
  it('uses the product SEO path', () => {
    expect(getProductPath(product)).toBe('/Cigar-Special-40/SW10044');
    expect(routeToPath({ name: 'frontend.detail.page', id: product.id, seoUrls: product.seoUrls })).toBe('/Cigar-Special-40/SW10044');
  });

  it('falls back to /detail/{id} without SEO URLs', () => {
    expect(getProductPath({ ...product, seoUrls: [] })).toBe(`/detail/${product.id}`);
    expect(getProductPath({ id: ID })).toBe(`/detail/${ID}`);
    expect(getProductPath({ id: ID, seoUrls: null })).toBe(`/detail/${ID}`);
  });

  it('links every product of a search result and a cross-selling', () => {
    const products = [...search.elements, ...crossSelling.flatMap((element) => element.products)];
    expect(products.length).toBeGreaterThan(0);
    for (const item of products) {
      const path = getProductPath(item);
      const seoPath = item.seoUrls?.find((seoUrl) => seoUrl.routeName === 'frontend.detail.page')?.seoPathInfo;
      expect(path).toBe(seoPath ? `/${seoPath.replace(/^\/+/, '')}` : `/detail/${item.id}`);
    }
  });

  it('uses the category SEO paths of the menu, children included', () => {
    const [shopService] = menu;
    expect(getCategoryPath(shopService!)).toBe('/Shop-service/');
    expect(shopService!.children.map((child) => getCategoryPath(child))).toEqual([
      '/Shop-service/Defective-Product/',
      '/Shop-service/Payment-Dispatch/',
    ]);
    expect(getCategoryPath({ id: ID })).toBe(`/navigation/${ID}`);
  });

  it('falls back to /landingPage/{id} for the landing page without SEO URLs', () => {
    expect(getLandingPagePath(landingPage)).toBe('/landingPage/f114465737fa445983d1f2fcc1743bf7');
    expect(
      getLandingPagePath({
        id: landingPage.id,
        seoUrls: [{ seoPathInfo: 'Summer-Giveaway', routeName: 'frontend.landing.page', foreignKey: landingPage.id }],
      }),
    ).toBe('/Summer-Giveaway');
  });

  it('routeToPath knows the three route names', () => {
    expect(routeToPath({ name: 'frontend.detail.page', id: ID })).toBe(`/detail/${ID}`);
    expect(routeToPath({ name: 'frontend.navigation.page', id: ID })).toBe(`/navigation/${ID}`);
    expect(routeToPath({ name: 'frontend.landing.page', id: ID })).toBe(`/landingPage/${ID}`);
    expect(routeToPath({ name: 'frontend.navigation.page', id: ID, seoPathInfo: '/Food/' })).toBe('/Food/');
    expect(() => routeToPath({ name: 'frontend.home.page' as 'frontend.detail.page', id: ID })).toThrow(/Unknown route/);
  });
});

describe('pickSeoPath', () => {
  const seoUrls = [
    { seoPathInfo: 'old/path', routeName: 'frontend.detail.page', isCanonical: false, languageId: 'de' },
    { seoPathInfo: 'deleted', routeName: 'frontend.detail.page', isCanonical: true, isDeleted: true, languageId: 'de' },
    { seoPathInfo: 'kaese/SW1', routeName: 'frontend.detail.page', isCanonical: true, languageId: 'de' },
    { seoPathInfo: 'fromage/SW1', routeName: 'frontend.detail.page', isCanonical: true, languageId: 'fr' },
    { seoPathInfo: 'Kaese/', routeName: 'frontend.navigation.page', isCanonical: true, languageId: 'de' },
    { seoPathInfo: '', routeName: 'frontend.detail.page', isCanonical: true, languageId: 'en' },
  ];

  it('prefers canonical, not deleted entries of the route', () => {
    expect(pickSeoPath(seoUrls, 'frontend.detail.page')).toBe('kaese/SW1');
    expect(pickSeoPath(seoUrls, 'frontend.navigation.page')).toBe('Kaese/');
  });

  it('prefers the wanted language and falls back to any', () => {
    expect(pickSeoPath(seoUrls, 'frontend.detail.page', { languageId: 'fr' })).toBe('fromage/SW1');
    expect(pickSeoPath(seoUrls, 'frontend.detail.page', { languageId: 'en' })).toBe('kaese/SW1');
  });

  it('ignores entries of another target', () => {
    expect(pickSeoPath([{ seoPathInfo: 'Other/', foreignKey: 'other' }], 'frontend.navigation.page', { foreignKey: ID })).toBeUndefined();
    expect(pickSeoPath(undefined, 'frontend.navigation.page')).toBeUndefined();
  });
});

describe('getNavigationLink', () => {
  const page = menu[0]!;

  it('links pages of the real menu to their SEO path', () => {
    expect(getNavigationLink(page)).toEqual({ kind: 'internal', href: '/Shop-service/', newTab: false });
    expect(getNavigationLink(menu[1]!.children[1]!)).toEqual({ kind: 'internal', href: '/Information/Contact/', newTab: false });
  });

  it('gives no link for folders', () => {
    expect(getNavigationLink({ ...page, type: 'folder' })).toEqual({ kind: 'none', href: null, newTab: false });
  });

  function link(fields: Partial<NavigationEntry>): NavigationEntry {
    // a real entry turned into a link, the way Shopware sends link categories
    return { ...page, type: 'link', seoUrls: [], translated: { ...page.translated, ...fields.translated }, ...fields };
  }

  it('links to an internal category, product or landing page', () => {
    expect(getNavigationLink(link({ linkType: 'category', internalLink: ID }))).toEqual({ kind: 'internal', href: `/navigation/${ID}`, newTab: false });
    expect(getNavigationLink(link({ linkType: 'product', internalLink: ID }))).toEqual({ kind: 'internal', href: `/detail/${ID}`, newTab: false });
    expect(getNavigationLink(link({ linkType: 'landing_page', internalLink: ID, linkNewTab: true }))).toEqual({
      kind: 'internal',
      href: `/landingPage/${ID}`,
      newTab: true,
    });
  });

  it('uses the SEO URL of the link target when the response carries it', () => {
    const entry = link({
      linkType: 'product',
      internalLink: ID,
      seoUrls: [
        { seoPathInfo: 'Shop-service/', routeName: 'frontend.navigation.page', foreignKey: page.id } as Schemas['SeoUrl'],
        { seoPathInfo: 'Bergkaese/SW10001', routeName: 'frontend.detail.page', foreignKey: ID } as Schemas['SeoUrl'],
      ],
    });
    expect(getNavigationLink(entry).href).toBe('/Bergkaese/SW10001');
  });

  it('reads the translated link fields first', () => {
    const entry = link({ linkType: null, internalLink: null, translated: { linkType: 'category', internalLink: ID } });
    expect(getNavigationLink(entry)).toEqual({ kind: 'internal', href: `/navigation/${ID}`, newTab: false });
  });

  it('links external URLs and root-relative internal links', () => {
    expect(getNavigationLink(link({ linkType: 'external', externalLink: 'https://www.example.ch/rezepte', linkNewTab: true }))).toEqual({
      kind: 'external',
      href: 'https://www.example.ch/rezepte',
      newTab: true,
    });
    expect(getNavigationLink(link({ linkType: null, externalLink: '/account' }))).toEqual({ kind: 'internal', href: '/account', newTab: false });
  });

  it('refuses unsafe or empty targets', () => {
    expect(getNavigationLink(link({ linkType: 'external', externalLink: 'javascript:alert(1)' })).kind).toBe('none');
    expect(getNavigationLink(link({ linkType: 'external', externalLink: ' JaVa\tScRiPt:alert(1)' })).kind).toBe('none');
    expect(getNavigationLink(link({ linkType: 'external', externalLink: 'data:text/html,<b>x</b>' })).kind).toBe('none');
    expect(getNavigationLink(link({ linkType: 'external', externalLink: null })).kind).toBe('none');
    expect(getNavigationLink(link({ linkType: 'category', internalLink: null })).kind).toBe('none');
    expect(getNavigationLink(link({ linkType: 'something-else' })).kind).toBe('none');
  });
});

describe('classifyHref', () => {
  it.each([
    ['/checkout/cart', 'internal'],
    ['https://example.ch', 'external'],
    ['HTTP://example.ch', 'external'],
    ['//cdn.example.ch/x', 'external'],
    ['/\\evil.example', 'external'],
    ['mailto:info@example.ch', 'external'],
    ['tel:+41441234567', 'external'],
  ])('%s is %s', (href, kind) => {
    expect(classifyHref(href)?.kind).toBe(kind);
  });

  it.each(['javascript:void(0)', 'vbscript:msgbox', 'data:image/png;base64,AAAA', 'file:///etc/passwd', 'relative/path', '', '   ', null])(
    'refuses %s',
    (href) => {
      expect(classifyHref(href)).toBeNull();
    },
  );
});
