import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from '../catalogue/default-content';
import { tierPrices } from '../catalogue/serialize';
import { CatalogueStore } from '../catalogue/store';
import type { DemoLocale, DemoProduct } from '../demo/types';
import { CURRENCY_IDS, LANGUAGE_IDS, ROOT_CATEGORY_ID, SALES_CHANNEL_ID } from '../ids';
import { createTestApi, type TestApi } from '../testing/harness';
import { prepareSchemas } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

const content = defaultCatalogueContent();
const LOCALES: [DemoLocale, string][] = [['de', LANGUAGE_IDS['de-DE']], ['en', LANGUAGE_IDS['en-GB']], ['fr', LANGUAGE_IDS['fr-CH']]];
const SEO = { 'sw-include-seo-urls': 'true' };

const hasVariants = (p: DemoProduct) => content.products.some((child) => child.parentId === p.id && child.active);
const simple = content.products.filter((p) => p.active && !p.parentId && !hasVariants(p) && p.categoryIds.length > 0);
const withVariants = content.products.find((p) => p.active && !p.parentId && hasVariants(p) && p.configuratorSettings.length > 0)!;
const listingCategory = content.categories.find((c) => c.id === simple[0]!.categoryIds[0])!;
const topCategory = content.categories.find((c) => c.parentId === ROOT_CATEGORY_ID && c.type === 'page' && c.active && c.visible)!;

let api: TestApi;
let token: string;

async function eurToken(): Promise<string> {
  const context = await api.call('PATCH', '/store-api/context', { body: { currencyId: CURRENCY_IDS.EUR } });
  return context.headers.get('sw-context-token')!;
}

beforeAll(async () => {
  prepareSchemas([
    ['POST', '/store-api/product-listing/x'],
    ['POST', '/store-api/product/x'],
    ['POST', '/store-api/category/x'],
    ['POST', '/store-api/navigation/a/b'],
    ['POST', '/store-api/search'],
  ]);
  api = createTestApi();
  token = await eurToken();
}, 120_000);
afterAll(() => api.close());

describe('GET /media/...', () => {
  it('serves the generated SVGs with long cache headers and without an access key', async () => {
    const media = simple[0]!.media[0]!;
    const response = await api.app.request(media.thumbnails[0]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="\d+"/);
    expect(svg).toContain(`width="${media.thumbnails[0]!.width}"`);
    const missing = await api.app.request('/media/product/GF-99999-0-800.svg');
    expect(missing.status).toBe(404);
    expect((await missing.json()).errors[0].code).toBe('CONTENT__MEDIA_NOT_FOUND');
  });
});

describe('POST /navigation/{activeId}/{rootId}', () => {
  it.each(LOCALES)('returns the main navigation as a tree in %s', async (locale, languageId) => {
    const { status, body } = await api.call<Json[]>('POST', '/store-api/navigation/main-navigation/main-navigation', {
      headers: { 'sw-language-id': languageId, ...SEO },
      body: { depth: 2 },
    });
    expect(status).toBe(200);
    const top = content.categories.filter((c) => c.parentId === ROOT_CATEGORY_ID && c.active && c.visible).sort((a, b) => a.position - b.position);
    expect(body.map((c) => c.translated.name)).toEqual(top.map((c) => c.name[locale]));
    const entry = body.find((c) => c.id === topCategory.id)!;
    expect(entry.apiAlias).toBe('category');
    expect(entry.seoUrls[0].seoPathInfo).toBe(topCategory.seoPath![locale]);
    expect(entry.seoUrls[0].languageId).toBe(languageId);
    const children = content.categories.filter((c) => c.parentId === topCategory.id && c.active && c.visible);
    expect(entry.children.map((c: Json) => c.id).sort()).toEqual(children.map((c) => c.id).sort());
  });

  it('limits the depth, knows the footer and service aliases and ids', async () => {
    const shallow = await api.call<Json[]>('POST', `/store-api/navigation/${ROOT_CATEGORY_ID}/${ROOT_CATEGORY_ID}`, { body: { depth: 1 } });
    expect(shallow.status).toBe(200);
    expect(shallow.body.every((c) => c.children.length === 0)).toBe(true);
    expect(shallow.body[0]!.seoUrls).toBeNull();
    for (const alias of ['footer-navigation', 'service-navigation'] as const) {
      const root = content.categories.find((c) => c.parentId === null && c.navigation === alias.split('-')[0]);
      const result = await api.call<Json[]>('POST', `/store-api/navigation/${alias}/${alias}`, { body: {} });
      expect(result.status).toBe(200);
      expect(result.body.map((c) => c.parentId)).toEqual(result.body.map(() => root!.id));
      expect(result.body.length).toBeGreaterThan(0);
    }
  });

  it('answers unknown ids with 404 and bad depth with 400', async () => {
    const unknown = await api.call('POST', `/store-api/navigation/${'f'.repeat(32)}/main-navigation`, { body: {} });
    expect(unknown.status).toBe(404);
    expect((unknown.body as Json).errors[0]).toMatchObject({ code: 'CONTENT__CATEGORY_NOT_FOUND', source: { pointer: '/activeId' } });
    const bad = await api.call('POST', '/store-api/navigation/main-navigation/main-navigation', { body: { depth: 'deep' } });
    expect(bad.status).toBe(400);
    const notUuid = await api.call('POST', '/store-api/navigation/nope/main-navigation', { body: {} });
    expect(notUuid.status).toBe(400);
  });
});

