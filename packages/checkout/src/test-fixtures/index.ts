import type { Schemas } from '@gipfel/api';
import cartJson from './cart.json';
import orderListJson from './order-list.json';

/** A fresh copy of the fixture's order (#28118, invoice and cash on delivery transactions). */
export function orderFixture(): Schemas['Order'] {
  return structuredClone(orderListJson.orders.elements[0]) as unknown as Schemas['Order'];
}

/** The fixture order with its newest transaction in the given payment state. */
export function orderInState(technicalName: string): Schemas['Order'] {
  const order = orderFixture();
  const [latest] = order.transactions!;
  latest!.stateMachineState = { name: technicalName, technicalName, translated: { name: technicalName, technicalName } };
  return order;
}

/** The fixture order paid online (a method that redirects to a provider: `asynchronous`), newest transaction in the given state. */
export function onlineOrderInState(technicalName: string): Schemas['Order'] {
  const order = orderInState(technicalName);
  const latest = order.transactions![0]!;
  latest.paymentMethod = { ...latest.paymentMethod!, name: 'Credit card', shortName: 'card_payment', synchronous: false, asynchronous: true } as typeof latest.paymentMethod;
  return order;
}

/** A fresh copy of the Shopware cart fixture (one physical product, one promotion). */
export function cartFixture(): Schemas['Cart'] {
  return structuredClone(cartJson) as unknown as Schemas['Cart'];
}
