import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { formatMoney, formatShopDate } from '@gipfel/i18n';

type Order = Schemas['Order'];

/**
 * An order amount in the order's currency as the rest of the shop writes it (`@gipfel/i18n`'s
 * `formatMoney` in the formatting locale: `CHF 1'234.50`, `1.234,50 €`). An order without a
 * currency is in the demo shop's francs.
 */
export function formatOrderAmount(value: number | null | undefined, currency: string | null | undefined, locale: string): string {
  return formatMoney(value ?? 0, { currency: currency || 'CHF', locale });
}

/** An order date as the formatting locale writes it (22.11.2026, 22 Nov 2026, 22 nov. 2026), on its day in the shop's time zone. */
export function formatOrderDate(value: string | null | undefined, locale: string, timeZone: string): string {
  return formatShopDate(value, locale, { style: 'medium', timeZone });
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
