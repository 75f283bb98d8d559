import type { CheckoutPage } from './checkout-operations';
import { cartFixture } from './test-fixtures';

const countries = [
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7d8', label: 'Schweiz', iso: 'CH' },
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7d9', label: 'Liechtenstein', iso: 'LI' },
];
const salutations = [
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7e1', label: 'Frau' },
  { value: '0195e7d8a1c2a5c7b1d2e3f4a5b6c7e2', label: 'Herr' },
];
const invoice = { id: 'b'.repeat(32), name: 'Rechnung', description: 'Zahlbar innert 30 Tagen.' };
const post = { id: 'c'.repeat(32), name: 'Standardversand', description: '2–3 Werktage' };

/** A visitor's checkout: nothing chosen yet, the guest form and the ways to sign in. */
export function visitorCheckoutPage(): CheckoutPage {
  return {
    cart: cartFixture(),
    cartEmpty: false,
    currency: 'CHF',
    state: { hasAddress: false },
    deliveryAddress: null,
    billingAddress: null,
    customer: null,
    shippingMethods: [post],
    paymentMethods: [invoice],
    salutations,
    countries,
  };
}

/** A guest with an address and both methods chosen: the summary's order form is next. */
export function guestCheckoutPage(): CheckoutPage {
  return {
    ...visitorCheckoutPage(),
    state: { hasAddress: true, shippingMethodId: post.id, paymentMethodId: invoice.id },
    deliveryAddress: { name: 'Heidi Muster', company: '', street: 'Bahnhofstrasse 1', place: '8001 Zürich', country: 'Schweiz' },
    customer: { guest: true, email: 'heidi@example.ch', firstName: 'Heidi', lastName: 'Muster', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich' },
  };
}