describe('POST /seo-url', () => {
  it.each(LOCALES)('resolves a path to its entity in %s', async (locale, languageId) => {
    const product = simple[0]!;
    const { status, body } = await api.call<Json>('POST', '/store-api/seo-url', {
      headers: { 'sw-language-id': languageId },
      body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: product.seoPath[locale] }] },
    });
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.elements[0]).toMatchObject({ foreignKey: product.id, routeName: 'frontend.detail.page', pathInfo: `/detail/${product.id}`, isCanonical: true });
  });

  it('filters by foreign key and route name', async () => {
    const { body } = await api.call<Json>('POST', '/store-api/seo-url', {
      body: { filter: [{ type: 'equals', field: 'foreignKey', value: listingCategory.id }, { type: 'equals', field: 'routeName', value: 'frontend.navigation.page' }] },
    });
    expect(body.elements.map((e: Json) => e.seoPathInfo)).toEqual([listingCategory.seoPath!.de]);
    const landing = await api.call<Json>('POST', '/store-api/seo-url', { body: { filter: [{ type: 'equals', field: 'routeName', value: 'frontend.landing.page' }] } });
    expect(landing.body.total).toBe(content.landingPages.filter((p) => p.active).length);
    const bad = await api.call('POST', '/store-api/seo-url', { body: { filter: 'seoPathInfo' } });
    expect(bad.status).toBe(400);
  });
});

