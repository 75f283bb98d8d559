import { isShopwareId, readOrders, readPaymentMethods, translatedText, type Schemas, type StoreApiClient } from '@gipfel/api';
import { orderCriteria, ordersPerPage, readOrderAnswer } from './account-operations';

/** What the account's order page shows: one order (`?order={id}`, null when it is not the customer's) or a page of orders. */
export type OrderPage =
  | { view: 'detail'; order: Schemas['Order'] | null; paymentChangeable: boolean; paymentMethods: Array<{ id: string; name: string }> }
  | { view: 'list'; orders: Schemas['Order'][]; page: number; pages: number };

/**
 * The order page of a signed-in customer: with an `orderId` that order (read through the
 * customer's own orders, so another customer's id finds nothing) with the payment methods for
 * "pay now", in parallel; without one the orders of `page`, newest first.
 */
export async function loadOrderPage(client: StoreApiClient, input: { orderId?: string | null; page?: number }): Promise<OrderPage> {
  const { orderId } = input;
  if (orderId != null) {
    const [answer, methods] = await Promise.all([
      isShopwareId(orderId) ? readOrders(client, orderCriteria({ id: orderId, limit: 100 })) : Promise.resolve(null),
      readPaymentMethods(client, { onlyAvailable: true }),
    ]);
    const read = answer ? readOrderAnswer(answer) : null;
    const order = read?.orders.find((o) => o.id === orderId) ?? null;
    return {
      view: 'detail',
      order,
      paymentChangeable: order ? (read?.paymentChangeable[order.id] ?? true) : false,
      paymentMethods: (methods.elements ?? []).map((m) => ({ id: m.id, name: translatedText(m, 'name') })),
    };
  }
  const page = input.page ?? 1;
  const read = readOrderAnswer(await readOrders(client, orderCriteria({ page })));
  return { view: 'list', orders: read.orders, page, pages: Math.max(1, Math.ceil(read.total / ordersPerPage)) };
}
