import {
  createOrder,
  handlePayment,
  isShopwareId,
  isStoreApiError,
  mapViolations,
  readCart,
  readContext,
  readCountries,
  readPaymentMethods,
  readSalutations,
  readShippingMethods,
  register,
  setPaymentMethod,
  setShippingMethod,
  translatedText,
  type RegisterInput,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import { isCartEmpty } from '@gipfel/cart';
import { getCheckoutState, requiresWithdrawalWaiver, type CheckoutState } from './checkout-steps';
import {
  guestFieldOfPointer,
  isShippingAddressMissing,
  readGuestForm,
  shippingFields,
  validateGuest,
  wantsSeparateShipping,
  type GuestErrors,
  type GuestField,
  type GuestValues,
} from './guest-form';

/** Checkout messages that belong to a whole step, each a text under `checkout:page.*`. */
export type CheckoutFormError =
  | 'shippingAddressMissing'
  | 'guestFailed'
  | 'shippingFailed'
  | 'paymentFailed'
  | 'cartEmpty'
  | 'cartChanged'
  | 'addressMissing'
  | 'methodsMissing'
  | 'termsRequired'
  | 'withdrawalWaiverRequired'
  | 'orderFailed'
  | 'orderTimeout';

/** The answer to a step's post that did not go through: what the form shows again. */
export type CheckoutActionResult =
  | { intent: 'guest'; values: GuestValues; errors: GuestErrors; formError?: CheckoutFormError }
  | { intent: 'shipping' | 'payment' | 'order'; formError: CheckoutFormError; termsAccepted?: boolean; waiverAccepted?: boolean };

export interface CheckoutMethod {
  id: string;
  name: string;
  description: string;
}

export interface CheckoutOption {
  value: string;
  label: string;
}

/** An address as the delivery step shows it: the lines of a letter. */
export interface CheckoutAddressLines {
  name: string;
  company: string;
  street: string;
  place: string;
  country: string;
}

/** Everything the checkout page shows, from one round of parallel Store API reads. */
export interface CheckoutPage {
  cart: Schemas['Cart'];
  /** Nothing to order: the host sends the shopper back to the cart. */
  cartEmpty: boolean;
  currency: string;
  state: CheckoutState;
  deliveryAddress: CheckoutAddressLines | null;
  /** Shown only when it differs from the delivery address. */
  billingAddress: CheckoutAddressLines | null;
  /** The current guest or customer with the guest form's values (to change the address); null for a visitor. */
  customer: (Partial<Record<GuestField, string>> & { guest: boolean; email: string }) | null;
  shippingMethods: CheckoutMethod[];
  paymentMethods: CheckoutMethod[];
  salutations: CheckoutOption[];
  countries: (CheckoutOption & { iso: string })[];
}

function methodOf(method: Schemas['ShippingMethod'] | Schemas['PaymentMethod']): CheckoutMethod {
  return { id: method.id, name: translatedText(method, 'name'), description: translatedText(method, 'description') };
}

/** Loads the checkout page: cart, context, methods, salutations and countries in parallel. */
export async function loadCheckout(client: StoreApiClient): Promise<CheckoutPage> {
  const [cart, context, shipping, payment, salutations, countries] = await Promise.all([
    readCart(client),
    readContext(client),
    readShippingMethods(client, { onlyAvailable: true }),
    readPaymentMethods(client, { onlyAvailable: true }),
    readSalutations(client),
    readCountries(client),
  ]);
  const customer = context.customer;
  const billing = customer?.activeBillingAddress;
  const delivery = customer?.activeShippingAddress ?? billing;
  // A guest or customer may have the goods delivered to someone else (Shopware's active shipping address).
  const separate = !!billing && !!delivery && delivery.id !== billing.id;
  const countryOptions = (countries.elements ?? []).map((c) => ({ value: c.id, label: translatedText(c, 'name'), iso: c.iso ?? '' }));
  const shown = (address: NonNullable<typeof billing>): CheckoutAddressLines => ({
    name: `${address.firstName || customer?.firstName || ''} ${address.lastName || customer?.lastName || ''}`.trim(),
    company: address.company ?? '',
    street: address.street ?? '',
    place: `${address.zipcode ?? ''} ${address.city ?? ''}`.trim(),
    country: countryOptions.find((c) => c.value === address.countryId)?.label ?? '',
  });
  return {
    cart,
    cartEmpty: isCartEmpty(cart),
    currency: context.currency?.isoCode ?? 'CHF',
    state: getCheckoutState(context, cart),
    deliveryAddress: delivery ? shown(delivery) : null,
    billingAddress: separate && billing ? shown(billing) : null,
    customer: customer
      ? {
          guest: customer.guest !== false,
          salutationId: customer.salutationId ?? '',
          firstName: customer.firstName ?? '',
          lastName: customer.lastName ?? '',
          email: customer.email ?? '',
          street: billing?.street ?? '',
          zipcode: billing?.zipcode ?? '',
          city: billing?.city ?? '',
          countryId: billing?.countryId ?? '',
          differentShipping: separate ? 'on' : '',
          shippingSalutationId: separate ? (delivery?.salutationId ?? '') : '',
          shippingFirstName: separate ? (delivery?.firstName ?? '') : '',
          shippingLastName: separate ? (delivery?.lastName ?? '') : '',
          shippingStreet: separate ? (delivery?.street ?? '') : '',
          shippingZipcode: separate ? (delivery?.zipcode ?? '') : '',
          shippingCity: separate ? (delivery?.city ?? '') : '',
          shippingCountryId: separate ? (delivery?.countryId ?? '') : '',
        }
      : null,
    shippingMethods: (shipping.elements ?? []).map(methodOf),
    paymentMethods: (payment.elements ?? []).map(methodOf),
    salutations: (salutations.elements ?? []).map((s) => ({ value: s.id, label: translatedText(s, 'displayName') })),
    countries: countryOptions,
  };
}

/** The body of `POST /account/register` for a guest of this checkout. */
function guestRegistration(values: GuestValues, storefrontUrl: string) {
  return {
    guest: true,
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    salutationId: isShopwareId(values.salutationId) ? values.salutationId : undefined,
    storefrontUrl,
    billingAddress: { street: values.street, zipcode: values.zipcode, city: values.city, countryId: values.countryId },
    ...(wantsSeparateShipping(values)
      ? {
          shippingAddress: {
            salutationId: isShopwareId(values.shippingSalutationId) ? values.shippingSalutationId : undefined,
            firstName: values.shippingFirstName,
            lastName: values.shippingLastName,
            street: values.shippingStreet,
            zipcode: values.shippingZipcode,
            city: values.shippingCity,
            countryId: values.shippingCountryId,
          },
        }
      : {}),
  };
}

/**
 * Registers the shopper as a guest of this checkout (`POST /account/register` with `guest: true`).
 * The form's rules run first; the Store API's violations come back per field with translatable
 * keys. Errors of the shop itself (5xx, network) are thrown for the host's error page.
 */
export async function registerGuest(client: StoreApiClient, values: GuestValues, storefrontUrl: string): Promise<CheckoutActionResult & { intent: 'guest' }> {
  const errors = validateGuest(values);
  if (isShippingAddressMissing(values)) {
    for (const field of shippingFields) delete errors[field];
    return { intent: 'guest', values, errors, formError: 'shippingAddressMissing' };
  }
  if (Object.keys(errors).length) return { intent: 'guest', values, errors };
  try {
    // The published type requires fields a guest does not send (password, acceptedDataProtection).
    await register(client, guestRegistration(values, storefrontUrl) as unknown as RegisterInput);
    return { intent: 'guest', values, errors: {} };
  } catch (error) {
    if (!isStoreApiError(error) || error.status >= 500) throw error;
    const mapped = mapViolations(error.errors ?? []);
    let formError: CheckoutFormError | undefined = mapped.length ? undefined : 'guestFailed';
    for (const violation of mapped) {
      const field = guestFieldOfPointer(violation.field);
      const key = violation.messageKey
        ? `forms:${violation.messageKey}`
        : violation.code === 'VIOLATION::INVALID_EMAIL_ERROR'
          ? 'forms:validation.email'
          : 'checkout:page.invalidField';
      if (field && !errors[field]) errors[field] = { key, fallback: violation.message };
      else if (!field) formError = 'guestFailed';
    }
    return { intent: 'guest', values, errors, formError };
  }
}

/** Sets the shipping or payment method of the context; null when it was set. */
export async function chooseCheckoutMethod(client: StoreApiClient, kind: 'shipping' | 'payment', methodId: unknown): Promise<CheckoutActionResult | null> {
  const formError = kind === 'shipping' ? 'shippingFailed' : 'paymentFailed';
  if (!isShopwareId(methodId)) return { intent: kind, formError };
  try {
    await (kind === 'shipping' ? setShippingMethod : setPaymentMethod)(client, { id: methodId });
    return null;
  } catch (error) {
    if (isStoreApiError(error) && error.status < 500) return { intent: kind, formError };
    throw error;
  }
}

/** The Store API error of placing an order as a checkout message; null for the host's error page (5xx, network). */
export function orderFormError(error: unknown): CheckoutFormError | null {
  if (!isStoreApiError(error) || error.status >= 500) return null;
  // The order may still be created after we gave up waiting: say so, so nobody orders twice.
  if (error.status === 408) return 'orderTimeout';
  const code = error.errors?.[0]?.code ?? '';
  if (code === 'CHECKOUT__CART_EMPTY') return 'cartEmpty';
  if (code === 'CHECKOUT__CART_INVALID') return 'cartChanged';
  if (code === 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') return 'addressMissing';
  return 'orderFailed';
}

/** Where a payment provider sends the shopper back: the order's paid and unpaid pages. */
export interface PaymentReturnUrls {
  finishUrl: string;
  errorUrl: string;
}

/**
 * Starts the payment of an order (`POST /handle-payment`): the provider's URL, or null when the
 * method needs no redirect (invoice, prepayment).
 */
export async function startOrderPayment(client: StoreApiClient, orderId: string, urls: PaymentReturnUrls): Promise<string | null> {
  const payment = await handlePayment(client, { orderId, ...urls });
  return (payment as { redirectUrl?: string | null }).redirectUrl ?? null;
}

export interface PlaceOrderInput {
  termsAccepted: boolean;
  waiverAccepted: boolean;
  /** The return URLs of an order's payment, by its id. */
  returnUrls: (orderId: string) => PaymentReturnUrls;
}

export type PlaceOrderResult =
  | { ok: true; order: Schemas['Order']; redirectUrl: string | null }
  | { ok: false; result: CheckoutActionResult & { intent: 'order' } };

/**
 * Places the order of the cart (`POST /checkout/order`) once its steps are complete and the
 * consents given, then starts its payment. A payment that cannot start leaves the order in
 * place: its unpaid page offers the retry.
 */
export async function placeCheckoutOrder(client: StoreApiClient, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { termsAccepted, waiverAccepted } = input;
  const fail = (formError: CheckoutFormError): PlaceOrderResult => ({ ok: false, result: { intent: 'order', formError, termsAccepted, waiverAccepted } });
  const [cart, context] = await Promise.all([readCart(client), readContext(client)]);
  const state = getCheckoutState(context, cart, { termsAccepted, withdrawalWaiverAccepted: waiverAccepted });
  if (isCartEmpty(cart)) return fail('cartEmpty');
  if (!state.hasAddress) return fail('addressMissing');
  if ((!state.shippingMethodId && !state.virtual) || !state.paymentMethodId) return fail('methodsMissing');
  if (!termsAccepted) return fail('termsRequired');
  if (requiresWithdrawalWaiver(cart) && !waiverAccepted) return fail('withdrawalWaiverRequired');
  let order: Schemas['Order'];
  try {
    order = await createOrder(client, {});
  } catch (error) {
    const formError = orderFormError(error);
    if (!formError) throw error;
    return fail(formError);
  }
  let redirectUrl: string | null = null;
  try {
    redirectUrl = await startOrderPayment(client, order.id, input.returnUrls(order.id));
  } catch (error) {
    // The order exists; its success page offers the retry.
    console.error('[checkout] handle-payment failed:', error);
  }
  return { ok: true, order, redirectUrl };
}

/** Spec: a payment redirect goes only to the local gateway (served by the Store API) or the Store API's own origin. */
export function isAllowedPaymentRedirect(url: string, storeApiEndpoint: string): boolean {
  try {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
    if (target.username || target.password) return false;
    return target.origin === new URL(storeApiEndpoint).origin;
  } catch {
    return false;
  }
}

/** What became of a post to the checkout page (`submitCheckoutStep`). */
export type CheckoutStepOutcome =
  | { status: 'saved' }
  | { status: 'ordered'; order: Schemas['Order']; redirectUrl: string | null }
  | { status: 'failed'; result: CheckoutActionResult };

export interface CheckoutStepInput {
  /** The storefront URL for the guest's mails (`registerGuest`). */
  storefrontUrl: string;
  /** The return URLs of an order's payment, by its id (`placeCheckoutOrder`). */
  returnUrls: PlaceOrderInput['returnUrls'];
}

/**
 * One post of the checkout page's forms, by its `intent`: `guest` (the guest's address), `shipping`
 * or `payment` (a method), `order` (`tos`, `withdrawalWaiver`). `saved`: show the checkout again;
 * `ordered`: go on to the order's outcome; `failed`: the form's answer (an unknown intent too).
 */
export async function submitCheckoutStep(client: StoreApiClient, form: FormData, input: CheckoutStepInput): Promise<CheckoutStepOutcome> {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'guest') {
    const result = await registerGuest(client, readGuestForm(form), input.storefrontUrl);
    return !Object.keys(result.errors).length && !result.formError ? { status: 'saved' } : { status: 'failed', result };
  }
  if (intent === 'shipping' || intent === 'payment') {
    const result = await chooseCheckoutMethod(client, intent, form.get(intent === 'shipping' ? 'shippingMethodId' : 'paymentMethodId'));
    return result ? { status: 'failed', result } : { status: 'saved' };
  }
  if (intent === 'order') {
    const placed = await placeCheckoutOrder(client, { termsAccepted: form.get('tos') === 'on', waiverAccepted: form.get('withdrawalWaiver') === 'on', returnUrls: input.returnUrls });
    return placed.ok ? { status: 'ordered', order: placed.order, redirectUrl: placed.redirectUrl } : { status: 'failed', result: placed.result };
  }
  return { status: 'failed', result: { intent: 'order', formError: 'orderFailed' } };
}
