import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { toCardListing, toCardProduct } from './card-product';
import { listingWithFilters } from './filter-fixture';
import { getListingFilters } from './listing-filters';
import { ProductCard } from './product-card';
import { ProductSlider } from './product-slider';
import { fixtures, renderIn } from './test-utils';

/** React's generated ids differ between two renders; everything else must not. */
const withoutIds = (html: string) => html.replace(/:r[0-9a-z]+:/g, ':id:');

const samples: [string, Schemas['Product']][] = [
  ['a variant with a reference price (Product.json)', fixtures.product],
  ['a variant with tier prices (ProductTierPrices.json)', fixtures.tierProduct],
  ['a search result (Search.json)', fixtures.search.elements[0] as Schemas['Product']],
  ['a CMS product box product (CmsProductBox.json)', fixtures.boxProduct],
  [
    'a product on sale (Product.json with a list price, as Shopware sends it)',
    {
      ...fixtures.product,
      calculatedPrice: { ...fixtures.product.calculatedPrice!, listPrice: { price: 19.9, discount: -5, percentage: 25.13, apiAlias: 'cart_list_price' } },
    } as Schemas['Product'],
  ],
  ...fixtures.crossSellings.flatMap((group) => (group.products ?? []).slice(0, 2).map((p) => [`cross-selling ${p.productNumber}`, p] as [string, Schemas['Product']])),
];

describe('toCardProduct', () => {
  it.each(samples)('renders %s exactly like the full product, in every language', (_, product) => {
    for (const language of ['de', 'en', 'fr'] as const) {
      const full = renderIn(language, <ProductCard product={product} />);
      const slim = renderIn(language, <ProductCard product={toCardProduct(product)} />);
      expect(withoutIds(slim.container.innerHTML)).toBe(withoutIds(full.container.innerHTML));
      full.unmount();
      slim.unmount();
    }
  });

  it('renders a slider of slim products like one of full products', () => {
    const products = fixtures.crossSellings.flatMap((group) => group.products ?? []);
    const full = renderIn('fr', <ProductSlider products={products} title="Zubehör" />);
    const slim = renderIn('fr', <ProductSlider products={products.map(toCardProduct)} title="Zubehör" />);
    expect(withoutIds(slim.container.innerHTML)).toBe(withoutIds(full.container.innerHTML));
  });

  it('leaves out the gallery, descriptions and SEO texts, keeping what the card needs', () => {
    const slim = toCardProduct(fixtures.product) as Record<string, unknown>;
    for (const key of ['media', 'description', 'metaDescription', 'keywords', 'categoryTree', 'properties', 'tax']) {
      expect(slim).not.toHaveProperty(key);
    }
    const price = fixtures.product.calculatedPrice!;
    expect(slim).toMatchObject({ id: fixtures.product.id, calculatedPrice: { unitPrice: price.unitPrice, referencePrice: { price: price.referencePrice!.price } } });
    for (const key of ['calculatedTaxes', 'taxRules', 'totalPrice', 'regulationPrice']) expect(slim.calculatedPrice).not.toHaveProperty(key);
    for (const tier of fixtures.tierProduct.calculatedPrices ?? []) expect(tier).toHaveProperty('calculatedTaxes');
    const tiers = toCardProduct(fixtures.tierProduct).calculatedPrices ?? [];
    expect(tiers.map((tier) => [tier.quantity, tier.unitPrice])).toEqual((fixtures.tierProduct.calculatedPrices ?? []).map((tier) => [tier.quantity, tier.unitPrice]));
    for (const tier of tiers) expect(Object.keys(tier).sort()).toEqual(expect.arrayContaining(['quantity', 'unitPrice']));
    for (const tier of tiers) expect(tier).not.toHaveProperty('calculatedTaxes');
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(fixtures.product).length / 2);
  });

  it('keeps each text once, the translated one in place of the entity’s own', () => {
    const translatedName = 'Gruyère AOP (übersetzt)';
    const product = {
      ...fixtures.product,
      // Shopware leaves a variant's own name empty when it inherits it; `translated` has it.
      name: null,
      translated: { ...fixtures.product.translated, name: translatedName },
      manufacturer: { ...fixtures.product.manufacturer!, name: 'Gruyère', translated: { name: 'Gruyère SA' } },
    } as unknown as Schemas['Product'];
    const slim = toCardProduct(product);
    expect(JSON.stringify(slim)).not.toContain('"translated"');
    expect(slim.name).toBe(translatedName);
    expect(slim.manufacturer?.name).toBe('Gruyère SA');
    const full = renderIn('de', <ProductCard product={product} />);
    const card = renderIn('de', <ProductCard product={slim} />);
    expect(card.container.textContent).toContain(translatedName);
    expect(withoutIds(card.container.innerHTML)).toBe(withoutIds(full.container.innerHTML));
  });

  it('does not change the product it was given', () => {
    const before = JSON.stringify(fixtures.product);
    toCardProduct(fixtures.product);
    expect(JSON.stringify(fixtures.product)).toBe(before);
  });
});

describe('toCardListing', () => {
  const listing = listingWithFilters;

  it('offers the same filters as the full listing, with its products as cards', () => {
    const slim = toCardListing(listing);
    expect(getListingFilters(slim.aggregations)).toEqual(getListingFilters(listing.aggregations));
    expect(getListingFilters(slim.aggregations).propertyGroups.length).toBeGreaterThan(0);
    expect(slim.elements).toEqual((listing.elements ?? []).map(toCardProduct));
    expect({ ...slim, elements: undefined, aggregations: undefined }).toEqual({ ...listing, elements: undefined, aggregations: undefined });
  });

  it('keeps of the filters’ entities what they read', () => {
    const text = JSON.stringify(toCardListing(listing).aggregations);
    for (const key of ['"createdAt"', '"customFields"', '"translated"', '"description"']) expect(text).not.toContain(key);
    expect(text.length).toBeLessThan(JSON.stringify(listing.aggregations).length / 2);
  });

  it('reads a blank translated name as none, as the filters do', () => {
    const group = { id: 'g', name: 'Farbe', filterable: true, translated: { name: ' ' }, options: [{ id: 'o', name: 'Rot', translated: { name: 'Rouge' } }] };
    const aggregations = { properties: { entities: [group] } } as unknown as Schemas['ProductListingResult']['aggregations'];
    const slim = toCardListing({ elements: [], aggregations });
    expect(getListingFilters(slim.aggregations)).toEqual(getListingFilters(aggregations));
    expect(getListingFilters(slim.aggregations).propertyGroups[0]).toMatchObject({ name: 'Farbe', options: [{ name: 'Rouge' }] });
  });
});
