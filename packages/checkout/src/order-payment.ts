import type { Schemas } from '@gipfel/api';

type Order = Schemas['Order'];
type OrderTransaction = Schemas['OrderTransaction'];

/**
 * The order's payment state, as Shopware's transaction states say it (the newest transaction counts):
 * - `paid`: `paid`.
 * - `open`: paid later by design, nothing failed: an `open` (or `reminded`, `unconfirmed`,
 *   `paid_partially`) transaction of a method that does not send the shopper to a payment provider
 *   (invoice, prepayment, cash), an `authorized` or `in_progress` one of any method, or no transaction.
 * - `pending`: an online payment (a method that redirects: `asynchronous`) the shopper has not
 *   completed: its transaction is still `open`, `unconfirmed`, `reminded` or `paid_partially`.
 * - `failed`: `failed`, `cancelled` or `chargeback`: the shopper pays again or contacts the shop.
 */
export type OrderPaymentState = 'paid' | 'open' | 'pending' | 'failed';

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

const failedStates: ReadonlySet<string> = new Set(['failed', 'cancelled', 'chargeback']);
// The provider holds the payment (reserved or processing): nothing for the shopper to do.
const processingStates: ReadonlySet<string> = new Set(['authorized', 'in_progress']);

/**
 * Whether a payment method sends the shopper to a payment provider (Shopware's `asynchronous`
 * handlers: cards, TWINT, PayPal). Invoice, prepayment, cash and debit are synchronous: their
 * transaction stays open by design until the money arrives. A method without the flag (Shopware
 * 6.7 no longer sends it) counts as paid later, so an order is never called failed on a guess.
 */
export function isOnlinePaymentMethod(method: OrderTransaction['paymentMethod'] | null | undefined): boolean {
  return (method as { asynchronous?: unknown } | null | undefined)?.asynchronous === true;
}

/** The order's payment state from its newest transaction and that transaction's method (see `OrderPaymentState`). */
export function getOrderPaymentState(order: Order | null | undefined): OrderPaymentState {
  const transaction = getLatestTransaction(order);
  if (!transaction) return 'open';
  const name = transaction.stateMachineState?.technicalName ?? 'open';
  if (name === 'paid') return 'paid';
  if (failedStates.has(name)) return 'failed';
  if (processingStates.has(name)) return 'open';
  return isOnlinePaymentMethod(transaction.paymentMethod) ? 'pending' : 'open';
}

export function isOrderPaid(order: Order | null | undefined): boolean {
  return getOrderPaymentState(order) === 'paid';
}

/** Keys (namespace `checkout`) of an order's confirmation title and text; the text takes `{ orderNumber }`. */
export interface OrderOutcomeTextKeys {
  title: 'outcome.paidTitle' | 'outcome.openTitle' | 'outcome.unpaidTitle';
  text: 'outcome.paidText' | 'outcome.openText' | 'outcome.unpaidText';
}

/**
 * The confirmation an order's payment state calls for, as keys of `checkoutTexts`: paid ("thank
 * you, paid"), open ("thank you, received; you pay as your method says": an invoice order),
 * pending or failed ("received, but not paid: pay again or contact us"). `OrderOutcome` shows the
 * same; a host's own page shows `t(keys.title)` and `t(keys.text, { orderNumber })`.
 */
export function getOrderOutcomeTextKeys(state: OrderPaymentState): OrderOutcomeTextKeys {
  if (state === 'paid') return { title: 'outcome.paidTitle', text: 'outcome.paidText' };
  if (state === 'open') return { title: 'outcome.openTitle', text: 'outcome.openText' };
  return { title: 'outcome.unpaidTitle', text: 'outcome.unpaidText' };
}

/** An already paid order cannot be edited. */
export function canEditOrder(order: Order | null | undefined): boolean {
  return !isOrderPaid(order);
}

/**
 * A pending or failed payment offers retry or contact; an open one (paid later by design,
 * e.g. by invoice) only contact, as Shopware lets a shopper change the method of a failed,
 * cancelled or unconfirmed payment only; a paid one offers nothing. `paymentChangeable` is the
 * Store API's per-order flag (`paymentChangeable[order.id]` of the order list); when it is false
 * only contact remains.
 */
export function getOrderPaymentActions(order: Order | null | undefined, paymentChangeable = true): OrderPaymentAction[] {
  const state = getOrderPaymentState(order);
  if (state === 'paid') return [];
  if (state === 'open') return ['contact'];
  return paymentChangeable ? ['retry', 'contact'] : ['contact'];
}

/** Order errors (already paid, not found, unknown payment method), each with a text under `checkout:errors.*`. */
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
