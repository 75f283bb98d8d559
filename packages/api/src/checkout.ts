import { invoke, type OperationResponse, type StoreApiClient } from './client';
import type { operations } from './types';

type Body<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never;

export type CreateOrderInput = Body<'createOrder post /checkout/order'>;
export type HandlePaymentInput = Body<'handlePaymentMethod post /handle-payment'>;
export type ReadOrdersInput = Body<'readOrder post /order'>;
export type OrderPaymentInput = Body<'orderSetPayment post /order/payment'>;

/** `POST /checkout/order`: places the order from the current cart. */
export function createOrder(client: StoreApiClient, input: CreateOrderInput = {}): Promise<OperationResponse<'createOrder post /checkout/order'>> {
  return invoke(client, 'createOrder post /checkout/order', { body: input });
}

/**
 * `POST /handle-payment`: starts the payment of an order; answers the `redirectUrl` of the
 * payment provider (or the finish URL for payments without redirect).
 */
export function handlePayment(client: StoreApiClient, input: HandlePaymentInput): Promise<OperationResponse<'handlePaymentMethod post /handle-payment'>> {
  return invoke(client, 'handlePaymentMethod post /handle-payment', { body: input });
}

/** `POST /order`: the customer's orders (criteria), or one guest order by deep link code. */
export function readOrders(client: StoreApiClient, input: ReadOrdersInput = {}): Promise<OperationResponse<'readOrder post /order'>> {
  return invoke(client, 'readOrder post /order', { body: input });
}

/** `POST /order/payment`: changes the payment method of an unpaid order. */
export function changeOrderPaymentMethod(client: StoreApiClient, input: OrderPaymentInput): Promise<OperationResponse<'orderSetPayment post /order/payment'>> {
  return invoke(client, 'orderSetPayment post /order/payment', { body: input });
}
