import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import tierFixture from '../../../fixtures/shopware-responses/ProductTierPrices.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { getProductBadges } from './badges';
import { getProductPrices, getTierPrices } from './prices';

// The fixtures are real Shopware responses; their nulls differ from the schema's optionals.
const product = productFixture as unknown as Schemas['Product'];
const tierProduct = tierFixture.product as unknown as Schemas['Product'];
const searchProducts = searchFixture.elements as unknown as Schemas['Product'][];

function onSale(base: Schemas['Product'], listPrice: Schemas['CalculatedPrice']['listPrice']): Schemas['Product'] {
  return { ...base, calculatedPrice: { ...base.calculatedPrice, listPrice } };
}

describe('getProductPrices', () => {
  it('reads a plain product (Product.json): unit price, reference price, no sale, no tiers', () => {
    const prices = getProductPrices(product);
    expect(prices).toMatchObject({
      unitPrice: 14.45,
      displayPrice: 14.45,
      isFromPrice: false,
      fromPrice: undefined,
      isOnSale: false,
      listPrice: undefined,
      percentageSaved: undefined,
      tierPrices: [],
      referencePrice: { price: 72.25, purchaseUnit: 0.2, referenceUnit: 1, unitName: 'litre' },
    });
  });

  it('labels tier prices (ProductTierPrices.json): "to" for all but the last, "from" for the last', () => {
    expect(getTierPrices(tierProduct)).toEqual([
      { label: 'to', quantity: 2, unitPrice: 22.95 },
      { label: 'to', quantity: 4, unitPrice: 21.95 },
      { label: 'from', quantity: 5, unitPrice: 20.95 },
    ]);
  });

  it('makes tier prices and a cheaper variant a from-price', () => {
    const prices = getProductPrices(tierProduct);
    expect(prices.unitPrice).toBe(22.95);
    // The cheapest sibling variant (CHF 20) is below the lowest tier (CHF 20.95).
    expect(prices).toMatchObject({ isFromPrice: true, fromPrice: 20, displayPrice: 20 });
    // On the chosen variant's page only its own tiers count.
    expect(getProductPrices(tierProduct, { variantRange: false })).toMatchObject({ fromPrice: 20.95, displayPrice: 20.95 });
  });

  it('shows no from-price when the range is not below the product’s own price', () => {
    // Product.json says hasRange, but its cheapest variant is itself.
    expect(product.calculatedCheapestPrice?.hasRange).toBe(true);
    expect(getProductPrices(product).isFromPrice).toBe(false);
  });

  it('reads a sale from the list price, with the percentage Shopware sent', () => {
    const prices = getProductPrices(onSale(product, { apiAlias: 'cart_list_price', price: 19.9, percentage: 27.39, discount: -5.45 }));
    expect(prices).toMatchObject({ isOnSale: true, listPrice: 19.9, percentageSaved: 27 });
  });

  it('computes the percentage when Shopware sent none, and ignores a list price that is not higher', () => {
    expect(getProductPrices(onSale(product, { apiAlias: 'cart_list_price', price: 20 })).percentageSaved).toBe(28);
    expect(getProductPrices(onSale(product, { apiAlias: 'cart_list_price', price: 14.45 })).isOnSale).toBe(false);
  });

  it('handles every product of a real search result without throwing', () => {
    for (const item of searchProducts) {
      const prices = getProductPrices(item);
      expect(prices.displayPrice).toBeGreaterThan(0);
      expect(prices.displayPrice).toBeLessThanOrEqual(prices.unitPrice);
    }
  });
});

describe('getProductBadges', () => {
  it('gives the fixture products no badges', () => {
    expect(getProductBadges(product)).toEqual([]);
    expect(getProductBadges(tierProduct)).toEqual([]);
  });

  it('reads topseller, new and sale', () => {
    const flagged = { ...onSale(product, { apiAlias: 'cart_list_price', price: 20 }), markAsTopseller: true, isNew: true };
    expect(getProductBadges(flagged)).toEqual(['topseller', 'new', 'sale']);
    expect(getProductBadges({ ...product, isNew: true })).toEqual(['new']);
  });
});
