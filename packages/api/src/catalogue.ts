import { invoke, invokeRead, type OperationResponse, type StoreApiClient } from './client';
import type { operations } from './types';

type Body<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never;

export type SearchInput = Body<'searchPage post /search'>;
export type ProductListingInput = Body<'readProductListing post /product-listing/{categoryId}'>;
export type SearchSuggestInput = Body<'searchSuggest post /search-suggest'>;
export type ProductDetailCriteria = NonNullable<Body<'readProductDetail post /product/{productId}'>>;
export type FindVariantInput = Body<'searchProductVariantIds post /product/{productId}/find-variant'>;
export type ReviewInput = Body<'saveProductReview post /product/{productId}/review'>;
export type ReviewCriteria = NonNullable<Body<'readProductReviews post /product/{productId}/reviews'>>;

/** `POST /search`: search results (a product listing) for `search` and the listing criteria. */
export function searchProducts(client: StoreApiClient, criteria: SearchInput): Promise<OperationResponse<'searchPage post /search'>> {
  return invokeRead(client, 'searchPage post /search', { body: criteria });
}

/** `POST /search-suggest`: the few best matches while typing. */
export function searchSuggest(client: StoreApiClient, criteria: SearchSuggestInput): Promise<OperationResponse<'searchSuggest post /search-suggest'>> {
  return invokeRead(client, 'searchSuggest post /search-suggest', { body: criteria });
}

/** `POST /product-listing/{categoryId}`: a category's products with filters and sorting. */
export function readProductListing(
  client: StoreApiClient,
  input: { categoryId: string; criteria?: ProductListingInput },
): Promise<OperationResponse<'readProductListing post /product-listing/{categoryId}'>> {
  return invokeRead(client, 'readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId: input.categoryId },
    body: input.criteria ?? {},
    shared: 'anonymous',
  });
}

export interface ReadProductInput {
  productId: string;
  criteria?: ProductDetailCriteria;
  skipCmsPage?: boolean;
  skipConfigurator?: boolean;
}

/** `POST /product/{productId}`: product detail with configurator and CMS page. */
export function readProduct(client: StoreApiClient, input: ReadProductInput): Promise<OperationResponse<'readProductDetail post /product/{productId}'>> {
  const query: { skipCmsPage?: boolean; skipConfigurator?: boolean } = {};
  if (input.skipCmsPage !== undefined) query.skipCmsPage = input.skipCmsPage;
  if (input.skipConfigurator !== undefined) query.skipConfigurator = input.skipConfigurator;
  return invokeRead(client, 'readProductDetail post /product/{productId}', {
    pathParams: { productId: input.productId },
    body: input.criteria ?? {},
    query,
    shared: 'anonymous',
  });
}

/** `POST /product/{productId}/find-variant`: the variant for a set of selected options. */
export function findVariant(client: StoreApiClient, input: { productId: string } & FindVariantInput): Promise<OperationResponse<'searchProductVariantIds post /product/{productId}/find-variant'>> {
  const { productId, ...body } = input;
  return invoke(client, 'searchProductVariantIds post /product/{productId}/find-variant', {
    pathParams: { productId },
    body,
  });
}

/** `POST /product/{productId}/cross-selling`: the product's cross-sellings with products. */
export function readCrossSellings(client: StoreApiClient, input: { productId: string }): Promise<OperationResponse<'readProductCrossSellings post /product/{productId}/cross-selling'>> {
  return invokeRead(client, 'readProductCrossSellings post /product/{productId}/cross-selling', {
    pathParams: { productId: input.productId },
    shared: 'anonymous',
  });
}

/** `POST /product/{productId}/reviews`. */
export function readProductReviews(client: StoreApiClient, input: { productId: string; criteria?: ReviewCriteria }): Promise<OperationResponse<'readProductReviews post /product/{productId}/reviews'>> {
  return invokeRead(client, 'readProductReviews post /product/{productId}/reviews', {
    pathParams: { productId: input.productId },
    body: input.criteria ?? {},
    // A signed-in customer also sees their own review before it is approved.
    shared: 'anonymous',
  });
}

/** `POST /product/{productId}/review`: saves the logged-in customer's review. */
export function saveProductReview(client: StoreApiClient, input: { productId: string } & ReviewInput): Promise<OperationResponse<'saveProductReview post /product/{productId}/review'>> {
  const { productId, ...body } = input;
  return invoke(client, 'saveProductReview post /product/{productId}/review', {
    pathParams: { productId },
    body,
  });
}
