import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueFixture } from '../testing/catalogue-fixture';
import { createTestApi, type TestApi } from '../testing/harness';
import { optionId } from '../demo/properties';
import { CURRENCY_IDS, LANGUAGE_IDS, ROOT_CATEGORY_ID } from '../ids';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

/** Exact expectations on the small fixture catalogue (the route tests run on the full demo data). */
const content = createCatalogueFixture();
const byKey = (key: string) => content.products.find((p) => p.key === key)!;
const category = (name: string) => content.categories.find((c) => c.name.en === name)!;

let api: TestApi;
beforeAll(() => {
  api = createTestApi({}, content);
}, 60_000);
afterAll(() => api.close());

const listing = (categoryId: string, body: Json = {}, headers: Record<string, string> = {}) =>
  api.call<Json>('POST', `/store-api/product-listing/${categoryId}`, { body, headers });

describe('catalogue on the fixture content', () => {
  it('uses the CMS limit and default sorting, hides inactive products', async () => {
    const { body } = await listing(category('Chocolate').id);
    expect(body.limit).toBe(2);
    expect(body.sorting).toBe('name-asc');
    expect(body.total).toBe(2);
    expect(body.elements.map((p: Json) => p.productNumber)).toEqual(['GF-10001', 'GF-10002']);
    const fr = await listing(category('Chocolate').id, { order: 'name-desc' }, { 'sw-language-id': LANGUAGE_IDS['fr-CH'] });
    expect(fr.body.elements.map((p: Json) => p.translated.name)).toEqual(['Chocolat noir 70 %', 'Chocolat au lait des Alpes']);
  });

  it('lists a product with variants once, as its main variant, with the cheapest price as a range', async () => {
    const { body } = await listing(category('Pans').id);
    expect(body.total).toBe(1);
    const [pan] = body.elements;
    expect(pan.id).toBe(content.products.find((p) => p.productNumber === 'GF-20002')!.id);
    expect(pan.calculatedCheapestPrice).toMatchObject({ unitPrice: 89, hasRange: true });
    const eur = await api.call<Json>('PATCH', '/store-api/context', { body: { currencyId: CURRENCY_IDS.EUR } });
    const token = eur.headers.get('sw-context-token')!;
    const priced = await listing(category('Pans').id, {}, { 'sw-context-token': token });
    expect(priced.body.elements[0].calculatedPrice.unitPrice).toBe(byKey('pan-1').price.EUR.gross);
  });

  it('combines property filters: or within a group, and across groups', async () => {
    const all = await listing(ROOT_CATEGORY_ID, { limit: 50 });
    expect(all.body.total).toBe(4);
    const diet = await listing(ROOT_CATEGORY_ID, { limit: 50, properties: `${optionId('diet', 'vegan')}|${optionId('diet', 'vegetarian')}` });
    expect(diet.body.elements.map((p: Json) => p.productNumber).sort()).toEqual(['GF-10001', 'GF-10002', 'GF-10003']);
    const both = await listing(ROOT_CATEGORY_ID, { limit: 50, properties: `${optionId('diet', 'vegan')}|${optionId('origin', 'fribourg')}` });
    expect(both.body.total).toBe(0);
    const colour = await listing(ROOT_CATEGORY_ID, { limit: 50, properties: optionId('colour', 'red') });
    expect(colour.body.elements.map((p: Json) => p.productNumber)).toEqual(['GF-20004']);
    // aggregations ignore the shopper's filters unless reduce-aggregations is sent
    expect(diet.body.aggregations.manufacturer.entities).toHaveLength(3);
    const reduced = await listing(ROOT_CATEGORY_ID, { limit: 50, manufacturer: byKey('gruyere').manufacturerId, 'reduce-aggregations': 1 });
    expect(reduced.body.aggregations.manufacturer.entities.map((m: Json) => m.name)).toEqual(['Vallon Fromages']);
    expect(all.body.aggregations.price).toMatchObject({ min: 4.9, max: 109 });
    expect(all.body.aggregations['shipping-free'].max).toBe(1);
  });

  it('filters on rating and shipping-free', async () => {
    const rated = await listing(ROOT_CATEGORY_ID, { limit: 50, rating: 4 });
    expect(rated.body.elements.map((p: Json) => p.productNumber)).toEqual(['GF-10001']);
    const free = await listing(ROOT_CATEGORY_ID, { limit: 50, 'shipping-free': '1' });
    expect(free.body.elements.map((p: Json) => p.productNumber)).toEqual(['GF-10002']);
    const cheap = await listing(ROOT_CATEGORY_ID, { limit: 50, 'max-price': 10, order: 'price-desc' });
    expect(cheap.body.elements.map((p: Json) => p.productNumber)).toEqual(['GF-10002', 'GF-10001']);
  });

  it('searches tolerant of accents and case, ranks name matches first', async () => {
    const gruyere = await api.call<Json>('POST', '/store-api/search', { body: { search: 'GRUYERE' } });
    expect(gruyere.body.elements.map((p: Json) => p.productNumber)).toEqual(['GF-10003']);
    const fr = await api.call<Json>('POST', '/store-api/search', { body: { search: 'noir' }, headers: { 'sw-language-id': LANGUAGE_IDS['fr-CH'] } });
    expect(fr.body.elements.map((p: Json) => p.productNumber)).toEqual(['GF-10002']);
    const de = await api.call<Json>('POST', '/store-api/search', { body: { search: 'noir' } });
    expect(de.body.total).toBe(0);
    // the manufacturer's name counts too ("Bernina Chocolatier")
    const maker = await api.call<Json>('POST', '/store-api/search', { body: { search: 'chocolat' } });
    expect(maker.body.total).toBe(2);
    const description = await api.call<Json>('POST', '/store-api/search', { body: { search: 'Alpenmilch bündner' } });
    expect(description.body.elements.map((p: Json) => p.productNumber)).toEqual(['GF-10001']);
  });

  it('counts approved reviews only and resolves the home page slots', async () => {
    const reviews = await api.call<Json>('POST', `/store-api/product/${byKey('milk-chocolate').id}/reviews`, { body: {} });
    expect(reviews.body.total).toBe(2);
    const home = await api.call<Json>('POST', '/store-api/category/main-navigation', { body: {}, headers: { 'sw-language-id': LANGUAGE_IDS['en-GB'] } });
    const slots = home.body.cmsPage.sections[0].blocks.map((b: Json) => b.slots[0]);
    expect(slots.map((s: Json) => s.data?.apiAlias)).toEqual(['cms_image_slider', 'cms_text', 'cms_product_slider', 'cms_product_box', 'cms_image']);
    expect(slots[1].data.content).toBe('<h2>Welcome to Gipfel</h2>');
    expect(slots[2].data.products.map((p: Json) => p.productNumber)).toEqual(['GF-10001', 'GF-10002', 'GF-20002']);
    expect(slots[4].data.url).toBe('/en/Food/Chocolate/');
    const listingPage = await api.call<Json>('POST', `/store-api/category/${category('Food').id}`, { body: {} });
    const text = listingPage.body.cmsPage.sections[0].blocks.find((b: Json) => b.type === 'text').slots[0];
    expect(text.data.content).toBe('<p>Feines aus der Schweiz.</p>');
  });

  it('resolves the product detail layout with buy box, reviews and cross-selling', async () => {
    const { body } = await api.call<Json>('POST', `/store-api/product/${byKey('milk-chocolate').id}`, { body: {} });
    const slots = body.product.cmsPage.sections[0].blocks.flatMap((b: Json) => b.slots);
    const byType = (type: string) => slots.find((s: Json) => s.type === type).data;
    expect(byType('image-gallery').sliderItems).toHaveLength(2);
    expect(byType('buy-box').totalReviews).toBe(2);
    expect(byType('cross-selling').crossSellings[0].products.map((p: Json) => p.productNumber)).toEqual(['GF-10003', 'GF-10002']);
    expect(body.product.calculatedPrice.listPrice).toMatchObject({ price: 5.9, percentage: 16.95 });
    expect(body.product.calculatedPrice.referencePrice).toMatchObject({ price: 49, referenceUnit: 1, unitName: 'Kilogramm' });
  });

  it('keeps the switched group\'s option when no variant has the exact combination (FindProductVariantRoute)', async () => {
    const parent = byKey('pan');
    const colourGroup = content.propertyGroups.find((g) => g.key === 'colour')!.id;
    const sizeGroup = content.propertyGroups.find((g) => g.key === 'size')!.id;
    const red = optionId('colour', 'red');
    // As a map group => option, Shopware drops the options of the other groups until a variant
    // matches, never the switched group's: the shopper who chose red gets a red pan.
    const switched = await api.call<Json>('POST', `/store-api/product/${parent.id}/find-variant`, {
      body: { options: { [sizeGroup]: optionId('size', '24cm'), [colourGroup]: red }, switchedGroup: colourGroup },
      // Shopware answers the options it kept as an object when it dropped one (a PHP array with a
      // gap in its keys), which its own schema types as a list.
      skipSchema: true,
    });
    expect(switched.status).toBe(200);
    const variant = content.products.find((p) => p.id === switched.body.foundCombination.variantId)!;
    expect(variant.parentId).toBe(parent.id);
    expect(variant.optionIds).toContain(red);
  });
});
