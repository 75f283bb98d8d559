import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { formatMoney as formatShopMoney, formatShopDate } from '@gipfel/i18n';

type Order = Schemas['Order'];

/**
 * Money in the order's currency as the rest of the shop writes it (`CHF 1'234.50` in every
 * language, the same on the server and in the browser; other currencies with Intl).
 */
export function formatMoney(value: number | null | undefined, currency: string | null | undefined, language: string): string {
  return formatShopMoney(value ?? 0, { currency, language });
}

/** A date as the page language writes it (22.11.2026, 22 Nov 2026, 22 nov. 2026), on its day in Zurich. */
export function formatDate(value: string | null | undefined, language: string): string {
  return formatShopDate(value, language, 'medium');
}

const orderStates = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStateKey = (typeof orderStates)[number];

/** The order's state for `account:orderState.*`; unknown states count as open. */
export function orderStateKey(order: Order): OrderStateKey {
  const name = order.stateMachineState?.technicalName ?? 'open';
  return (orderStates as readonly string[]).includes(name) ? (name as OrderStateKey) : 'open';
}

function latestTransaction(order: Order): Schemas['OrderTransaction'] | undefined {
  const time = (t: Schemas['OrderTransaction']) => Date.parse(t.createdAt ?? '') || 0;
  return (order.transactions ?? []).reduce<Schemas['OrderTransaction'] | undefined>((latest, t) => (!latest || time(t) >= time(latest) ? t : latest), undefined);
}

export type PaymentStateKey = 'paid' | 'open' | 'failed' | 'cancelled';

/** The newest transaction's state for `account:paymentState.*` (paid, unpaid/open, failed). */
export function paymentStateKey(order: Order): PaymentStateKey {
  const name = latestTransaction(order)?.stateMachineState?.technicalName ?? 'open';
  if (name === 'paid' || name === 'paid_partially') return 'paid';
  if (name === 'failed') return 'failed';
  if (name === 'cancelled') return 'cancelled';
  return 'open';
}

export function paymentMethodName(order: Order): string {
  const method = latestTransaction(order)?.paymentMethod;
  return translatedText(method, 'name');
}

export function paymentMethodIdOf(order: Order): string {
  return latestTransaction(order)?.paymentMethodId ?? '';
}

export function orderDateOf(order: Order): string {
  return order.orderDateTime ?? order.orderDate ?? order.createdAt ?? '';
}
