import { invoke, type OperationResponse, type StoreApiClient } from './client';
import type { operations } from './types';

type Body<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never;

export type AddLineItemsInput = Body<'addLineItem post /checkout/cart/line-item'>;
export type CartLineItemInput = AddLineItemsInput['items'][number];
export type UpdateLineItemsInput = Body<'updateLineItem patch /checkout/cart/line-item'>;
export type RemoveLineItemsInput = Body<'removeLineItem post /checkout/cart/line-item/delete'>;

/**
 * `GET /checkout/cart`. Without a context token it is the empty cart of a fresh context, the same
 * for every such visitor, so it is shared with the `anonymous` scope (decision 0041).
 */
export function readCart(client: StoreApiClient): Promise<OperationResponse<'readCart get /checkout/cart'>> {
  return invoke(client, 'readCart get /checkout/cart', { shared: 'anonymous' });
}

/** `DELETE /checkout/cart`: drops the whole cart. */
export function deleteCart(client: StoreApiClient): Promise<OperationResponse<'deleteCart delete /checkout/cart'>> {
  return invoke(client, 'deleteCart delete /checkout/cart');
}

/**
 * `POST /checkout/cart/line-item`: items with id, quantity and type; a promotion is
 * `{ type: 'promotion', referencedId: code }`.
 */
export function addLineItems(client: StoreApiClient, input: AddLineItemsInput): Promise<OperationResponse<'addLineItem post /checkout/cart/line-item'>> {
  return invoke(client, 'addLineItem post /checkout/cart/line-item', { body: input });
}

/** Adds a product by id (`type: 'product'`, `referencedId` = product id). */
export function addProductToCart(
  client: StoreApiClient,
  input: { productId: string; quantity?: number },
): Promise<OperationResponse<'addLineItem post /checkout/cart/line-item'>> {
  return addLineItems(client, {
    items: [{ id: input.productId, referencedId: input.productId, quantity: input.quantity ?? 1, type: 'product' }],
  });
}

/** Adds a promotion code (`type: 'promotion'`, `referencedId` = the code). */
export function addPromotionCode(
  client: StoreApiClient,
  input: { code: string },
): Promise<OperationResponse<'addLineItem post /checkout/cart/line-item'>> {
  const code = input?.code?.trim();
  if (!code) throw new Error('Adding a promotion requires a code');
  return addLineItems(client, { items: [{ type: 'promotion', referencedId: code }] });
}

/** `PATCH /checkout/cart/line-item`: items with id and quantity. */
export function updateLineItems(client: StoreApiClient, input: UpdateLineItemsInput): Promise<OperationResponse<'updateLineItem patch /checkout/cart/line-item'>> {
  return invoke(client, 'updateLineItem patch /checkout/cart/line-item', { body: input });
}

/** `POST /checkout/cart/line-item/delete`: removes the line items with these ids. */
export function removeLineItems(client: StoreApiClient, input: RemoveLineItemsInput): Promise<OperationResponse<'removeLineItem post /checkout/cart/line-item/delete'>> {
  return invoke(client, 'removeLineItem post /checkout/cart/line-item/delete', { body: input });
}
