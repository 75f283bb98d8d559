import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import productFixture from '../../../fixtures/shopware-responses/Product.json';
import tierFixture from '../../../fixtures/shopware-responses/ProductTierPrices.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { getProductBadges } from './badges';
import { formatPrice, priceLocaleFor } from './format-price';
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

describe('formatPrice', () => {
  it('writes CHF the Swiss way in every shop locale', () => {
    expect(formatPrice(12.5, { currency: 'CHF', locale: 'de-CH' })).toBe('CHF\u00a012.50');
    expect(formatPrice(12.5, { currency: 'CHF', locale: 'en-GB' })).toBe('CHF\u00a012.50');
    expect(formatPrice(12.5, { currency: 'CHF', locale: 'fr-CH' })).toBe('CHF\u00a012.50');
    // The same digit group separator in every runtime, whatever its ICU data says.
    expect(formatPrice(1234.5, { locale: 'de-CH' })).toBe("CHF\u00a01'234.50");
    expect(formatPrice(-3, { locale: 'en-GB' })).toBe('-CHF\u00a03.00');
  });

  it('rounds and groups francs as Intl does, with the same separators in every runtime', () => {
    const groups: Record<string, string> = { 'de-CH': "'", 'en-GB': ',', 'fr-CH': '\u202f' };
    const viaIntl = (value: number, locale: string) => {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' }).formatToParts(value);
      const sign = parts.some((part) => part.type === 'minusSign') ? '-' : '';
      const amount = parts
        .filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type))
        .map((part) => (part.type === 'decimal' ? '.' : part.type === 'group' ? groups[locale] : part.value))
        .join('');
      return `${sign}CHF\u00a0${amount}`;
    };
    const values = [0, -0, 1.005, 2.675, 0.005, -0.004, 999.995, 1234.5, 1e6, 12345678.9, 0.1 + 0.2, 19.99, -3];
    // A fixed pseudo-random sample of prices with up to three decimals.
    let seed = 7;
    for (let i = 0; i < 3000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      values.push((seed % 100_000_000) / 1000, -(seed % 10_000) / 100);
    }
    for (const locale of ['de-CH', 'en-GB', 'fr-CH']) {
      for (const value of values) expect(formatPrice(value, { locale }), `${locale} ${value}`).toBe(viaIntl(value, locale));
    }
    expect(formatPrice(1234567.891, { locale: 'de-CH' })).toBe("CHF\u00a01'234'567.89");
    expect(formatPrice(1234.5, { locale: 'fr-CH' })).toBe('CHF\u00a01\u202f234.50');
    expect(formatPrice(1234.5, { locale: 'en-GB' })).toBe('CHF\u00a01,234.50');
    // Beyond a plain decimal form Intl takes over, as everywhere in the shop (formatMoney).
    expect(formatPrice(1e21, { locale: 'en-GB' })).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'CHF' }).format(1e21));
  });

  it('leaves other currencies to Intl', () => {
    expect(formatPrice(12.5, { currency: 'EUR', locale: 'de-CH' })).toBe(new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'EUR' }).format(12.5));
  });

  it('maps shop languages to price locales', () => {
    expect(['de', 'en', 'fr', 'xx', undefined].map(priceLocaleFor)).toEqual(['de-CH', 'en-GB', 'fr-CH', 'de-CH', 'de-CH']);
  });
});
