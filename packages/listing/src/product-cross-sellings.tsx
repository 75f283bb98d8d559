import type { Schemas } from '@gipfel/api';
import { CrossSellingGroups } from './cross-selling-groups';
import { ProductBundle } from './product-bundle';
import { getBundleProducts } from './product-detail-data';

export interface ProductCrossSellingsProps {
  /** The product of the page: first in the bundle. */
  product: Schemas['Product'];
  /** `loadProductPage`'s cross-sellings, once they have arrived. */
  crossSellings: Schemas['CrossSellingElementCollection'];
  currency?: string;
  /** The cart action the bundle and the cards' add-to-cart forms post to. */
  addToCartAction?: string;
  /** Posted as hidden `returnTo` with the bundle. */
  returnTo?: string;
  /** While the bundle is being added. */
  bundlePending?: boolean;
}

/** "Frequently bought together" from the first cross-selling group (decision 0019), then every group as a slider. */
export function ProductCrossSellings({ product, crossSellings, currency, addToCartAction, returnTo, bundlePending }: ProductCrossSellingsProps) {
  return (
    <>
      <ProductBundle product={product} products={getBundleProducts(crossSellings)} currency={currency} action={addToCartAction} returnTo={returnTo} pending={bundlePending} />
      <CrossSellingGroups crossSellings={crossSellings} currency={currency} addToCartAction={addToCartAction} />
    </>
  );
}
