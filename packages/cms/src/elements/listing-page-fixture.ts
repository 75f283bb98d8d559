import type { Schemas } from '@gipfel/api';
import productBoxFixture from '../../../../fixtures/shopware-responses/CmsProductBox.json';
import searchFixture from '../../../../fixtures/shopware-responses/Search.json';

type ListingResult = Schemas['ProductListingResult'];
const boxProduct = productBoxFixture.data.product as unknown as Schemas['Product'];

export interface ListingPageFixtureOptions {
  limit: number;
  total: number;
  /** Name of the product at a position of the whole listing (0-based). */
  name: (position: number) => string;
  /** Id of the i-th product of page n. */
  id: (n: number, i: number) => string;
}

/**
 * Stories and tests only: page `n` of a listing of `total` products, `limit` per page, in the
 * shapes of the real Search.json and CmsProductBox.json responses.
 */
export function listingPageFixture(n: number, { limit, total, name, id }: ListingPageFixtureOptions): ListingResult {
  const count = Math.max(0, Math.min(limit, total - (n - 1) * limit));
  return {
    ...(searchFixture as unknown as ListingResult),
    page: n,
    limit,
    total,
    elements: Array.from({ length: count }, (_, i) => {
      const productName = name((n - 1) * limit + i);
      return { ...boxProduct, id: id(n, i), name: productName, translated: { ...boxProduct.translated, name: productName } } as Schemas['Product'];
    }),
  };
}
