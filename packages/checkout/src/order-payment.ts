import type { Schemas } from '@gipfel/api';

type Order = Schemas['Order'];
type OrderTransaction = Schemas['OrderTransaction'];

/** Spec §4: an order's payment is paid or unpaid; other states are not shown. */
export type OrderPaymentState = 'paid' | 'unpaid';

/** What the shopper can do about an order's payment. */
export type OrderPaymentAction = 'retry' | 'contact';

function time(transaction: OrderTransaction): number {
  const value = Date.parse(transaction.createdAt ?? '');
  return Number.isNaN(value) ? 0 : value;
}

/** The transaction that counts: the newest (a retried payment adds a transaction). */
export function getLatestTransaction(order: Order | null | undefined): OrderTransaction | undefined {
  const transactions = order?.transactions ?? [];
  return transactions.reduce<OrderTransaction | undefined>((latest, t) => (!latest || time(t) > time(latest) ? t : latest), undefined);
}

/** Paid when the newest transaction's state machine state is `paid`; anything else is unpaid. */
export function getOrderPaymentState(order: Order | null | undefined): OrderPaymentState {
  return getLatestTransaction(order)?.stateMachineState?.technicalName === 'paid' ? 'paid' : 'unpaid';
}

export function isOrderPaid(order: Order | null | undefined): boolean {
  return getOrderPaymentState(order) === 'paid';
}

/** Spec §4: an already paid order cannot be edited. */
export function canEditOrder(order: Order | null | undefined): boolean {
  return !isOrderPaid(order);
}

/**
 * Spec §4: an unpaid order offers retry or contact; a paid one offers nothing. `paymentChangeable`
 * is the Store API's per-order flag (`paymentChangeable[order.id]` of the order list); when it is
 * false only contact remains.
 */
export function getOrderPaymentActions(order: Order | null | undefined, paymentChangeable = true): OrderPaymentAction[] {
  if (isOrderPaid(order)) return [];
  return paymentChangeable ? ['retry', 'contact'] : ['contact'];
}

/** Order errors of spec §8, each with a text under `checkout:errors.*`. */
export type OrderErrorKey = 'orderAlreadyPaid' | 'orderNotFound' | 'paymentMethodNotFound' | 'generic';

// Shopware's codes only (the local Store API answers the same).
const orderErrorByCode: Record<string, OrderErrorKey> = {
  // /order/payment on a paid order: 6.7's OrderException::paymentMethodNotChangeable; before 6.7 orderAlreadyPaid.
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE: 'orderAlreadyPaid',
  CHECKOUT__ORDER_ORDER_ALREADY_PAID: 'orderAlreadyPaid',
  // An unknown order: /order/payment says OrderException::orderNotFound, /handle-payment PaymentException::invalidOrder.
  CHECKOUT__ORDER_ORDER_NOT_FOUND: 'orderNotFound',
  CHECKOUT__INVALID_ORDER_ID: 'orderNotFound',
  // A method the order cannot use (/order/payment), or one without a handler (/handle-payment).
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE: 'paymentMethodNotFound',
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: 'paymentMethodNotFound',
  FRAMEWORK__INVALID_UUID: 'paymentMethodNotFound',
};

/** Maps a failed order or payment call (Store API error answer) to its message key. */
export function getOrderErrorKey(error: unknown): OrderErrorKey {
  if (typeof error !== 'object' || error === null) return 'generic';
  for (const holder of [error, (error as { details?: unknown }).details, (error as { response?: unknown }).response]) {
    const errors = (holder as { errors?: unknown } | undefined)?.errors;
    if (!Array.isArray(errors)) continue;
    for (const entry of errors) {
      const code = (entry as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && orderErrorByCode[code]) return orderErrorByCode[code];
    }
  }
  return 'generic';
}
