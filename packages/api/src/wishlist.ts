import { invoke, type OperationResponse, type StoreApiClient } from './client';
import type { operations } from './types';

type Body<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never;

export type WishlistCriteria = NonNullable<Body<'readCustomerWishlist post /customer/wishlist'>>;

/**
 * `POST /customer/wishlist` with `total-count-mode: exact`, so `products.total` is the real
 * count. Read `products.elements`, `products.total` and `products.page`.
 */
export function readWishlist(client: StoreApiClient, criteria: WishlistCriteria = {}): Promise<OperationResponse<'readCustomerWishlist post /customer/wishlist'>> {
  return invoke(client, 'readCustomerWishlist post /customer/wishlist', {
    body: { ...criteria, 'total-count-mode': 'exact' },
  });
}

/** `POST /customer/wishlist/add/{productId}`. */
export function addToWishlist(client: StoreApiClient, input: { productId: string }): Promise<OperationResponse<'addProductOnWishlist post /customer/wishlist/add/{productId}'>> {
  return invoke(client, 'addProductOnWishlist post /customer/wishlist/add/{productId}', {
    pathParams: { productId: input.productId },
  });
}

/** `DELETE /customer/wishlist/delete/{productId}`. */
export function removeFromWishlist(client: StoreApiClient, input: { productId: string }): Promise<OperationResponse<'deleteProductOnWishlist delete /customer/wishlist/delete/{productId}'>> {
  return invoke(client, 'deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', {
    pathParams: { productId: input.productId },
  });
}

/** `POST /customer/wishlist/merge`: moves a visitor's local wishlist into the customer's. */
export function mergeWishlist(client: StoreApiClient, input: { productIds: string[] }): Promise<OperationResponse<'mergeProductOnWishlist post /customer/wishlist/merge'>> {
  return invoke(client, 'mergeProductOnWishlist post /customer/wishlist/merge', {
    body: { productIds: input.productIds },
  });
}
