import { describe, expect, it } from 'vitest';
import { getListingCriteria, listingHref } from './listing-url';
import { getMediaImage } from './media';
import { getStockState, hasVariants, isSoldOut } from './stock';
import { listingTexts } from './texts';
import { fixtures } from './test-utils';

describe('getStockState', () => {
  it('reads the real products', () => {
    expect(getStockState(fixtures.product)).toEqual({ kind: 'inStock', deliveryTime: '1-3 days' });
    expect(getStockState(fixtures.tierProduct)).toMatchObject({ kind: 'lowStock', count: 2 });
    // Search.json: stock -56, not a closeout, restocked in 1 day.
    expect(getStockState(fixtures.search.elements[0]!)).toEqual({ kind: 'restock', days: 1, deliveryTime: '1-3 days' });
  });

  it('is sold out when unavailable, without purchasable quantity, or a closeout without enough stock', () => {
    expect(isSoldOut({ ...fixtures.product, available: false })).toBe(true);
    expect(isSoldOut({ ...fixtures.product, calculatedMaxPurchase: 0 })).toBe(true);
    expect(isSoldOut({ ...fixtures.product, isCloseout: true, availableStock: 1, minPurchase: 2 })).toBe(true);
    expect(isSoldOut({ ...fixtures.product, isCloseout: true, availableStock: 2, minPurchase: 2 })).toBe(false);
    expect(getStockState({ ...fixtures.product, availableStock: 8 }, { lowStockThreshold: 10 })).toMatchObject({ kind: 'lowStock', count: 8 });
  });

  it('knows products with variants', () => {
    expect(hasVariants(fixtures.boxProduct)).toBe(false);
    expect(hasVariants({ childCount: 3 })).toBe(true);
  });
});

describe('getMediaImage', () => {
  it('builds src, srcset and the intrinsic size from a media', () => {
    const image = getMediaImage(fixtures.product.cover?.media, { minWidth: 800 });
    expect(image?.src).toContain('_800x800');
    expect(image?.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w', '1920w']);
    expect(image).toMatchObject({ width: 1380, height: 3588, alt: undefined });
  });

  it('falls back to the original without thumbnails and gives nothing without a url', () => {
    const media = { ...fixtures.product.cover!.media, thumbnails: [], alt: 'Kiste' };
    expect(getMediaImage(media)).toEqual({ src: media.url, srcSet: `${media.url} 1380w`, width: 1380, height: 3588, alt: 'Kiste' });
    expect(getMediaImage(undefined)).toBeUndefined();
  });
});

describe('listing URLs', () => {
  it('reads the applied criteria from a listing result', () => {
    expect(getListingCriteria(fixtures.search)).toEqual({ order: 'score', search: 'artic' });
    expect(
      getListingCriteria({
        sorting: 'price-asc',
        currentFilters: { manufacturer: ['432878e43ca440aab3afb211b2b79aba'], properties: [], price: { min: 5, max: 0 }, rating: 3, 'shipping-free': true, navigationId: 'x' },
      }),
    ).toEqual({ order: 'price-asc', manufacturer: '432878e43ca440aab3afb211b2b79aba', 'min-price': 5, rating: 3, 'shipping-free': true });
  });

  it('writes query-only hrefs with changes, dropping empty values', () => {
    expect(listingHref({ order: 'name-asc', p: 3 }, { p: 4 })).toBe('?order=name-asc&p=4');
    expect(listingHref({ order: 'name-asc', p: 3 }, { p: undefined, order: '' })).toBe('?');
  });
});

describe('listingTexts', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

  it('has the same keys in de, en and fr, with the French plural form many', () => {
    expect(keys(listingTexts.en)).toEqual(keys(listingTexts.de));
    // French has a `many` plural category (1 000 000 produits): every `_other` text has a `_many` beside it.
    const french = keys(listingTexts.de).flatMap((key) => (key.endsWith('_other') ? [key, key.replace(/_other$/, '_many')] : [key]));
    expect(keys(listingTexts.fr)).toEqual(french);
  });
});