describe('POST /category/{id} and /cms/{id}', () => {
  it.each(LOCALES)('resolves the CMS page with a filled product listing in %s', async (locale, languageId) => {
    const { status, body } = await api.call<Json>('POST', `/store-api/category/${listingCategory.id}`, { headers: { 'sw-language-id': languageId }, body: {} });
    expect(status).toBe(200);
    expect(body.translated.name).toBe(listingCategory.name[locale]);
    expect(body.breadcrumb.at(-1)).toBe(listingCategory.name[locale]);
    expect(body.cmsPage.id).toBe(listingCategory.cmsPageId);
    const slots = body.cmsPage.sections.flatMap((s: Json) => s.blocks.flatMap((b: Json) => b.slots));
    const listingSlot = slots.find((s: Json) => s.type === 'product-listing');
    expect(listingSlot.data.apiAlias).toBe('cms_product_listing');
    expect(listingSlot.data.listing.total).toBeGreaterThan(0);
    expect(listingSlot.data.listing.elements[0].apiAlias).toBe('product');
    const configured = listingSlot.config.limit?.value ?? listingSlot.config.productsPerPage?.value;
    expect(listingSlot.data.listing.limit).toBe(configured ? Number(configured) : 10);
  });

  it('knows the home alias and answers unknown categories with a 404', async () => {
    const home = await api.call<Json>('POST', '/store-api/category/home', { body: {} });
    expect(home.status).toBe(200);
    expect(home.body.id).toBe(ROOT_CATEGORY_ID);
    const unknown = await api.call<Json>('POST', `/store-api/category/${'0'.repeat(32)}`, { body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].source.pointer).toBe('/navigationId');
  });

  it('serves CMS pages with slot data (text, images, products)', async () => {
    for (const page of content.cmsPages.slice(0, 6)) {
      const { status, body } = await api.call<Json>('POST', `/store-api/cms/${page.id}`, { headers: { 'sw-language-id': LANGUAGE_IDS['fr-CH'] }, body: {} });
      expect(status).toBe(200);
      expect(body.translated.name).toBe(page.name.fr);
      expect(body.sections).toHaveLength(page.sections.length);
    }
    const withImage = content.cmsPages.find((p) => p.sections.some((s) => s.blocks.some((b) => b.slots.some((slot) => slot.type === 'image-slider'))));
    if (withImage) {
      const { body } = await api.call<Json>('POST', `/store-api/cms/${withImage.id}`, { body: {} });
      const slider = body.sections.flatMap((s: Json) => s.blocks.flatMap((b: Json) => b.slots)).find((s: Json) => s.type === 'image-slider');
      expect(slider.data.sliderItems[0].media.url).toMatch(/^http:\/\/localhost\/media\/.+\.svg$/);
      expect(slider.data.sliderItems[0].media.thumbnails.length).toBeGreaterThan(0);
    }
    expect((await api.call('POST', `/store-api/cms/${'a'.repeat(32)}`, { body: {} })).status).toBe(404);
  });

  it.each(LOCALES)('serves landing pages in %s', async (locale, languageId) => {
    const page = content.landingPages.find((p) => p.active)!;
    const { status, body } = await api.call<Json>('POST', `/store-api/landing-page/${page.id}`, { headers: { 'sw-language-id': languageId }, body: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({ apiAlias: 'landing_page', url: page.seoPath[locale], name: page.name[locale] });
    expect(body.cmsPage.id).toBe(page.cmsPageId);
    expect((await api.call('POST', `/store-api/landing-page/${'b'.repeat(32)}`, { body: {} })).status).toBe(404);
  });
});

describe('breadcrumb', () => {
  it('lists the path of a category and of a product', async () => {
    const category = await api.call<Json[]>('GET', `/store-api/breadcrumb/${listingCategory.id}?type=category`, { headers: { 'sw-language-id': LANGUAGE_IDS['en-GB'] } });
    expect(category.status).toBe(200);
    expect(category.body.at(-1)).toMatchObject({ categoryId: listingCategory.id, name: listingCategory.name.en, path: listingCategory.seoPath!.en });
    expect(category.body.some((b) => b.categoryId === ROOT_CATEGORY_ID)).toBe(false);
    const product = await api.call<Json[]>('GET', `/store-api/breadcrumb/${simple[0]!.id}`);
    expect(product.body.at(-1)!.categoryId).toBe(simple[0]!.mainCategoryId);
    const post = await api.call<Json[]>('POST', `/store-api/breadcrumb/${listingCategory.id}`, { body: { type: 'category' } });
    expect(post.body.at(-1)!.categoryId).toBe(listingCategory.id);
  });

  // Shopware's BreadcrumbRoute (Content/Breadcrumb/SalesChannel/BreadcrumbRoute.php): any type but
  // `category` is tried as a product first and, on ProductNotFoundException, as a category
  // (tryToGetCategoriesFromProductOrCategory); an id that is neither answers an empty
  // BreadcrumbCollection (200 []), with `type=category` too (getCategories).
  it('reads an id without type as a product, then as a category; an unknown id is an empty breadcrumb', async () => {
    const category = await api.call<Json[]>('GET', `/store-api/breadcrumb/${listingCategory.id}`, { headers: { 'sw-language-id': LANGUAGE_IDS['en-GB'] } });
    expect(category.status).toBe(200);
    expect(category.body.at(-1)).toMatchObject({ categoryId: listingCategory.id, name: listingCategory.name.en, apiAlias: 'breadcrumb' });
    expect((await api.call<Json[]>('GET', `/store-api/breadcrumb/${listingCategory.id}?type=product`)).body.at(-1)!.categoryId).toBe(listingCategory.id);
    expect((await api.call<Json[]>('GET', `/store-api/breadcrumb/${listingCategory.id}?type=shelf`)).body.at(-1)!.categoryId).toBe(listingCategory.id);
    const inactive = content.products.find((p) => !p.active);
    for (const path of [
      `/store-api/breadcrumb/${'c'.repeat(32)}`,
      `/store-api/breadcrumb/${'c'.repeat(32)}?type=category`,
      `/store-api/breadcrumb/${simple[0]!.id}?type=category`,
      ...(inactive ? [`/store-api/breadcrumb/${inactive.id}`] : []),
    ]) {
      const unknown = await api.call('GET', path);
      expect(unknown.status, path).toBe(200);
      expect(unknown.body, path).toEqual([]);
    }
  });
});

describe('POST /product-listing/{categoryId}', () => {
  const path = `/store-api/product-listing/${ROOT_CATEGORY_ID}`;

  it.each(LOCALES)('lists products with aggregations and sortings in %s', async (locale, languageId) => {
    const { status, body } = await api.call<Json>('POST', path, { headers: { 'sw-language-id': languageId }, body: { limit: 24, order: 'name-asc' } });
    expect(status).toBe(200);
    expect(body.apiAlias).toBe('product_listing');
    const names = body.elements.map((p: Json) => p.translated.name);
    expect(names).toEqual([...names].sort(new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }).compare));
    expect(body.availableSortings.map((s: Json) => s.key)).toEqual(['name-asc', 'name-desc', 'price-asc', 'price-desc', 'topseller']);
    expect(Object.keys(body.aggregations).sort()).toEqual(['manufacturer', 'price', 'properties', 'rating', 'shipping-free']);
    expect(body.aggregations.properties.entities[0].options.length).toBeGreaterThan(0);
    expect(body.currentFilters).toMatchObject({ navigationId: ROOT_CATEGORY_ID, manufacturer: [], properties: [], rating: null, 'shipping-free': false });
    // no inactive product and no parent of variants
    const inactive = content.products.filter((p) => !p.active).map((p) => p.id);
    expect(body.elements.some((p: Json) => inactive.includes(p.id))).toBe(false);
    expect(body.elements.some((p: Json) => p.id === withVariants.id && !withVariants.variantListingConfig?.displayParent)).toBe(false);
  });

  it('prices in the context currency', async () => {
    const product = simple[0]!;
    const find = (body: Json) => body.elements.find((p: Json) => p.id === product.id);
    const chf = await api.call<Json>('POST', path, { body: { limit: 500, ids: [product.id] } });
    const eur = await api.call<Json>('POST', path, { headers: { 'sw-context-token': token }, body: { limit: 500, ids: [product.id] } });
    const first = (price: DemoProduct['price']) => price;
    const tiered = product.tierPrices[0]?.price ?? first(product.price);
    expect(find(chf.body).calculatedPrice.unitPrice).toBe(tiered.CHF.gross);
    expect(find(eur.body).calculatedPrice.unitPrice).toBe(tiered.EUR.gross);
    expect(find(eur.body).calculatedPrice.calculatedTaxes[0].taxRate).toBe(product.taxRate);
  });

  it('sorts by price and topseller and pages', async () => {
    const asc = await api.call<Json>('POST', path, { body: { order: 'price-asc', limit: 500 } });
    const prices = asc.body.elements.map((p: Json) => p.calculatedCheapestPrice.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await api.call<Json>('POST', path, { body: { order: 'price-desc', limit: 500 } });
    expect(desc.body.elements[0].calculatedCheapestPrice.unitPrice).toBe(Math.max(...prices));
    const top = await api.call<Json>('POST', path, { body: { order: 'topseller', limit: 500 } });
    const sales = top.body.elements.map((p: Json) => p.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const page2 = await api.call<Json>('POST', path, { body: { order: 'name-asc', limit: 1, p: 2 } });
    expect(page2.body.page).toBe(2);
    expect(page2.body.elements).toHaveLength(1);
    expect(page2.body.elements[0].id).toBe((await api.call<Json>('POST', path, { body: { order: 'name-asc', limit: 2 } })).body.elements[1].id);
  });

  it('filters by property, manufacturer, price, rating and shipping-free', async () => {
    const all = (await api.call<Json>('POST', path, { body: { limit: 500 } })).body;
    const option = all.aggregations.properties.entities[0].options[0];
    const byProperty = await api.call<Json>('POST', path, { body: { limit: 500, properties: option.id } });
    expect(byProperty.body.total).toBeGreaterThan(0);
    expect(byProperty.body.total).toBeLessThanOrEqual(all.total);
    expect(byProperty.body.currentFilters.properties).toEqual([option.id]);
    for (const p of byProperty.body.elements) expect([...(p.propertyIds ?? []), ...(p.optionIds ?? [])]).toContain(option.id);

    const manufacturer = all.aggregations.manufacturer.entities[0].id;
    const byManufacturer = await api.call<Json>('POST', path, { body: { limit: 500, manufacturer } });
    expect(byManufacturer.body.elements.every((p: Json) => p.manufacturerId === manufacturer)).toBe(true);

    const min = Math.ceil(all.aggregations.price.min) + 1;
    const byPrice = await api.call<Json>('POST', path, { body: { limit: 500, 'min-price': min } });
    expect(byPrice.body.total).toBeLessThan(all.total);
    expect(byPrice.body.currentFilters.price).toEqual({ min, max: 0 });

    const free = await api.call<Json>('POST', path, { body: { limit: 500, 'shipping-free': true } });
    expect(free.body.elements.every((p: Json) => p.shippingFree)).toBe(true);
    expect(free.body.total).toBe(all.elements.filter((p: Json) => p.shippingFree).length);

    const rated = await api.call<Json>('POST', path, { body: { limit: 500, rating: 4 } });
    expect(rated.body.elements.every((p: Json) => p.ratingAverage >= 4)).toBe(true);
    expect(rated.body.currentFilters.rating).toBe(4);
  });

  it('answers bad criteria with 400 and unknown categories with 404', async () => {
    for (const body of [{ limit: 1_000_000 }, { limit: 'ten' }, { p: 0 }, { p: -3 }, { order: 'random' }, { properties: 'not-an-id' }, { 'min-price': 'cheap' }, { rating: 9 }, { 'shipping-free': 'maybe' }, { filter: 'x' }]) {
      const result = await api.call<Json>('POST', path, { body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.errors[0].source.pointer).toMatch(/^\//);
    }
    expect((await api.call('POST', path, { body: '[1,2' })).status).toBe(400);
    expect((await api.call('GET', `${path}?limit=abc`)).status).toBe(400);
    const unknown = await api.call<Json>('POST', `/store-api/product-listing/${'d'.repeat(32)}`, { body: {} });
    expect(unknown.status).toBe(404);
    // ProductListingRoute: ProductException::categoryNotFound (CategoryRoute answers CONTENT__CATEGORY_NOT_FOUND).
    expect(unknown.body.errors[0]).toMatchObject({
      code: 'PRODUCT__CATEGORY_NOT_FOUND',
      detail: `Could not find category with id "${'d'.repeat(32)}"`,
      source: { pointer: '/categoryId' },
      meta: { parameters: { entity: 'category', field: 'id', value: 'd'.repeat(32) } },
    });
  });

  it('accepts GET criteria in the query string', async () => {
    const { status, body } = await api.call<Json>('GET', `${path}?limit=2&order=name-desc`);
    expect(status).toBe(200);
    expect(body.limit).toBe(2);
    expect(body.sorting).toBe('name-desc');
  });

  const compress = (criteria: unknown) => gzipSync(Buffer.from(JSON.stringify(criteria))).toString('base64url');

  it('reads GET criteria compressed in _criteria, plain route parameters next to it, and answers as the POST does', async () => {
    const criteria = { limit: 3, 'total-count-mode': 'exact' };
    const get = await api.call<Json>('GET', `${path}?order=price-desc&p=2&_criteria=${compress(criteria)}`);
    const post = await api.call<Json>('POST', path, { body: { ...criteria, order: 'price-desc', p: 2 } });
    expect(get.status).toBe(200);
    expect(get.body.limit).toBe(3);
    expect(get.body.page).toBe(2);
    expect(get.body.sorting).toBe('price-desc');
    expect(get.body.elements).toHaveLength(3);
    expect(get.body.elements).toEqual(post.body.elements);
    // A field inside _criteria wins over a plain parameter of the same name, as in Shopware.
    const both = await api.call<Json>('GET', `${path}?limit=10&_criteria=${compress({ limit: 2 })}`);
    expect(both.body.limit).toBe(2);
  });

  it('answers a broken _criteria with 400 naming what is wrong', async () => {
    const cases: [string, string][] = [
      ['abc+def', 'Unable to decode base64 data'],
      [Buffer.from('{"limit":1}').toString('base64url'), 'Unable to decompress gzipped data'],
      [gzipSync(Buffer.from('{"limit":')).toString('base64url'), 'Invalid JSON data'],
      [gzipSync(Buffer.from('[1]')).toString('base64url'), 'Criteria data must be an object'],
      ['a'.repeat(128 * 1024 + 1), 'too long'],
      [compress({ limit: 'ten' }), 'limit'],
    ];
    for (const [value, detail] of cases) {
      const result = await api.call<Json>('GET', `${path}?_criteria=${encodeURIComponent(value)}`);
      expect(result.status, detail).toBe(400);
      expect(result.body.errors[0].detail).toContain(detail);
    }
    const bomb = gzipSync(Buffer.from(JSON.stringify({ term: 'a'.repeat(128 * 1024 * 21) }))).toString('base64url');
    const refused = await api.call<Json>('GET', `${path}?_criteria=${bomb}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_COMPRESSED_CRITERIA_PARAMETER', source: { pointer: '/_criteria' } });
  });
});

describe('POST /product/{id}', () => {
  it.each(LOCALES)('returns the product with translations, prices and media in %s', async (locale, languageId) => {
    const product = simple[0]!;
    const { status, body } = await api.call<Json>('POST', `/store-api/product/${product.id}`, { headers: { 'sw-language-id': languageId, ...SEO }, body: {} });
    expect(status).toBe(200);
    const p = body.product;
    expect(p.translated.name).toBe(product.name[locale]);
    expect(p.seoUrls[0].seoPathInfo).toBe(product.seoPath[locale]);
    expect(p.cover.media.url).toMatch(/^http:\/\/localhost\/media\/.+\.svg$/);
    expect(p.cover.media.thumbnails.map((t: Json) => t.width)).toEqual(product.media[0]!.thumbnails.map((t) => t.width));
    expect(p.calculatedPrice.unitPrice).toBe((product.tierPrices[0]?.price ?? product.price).CHF.gross);
    expect(body.configurator).toEqual([]);
  });

  it('shows tier prices and list prices in both currencies', async () => {
    const tiered = content.products.find((p) => p.active && p.tierPrices.length > 1 && !p.parentId);
    if (tiered) {
      const chf = await api.call<Json>('POST', `/store-api/product/${tiered.id}`, { body: {} });
      const eur = await api.call<Json>('POST', `/store-api/product/${tiered.id}`, { headers: { 'sw-context-token': token }, body: {} });
      expect(chf.body.product.calculatedPrice.unitPrice).toBe(tiered.tierPrices[0]!.price.CHF.gross);
      expect(eur.body.product.calculatedPrice.unitPrice).toBe(tiered.tierPrices[0]!.price.EUR.gross);
      expect(chf.body.product.calculatedCheapestPrice).toMatchObject({ hasRange: true, unitPrice: tiered.tierPrices.at(-1)!.price.CHF.gross });
      expect(eur.body.product.calculatedCheapestPrice.unitPrice).toBe(tiered.tierPrices.at(-1)!.price.EUR.gross);
      // the tiers themselves, as sent in calculatedPrices (see also product-page.test.ts)
      const ctx = { cat: new CatalogueStore(api.db).get(), salesChannelId: SALES_CHANNEL_ID, languageId: LANGUAGE_IDS['de-DE'], locale: 'de' as const, currency: 'EUR' as const, origin: 'http://x', includeSeoUrls: false };
      expect(tierPrices(ctx, tiered).map((p) => [p.quantity, p.unitPrice])).toEqual(tiered.tierPrices.map((t) => [t.quantityEnd ?? t.quantityStart, t.price.EUR.gross]));
    }
    const sale = content.products.find((p) => p.active && !p.parentId && p.price.CHF.listPrice && p.tierPrices.length === 0);
    if (sale) {
      const { body } = await api.call<Json>('POST', `/store-api/product/${sale.id}`, { headers: { 'sw-context-token': token }, body: {} });
      expect(body.product.calculatedPrice.listPrice.price).toBe(sale.price.EUR.listPrice!.gross);
      expect(body.product.calculatedPrice.listPrice.percentage).toBeGreaterThan(0);
    }
  });

  it('resolves a parent to a variant and lists the configurator', async () => {
    const { status, body } = await api.call<Json>('POST', `/store-api/product/${withVariants.id}`, { body: {} });
    expect(status).toBe(200);
    expect(body.product.parentId).toBe(withVariants.id);
    const groups = new Set(withVariants.configuratorSettings.map((s) => content.propertyGroups.find((g) => g.options.some((o) => o.id === s.optionId))!.id));
    expect(body.configurator.map((g: Json) => g.id).sort()).toEqual([...groups].sort());
    const optionIds = body.configurator.flatMap((g: Json) => g.options.map((o: Json) => o.id));
    expect(optionIds.sort()).toEqual(withVariants.configuratorSettings.map((s) => s.optionId).sort());
    expect(body.configurator[0].options.some((o: Json) => o.combinable === true)).toBe(true);
  });

  it('leaves the layout and the configurator out on request, as Shopware does (skipCmsPage, skipConfigurator)', async () => {
    const full = await api.call<Json>('POST', `/store-api/product/${withVariants.id}`, { body: {} });
    expect(full.body.product.cmsPage?.sections?.length).toBeGreaterThan(0);
    const slim = await api.call<Json>('POST', `/store-api/product/${withVariants.id}?skipCmsPage=true`, { body: {} });
    expect(slim.status).toBe(200);
    expect(slim.body.product.cmsPage ?? null).toBeNull();
    expect(slim.body.product.cmsPageId).toBe(full.body.product.cmsPageId);
    expect(slim.body.product.id).toBe(full.body.product.id);
    expect(slim.body.configurator).toEqual(full.body.configurator);
    const neither = await api.call<Json>('GET', `/store-api/product/${withVariants.id}?skipCmsPage=1&skipConfigurator=1`);
    expect(neither.status).toBe(200);
    expect(neither.body.product.cmsPage ?? null).toBeNull();
    expect(neither.body.configurator).toBeNull();
    const ignored = await api.call<Json>('POST', `/store-api/product/${withVariants.id}?skipCmsPage=false`, { body: {} });
    expect(ignored.body.product.cmsPage?.sections?.length).toBeGreaterThan(0);
  });

  // Shopware's FindProductVariantRoute (src/Core/Content/Product/SalesChannel/FindVariant/
  // FindProductVariantRoute.php): options as a list or a map group id => option id, the matched
  // options echoed; a non-string option 400 PRODUCT_INVALID_OPTIONS_PARAMETER (ProductException::
  // invalidOptionsParameter); no match after dropping options of other groups than `switchedGroup`
  // 404 CONTENT__PRODUCT_VARIANT_NOT_FOUND (VariantNotFoundException); the id is the parent's.
  it('finds a variant by its options (FindProductVariantRoute)', async () => {
    const variants = content.products.filter((p) => p.parentId === withVariants.id && p.active);
    for (const variant of variants) {
      const { status, body } = await api.call<Json>('POST', `/store-api/product/${withVariants.id}/find-variant`, { body: { options: variant.optionIds } });
      expect(status).toBe(200);
      expect(body).toEqual({ foundCombination: { variantId: variant.id, options: variant.optionIds }, apiAlias: 'found_combination' });
    }
    const first = variants[0]!;
    // A map keeps its keys; an unknown option next to a known one is dropped (not the switched group's).
    // (Raw request: the published schema types `options` as a list, Shopware echoes a map as an object.)
    const map = await api.app.request(`/store-api/product/${withVariants.id}/find-variant`, {
      method: 'POST',
      headers: { 'sw-access-key': api.config.accessKey, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { aaaa: 'e'.repeat(32), bbbb: first.optionIds[0] }, switchedGroup: 'bbbb' }),
    });
    expect(map.status).toBe(200);
    const mapped = (await map.json()) as Json;
    expect(mapped.foundCombination.options).toEqual({ bbbb: first.optionIds[0] });
    const none = await api.call<Json>('POST', `/store-api/product/${withVariants.id}/find-variant`, { body: { options: ['e'.repeat(32)] } });
    expect(none.status).toBe(404);
    expect(none.body.errors).toEqual([
      {
        status: '404',
        code: 'CONTENT__PRODUCT_VARIANT_NOT_FOUND',
        title: 'Not Found',
        detail: `Variant for productId ${withVariants.id} with options ["${'e'.repeat(32)}"] not found.`,
        meta: { parameters: { productId: withVariants.id, options: `["${'e'.repeat(32)}"]` } },
      },
    ]);
    // A variant's id has no variants of its own.
    const ofVariant = await api.call<Json>('POST', `/store-api/product/${first.id}/find-variant`, { body: { options: first.optionIds } });
    expect(ofVariant.status).toBe(404);
    expect(ofVariant.body.errors[0].code).toBe('CONTENT__PRODUCT_VARIANT_NOT_FOUND');
    for (const options of [[42], { a: 1 }, [null]]) {
      const bad = await api.call<Json>('POST', `/store-api/product/${withVariants.id}/find-variant`, { body: { options } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ status: '400', code: 'PRODUCT_INVALID_OPTIONS_PARAMETER', title: 'Bad Request', detail: 'The parameter options is invalid.', meta: { parameters: {} } }]);
    }
    // No options: the first variant, with no options.
    const noOptions = await api.call<Json>('POST', `/store-api/product/${withVariants.id}/find-variant`, { body: {} });
    expect(noOptions.status).toBe(200);
    expect(noOptions.body.foundCombination.options).toEqual([]);
  });

  it('answers unknown, inactive and malformed ids with 404 / 400', async () => {
    const unknown = await api.call<Json>('POST', `/store-api/product/${'9'.repeat(32)}`, { body: {} });
    expect(unknown.status).toBe(404);
    // ProductDetailRoute: ProductNotFoundException.
    expect(unknown.body.errors[0]).toMatchObject({ code: 'CONTENT__PRODUCT_NOT_FOUND', detail: `Product for id ${'9'.repeat(32)} not found.`, source: { pointer: '/productId' } });
    const inactive = content.products.find((p) => !p.active);
    if (inactive) expect((await api.call('POST', `/store-api/product/${inactive.id}`, { body: {} })).status).toBe(404);
    expect((await api.call('POST', '/store-api/product/GF-10001', { body: {} })).status).toBe(400);
  });
});

describe('reviews and cross-selling', () => {
  const reviewed = content.products.find((p) => content.reviews.some((r) => r.productId === p.id && r.status) && content.reviews.some((r) => r.productId === p.id && !r.status))
    ?? content.products.find((p) => content.reviews.some((r) => r.productId === p.id))!;

  it('lists only approved reviews, with paging', async () => {
    const approved = content.reviews.filter((r) => r.productId === reviewed.id && r.status);
    const { status, body } = await api.call<Json>('POST', `/store-api/product/${reviewed.id}/reviews`, { body: {} });
    expect(status).toBe(200);
    expect(body.total).toBe(approved.length);
    expect(body.elements.every((r: Json) => r.status === true)).toBe(true);
    const paged = await api.call<Json>('POST', `/store-api/product/${reviewed.id}/reviews`, { body: { limit: 1, page: 1 } });
    expect(paged.body.elements).toHaveLength(1);
    expect((await api.call('POST', `/store-api/product/${reviewed.id}/reviews`, { body: { limit: -1 } })).status).toBe(400);
  });

  it.each(LOCALES)('lists the cross-sellings with their products in %s', async (locale, languageId) => {
    const cross = content.crossSellings.find((c) => c.active)!;
    const { status, body } = await api.call<Json[]>('POST', `/store-api/product/${cross.productId}/cross-selling`, { headers: { 'sw-language-id': languageId }, body: {} });
    expect(status).toBe(200);
    const element = body.find((e) => e.crossSelling.id === cross.id)!;
    expect(element.crossSelling.translated.name).toBe(cross.name[locale]);
    expect(element.products.length).toBeGreaterThan(0);
    expect(element.total).toBe(element.products.length);
  });

  // ProductReviewRoute and ProductCrossSellingRoute only filter by the product id: an unknown
  // product is an empty result (200), not an error; a malformed id stays a 400 here.
  it('answers an unknown product with empty reviews and cross-sellings (ProductReviewRoute, ProductCrossSellingRoute)', async () => {
    const unknown = 'a'.repeat(32);
    const reviews = await api.call<Json>('POST', `/store-api/product/${unknown}/reviews`, { body: {} });
    expect(reviews.status).toBe(200);
    expect(reviews.body).toMatchObject({ total: 0, elements: [], apiAlias: 'dal_entity_search_result' });
    const cross = await api.call<Json[]>('GET', `/store-api/product/${unknown}/cross-selling`);
    expect(cross.status).toBe(200);
    expect(cross.body).toEqual([]);
    expect((await api.call('POST', '/store-api/product/GF-1/reviews', { body: {} })).status).toBe(400);
  });
});

describe('POST /search and /search-suggest', () => {
  const product = simple[0]!;

  it.each(LOCALES)('finds products by name, tolerant of case and accents, in %s', async (locale, languageId) => {
    const word = product.name[locale].split(/\s+/).find((w) => w.length >= 4) ?? product.name[locale];
    const mangled = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    const { status, body } = await api.call<Json>('POST', '/store-api/search', { headers: { 'sw-language-id': languageId }, body: { search: mangled } });
    expect(status).toBe(200);
    expect(body.elements.map((p: Json) => p.id)).toContain(product.id);
    expect(body.currentFilters.search).toBe(mangled);
    expect(body.sorting).toBe('score');
    expect(body.availableSortings.map((s: Json) => s.key)).toContain('score');
  });

  it('finds German umlaut words however they are typed: Käse, Kase, kaese', async () => {
    const cheese = simple.find((p) => /Käse/.test(p.name.de));
    expect(cheese, 'a demo product with Käse in its German name').toBeDefined();
    for (const term of ['Käse', 'kase', 'kaese', 'KAESE']) {
      const { body } = await api.call<Json>('POST', '/store-api/search', { body: { search: term, limit: 100 } });
      expect(body.elements.map((p: Json) => p.id), term).toContain(cheese!.id);
    }
    // Spelling out umlauts must not make every "ae" match an "a".
    const { body } = await api.call<Json>('POST', '/store-api/search', { body: { search: 'kaesqq' } });
    expect(body.total).toBe(0);
  });

  it('finds by product number and EAN first, and by description words', async () => {
    for (const term of [product.productNumber, product.ean, product.productNumber.toLowerCase()]) {
      const { body } = await api.call<Json>('POST', '/store-api/search', { body: { search: term } });
      expect(body.elements[0].id, term).toBe(product.id);
    }
    const none = await api.call<Json>('POST', '/store-api/search', { body: { search: 'qqqxxyyzz' } });
    expect(none.body.total).toBe(0);
  });

  it('prices search results in EUR for a EUR context', async () => {
    const { body } = await api.call<Json>('POST', '/store-api/search', { headers: { 'sw-context-token': token }, body: { search: product.productNumber } });
    expect(body.elements[0].calculatedPrice.unitPrice).toBe((product.tierPrices[0]?.price ?? product.price).EUR.gross);
  });

  it('needs a search term and validates criteria', async () => {
    const missing = await api.call<Json>('POST', '/store-api/search', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].code).toBe('FRAMEWORK__MISSING_REQUEST_PARAMETER');
    expect((await api.call('POST', '/store-api/search', { body: { search: { $ne: 1 } } })).status).toBe(400);
    expect((await api.call('POST', '/store-api/search', { body: { search: 'a', limit: 99999 } })).status).toBe(400);
  });

  it('suggests a few matches without aggregations', async () => {
    const word = product.name.de.split(/\s+/)[0]!;
    const { status, body } = await api.call<Json>('POST', '/store-api/search-suggest', { body: { search: word.slice(0, 4), limit: 3 } });
    expect(status).toBe(200);
    expect(body.elements.length).toBeGreaterThan(0);
    expect(body.elements.length).toBeLessThanOrEqual(3);
    expect(body.aggregations).toEqual([]);
  });
});

describe('GET /sitemap', () => {
  // Shopware's SitemapRoute answers SitemapLister::getSitemaps: `filename` is the file's URL, on the
  // sales channel's domain for a file named with a domain id, else the asset package's URL of the
  // file (src/Core/Content/Sitemap/Service/SitemapLister.php; headless channels always the latter).
  it('lists one sitemap file per language by its URL and serves it gzipped (SitemapLister, SitemapFileRoute)', async () => {
    const { status, body } = await api.call<Json[]>('GET', '/store-api/sitemap', { headers: { 'sw-language-id': LANGUAGE_IDS['fr-CH'] } });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    const url = new URL(body[0]!.filename as string);
    expect(url.pathname).toMatch(/^\/sitemap\/salesChannel-[0-9a-f]{32}-[0-9a-f]{32}\/[0-9a-f]{32}-sitemap-1\.xml\.gz$/);
    expect(body[0]!.created).toEqual(expect.any(String));
    // The URL itself is a public file, as Shopware's web server serves public/sitemap (no access key).
    const plain = await api.app.request(url.pathname);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/gzip');
    expect(gunzipSync(Buffer.from(await plain.arrayBuffer())).toString('utf8')).toContain(`http://localhost:3000/fr/${simple[0]!.seoPath.fr}`);
    expect((await api.app.request('/sitemap/nothing.xml.gz')).status).toBe(404);
    // SitemapFileRoute takes the path below `sitemap/` (it prepends the folder itself).
    const file = await api.app.request(`/store-api${url.pathname}`, { headers: { 'sw-access-key': api.config.accessKey } });
    expect(file.status).toBe(200);
    // SitemapFileRoute streams the file as application/octet-stream, as an attachment.
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=5c000000000000000000000000000001-sitemap-1.xml.gz');
    const xml = gunzipSync(Buffer.from(await file.arrayBuffer())).toString('utf8');
    expect(xml).toContain('<urlset');
    expect(xml).toContain(`http://localhost:3000/fr/${simple[0]!.seoPath.fr}`);
    // An unknown file: SitemapFileRoute answers 204 without a body.
    const missing = await api.app.request('/store-api/sitemap/nothing.xml.gz', { headers: { 'sw-access-key': api.config.accessKey } });
    expect(missing.status).toBe(204);
    expect(await missing.text()).toBe('');
    const post = await api.app.request(`/store-api${url.pathname}`, { method: 'POST', headers: { 'sw-access-key': api.config.accessKey } });
    expect(post.status).toBe(200);
  });
});
