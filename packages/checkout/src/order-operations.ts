import {
  changeOrderPaymentMethod,
  isShopwareId,
  isStoreApiError,
  readOrders,
  readPaymentMethods,
  translatedText,
  type ReadOrdersInput,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import { orderActionError, orderCriteria, readOrderAnswer } from '@gipfel/account';
import type { FormMessage } from '@gipfel/forms';
import { startOrderPayment, type PaymentReturnUrls } from './checkout-operations';
import { getOrderErrorKey, type OrderErrorKey } from './order-payment';

/**
 * What lets a guest see their order after placing it (Shopware's deep link): the host keeps it
 * for a short while, for example in an httpOnly cookie.
 */
export interface OrderAccess {
  orderId: string;
  deepLinkCode: string;
  email: string;
  zipcode: string;
}

/** The access of a just placed order; null when Shopware gave it no deep link. */
export function orderAccessOf(order: Schemas['Order']): OrderAccess | null {
  const access: OrderAccess = {
    orderId: order.id,
    deepLinkCode: order.deepLinkCode ?? '',
    email: order.orderCustomer?.email ?? '',
    zipcode: order.billingAddress?.zipcode ?? '',
  };
  return access.deepLinkCode ? access : null;
}

/** Reads an order access back from what the host kept (untrusted input); null when it is not one. */
export function parseOrderAccess(value: unknown): OrderAccess | null {
  if (typeof value !== 'object' || value === null) return null;
  const { orderId, deepLinkCode, email, zipcode } = value as Partial<Record<keyof OrderAccess, unknown>>;
  if (typeof orderId !== 'string' || typeof deepLinkCode !== 'string' || typeof email !== 'string' || typeof zipcode !== 'string') return null;
  return { orderId, deepLinkCode, email, zipcode };
}

export interface LoadedOrder {
  order: Schemas['Order'];
  /** Shopware's per-order flag: the payment method may still be changed. */
  paymentChangeable: boolean;
}

/**
 * One order of the shopper: a guest's through the deep link of `access`, a customer's from their
 * orders. Null when it is not theirs or not found.
 */
/** What an order's page shows besides its own fields: its currency (a sales channel's may be any). */
const orderShownWith = { currency: {} };

export async function loadOrder(client: StoreApiClient, orderId: string, access: OrderAccess | null): Promise<LoadedOrder | null> {
  if (!isShopwareId(orderId)) return null;
  const input =
    access && access.orderId === orderId
      ? { filter: [{ type: 'equals', field: 'deepLinkCode', value: access.deepLinkCode }], email: access.email, zipcode: access.zipcode, associations: orderShownWith }
      : { filter: [{ type: 'equals', field: 'id', value: orderId }], associations: orderShownWith };
  try {
    // The published input type has no `email` and `zipcode`, which Shopware reads for a guest's deep link.
    const result = (await readOrders(client, input as ReadOrdersInput)) as {
      orders?: { elements?: Schemas['Order'][] };
      paymentChangeable?: Record<string, boolean>;
    };
    const order = result.orders?.elements?.find((o) => o.id === orderId);
    return order ? { order, paymentChangeable: result.paymentChangeable?.[orderId] ?? true } : null;
  } catch (error) {
    if (isStoreApiError(error) && [400, 401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

/**
 * A guest's order through the deep link of the order mail (Shopware's guest authentication of
 * `/account/order/{deepLinkCode}`): the order whose deep link code, email and billing postal code
 * all match, with what the order page shows. Null for any mismatch, an unknown or expired code, or
 * a registered customer's order, alike, so the answer tells nothing about which part was wrong.
 */
export async function loadGuestOrder(client: StoreApiClient, access: Omit<OrderAccess, 'orderId'>): Promise<LoadedOrder | null> {
  if (!access.deepLinkCode || !access.email || !access.zipcode) return null;
  const input = { ...orderCriteria({ limit: 1 }), filter: [{ type: 'equals', field: 'deepLinkCode', value: access.deepLinkCode }], email: access.email, zipcode: access.zipcode };
  try {
    // The published input type has no `email` and `zipcode`, which Shopware reads for a guest's deep link.
    const read = readOrderAnswer(await readOrders(client, input as ReadOrdersInput));
    const order = read.orders.find((o) => o.deepLinkCode === access.deepLinkCode);
    return order ? { order, paymentChangeable: read.paymentChangeable[order.id] ?? true } : null;
  } catch (error) {
    if (isStoreApiError(error) && [400, 401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

export interface OutcomePaymentMethod {
  id: string;
  name: string;
}

export interface OrderOutcomeData {
  order: Schemas['Order'] | null;
  paymentChangeable: boolean;
  /** The methods an unpaid order may switch to for "pay again" (asked for with `paymentMethods`). */
  paymentMethods: OutcomePaymentMethod[];
}

/** The paid and unpaid pages: the order as the Store API has it now, and for the unpaid page the methods to pay again with. */
export async function loadOrderOutcome(
  client: StoreApiClient,
  orderId: string,
  access: OrderAccess | null,
  options: { paymentMethods?: boolean } = {},
): Promise<OrderOutcomeData> {
  const [loaded, methods] = await Promise.all([
    loadOrder(client, orderId, access),
    options.paymentMethods ? readPaymentMethods(client, { onlyAvailable: true }) : Promise.resolve(null),
  ]);
  const paymentMethods = (methods?.elements ?? [])
    // Shopware offers only the methods that allow a change after the order.
    .filter((m) => m.afterOrderEnabled !== false)
    .map((m) => ({ id: m.id, name: translatedText(m, 'name') }));
  return { order: loaded?.order ?? null, paymentChangeable: loaded?.paymentChangeable ?? false, paymentMethods };
}

export type RetryPaymentResult = { ok: true; redirectUrl: string | null } | { ok: false; error: OrderErrorKey };

/**
 * "Pay again" of an unpaid order: switches the order to the chosen payment method
 * (`POST /order/payment`) and starts the payment with return URLs to the paid / unpaid pages.
 * The order must be the shopper's (the caller loaded it).
 */
export async function retryOrderPayment(
  client: StoreApiClient,
  input: { orderId: string; paymentMethodId: string; returnUrls: PaymentReturnUrls },
): Promise<RetryPaymentResult> {
  if (!isShopwareId(input.orderId)) return { ok: false, error: 'orderNotFound' };
  if (!isShopwareId(input.paymentMethodId)) return { ok: false, error: 'paymentMethodNotFound' };
  try {
    await changeOrderPaymentMethod(client, { orderId: input.orderId, paymentMethodId: input.paymentMethodId });
    return { ok: true, redirectUrl: await startOrderPayment(client, input.orderId, input.returnUrls) };
  } catch (error) {
    if (!isStoreApiError(error) || error.status >= 500) throw error;
    return { ok: false, error: getOrderErrorKey(error) };
  }
}

export type AccountOrderPaymentResult = { ok: true; orderId: string; redirectUrl: string | null } | { ok: false; formError: FormMessage };

/**
 * "Pay now" of an unpaid order on the account's order page (`intent=pay`, `orderId`,
 * `paymentMethodId`): the retry flow of the checkout for one of the signed-in customer's own
 * orders. Refusals (not the customer's order, an unknown method, an order paid meanwhile) come
 * back as the account's messages; faults of the shop are thrown.
 */
export async function payAccountOrder(client: StoreApiClient, form: FormData, returnUrls: (orderId: string) => PaymentReturnUrls): Promise<AccountOrderPaymentResult> {
  const orderId = String(form.get('orderId') ?? '');
  const paymentMethodId = String(form.get('paymentMethodId') ?? '');
  const fail = (formError: FormMessage) => ({ ok: false as const, formError });
  if (form.get('intent') !== 'pay' || !isShopwareId(orderId)) return fail({ key: 'account:accountMessages.orderNotFound' });
  if (!isShopwareId(paymentMethodId)) return fail({ key: 'account:accountMessages.paymentMethodNotFound' });

  const order = readOrderAnswer(await readOrders(client, orderCriteria({ id: orderId, limit: 100 }))).orders.find((o) => o.id === orderId);
  if (!order) return fail({ key: 'account:accountMessages.orderNotFound' });
  try {
    await changeOrderPaymentMethod(client, { orderId, paymentMethodId });
    return { ok: true, orderId, redirectUrl: await startOrderPayment(client, orderId, returnUrls(orderId)) };
  } catch (error) {
    const formError = orderActionError(error, order.orderNumber ?? '');
    if (!formError) throw error;
    return fail(formError);
  }
}
