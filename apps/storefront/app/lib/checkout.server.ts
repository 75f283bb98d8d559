import {
  changeOrderPaymentMethod,
  createOrder,
  handlePayment,
  isStoreApiError,
  mapViolations,
  readOrders,
  register,
  setPaymentMethod,
  setShippingMethod,
  type ReadOrdersInput,
  type RegisterInput,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import { getOrderErrorKey, type OrderErrorKey } from '@gipfel/checkout';
import { guestFields, shippingFieldOf, shippingFields, type GuestField } from './checkout-fields';
import { getServerEnv } from './env.server';

export type GuestValues = Record<GuestField, string>;

/** One field error: a `forms` message key (or a storefront one) and the server's text as fallback. */
export interface FieldError {
  key: string;
  fallback: string;
}

export type CheckoutActionResult =
  | { intent: 'guest'; values: GuestValues; errors: Partial<Record<GuestField, FieldError>>; formError?: string }
  | { intent: 'shipping' | 'payment' | 'order'; formError: string; termsAccepted?: boolean; waiverAccepted?: boolean };

const id = /^[0-9a-f]{32}$/;
const allFields: readonly GuestField[] = [...guestFields, ...shippingFields, 'differentShipping'];

export function readGuestForm(form: FormData): GuestValues {
  const values = {} as GuestValues;
  for (const field of allFields) values[field] = String(form.get(field) ?? '').trim().slice(0, 255);
  values.differentShipping = values.differentShipping === 'on' ? 'on' : '';
  return values;
}

/** Whether the guest asked for a separate delivery address. */
export function wantsSeparateShipping(values: GuestValues): boolean {
  return values.differentShipping === 'on';
}

/** Local checks before the Store API: required fields and an email shape. */
export function validateGuest(values: GuestValues): Partial<Record<GuestField, FieldError>> {
  const errors: Partial<Record<GuestField, FieldError>> = {};
  const required = wantsSeparateShipping(values) ? [...guestFields, ...shippingFields] : guestFields;
  for (const field of required) {
    if (field !== 'salutationId' && field !== 'shippingSalutationId' && !values[field]) errors[field] = { key: 'forms:violation.blank', fallback: '' };
  }
  if (values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = { key: 'storefront:checkout.invalidEmail', fallback: '' };
  return errors;
}

/** The Store API pointer of a violation (`/billingAddress/zipcode`, `/shippingAddress/city`) to our field name. */
function fieldOfPointer(field: string | undefined): GuestField | undefined {
  if (!field) return undefined;
  const [head, ...rest] = field.split('.');
  const last = rest.at(-1) ?? head ?? '';
  const name = head === 'shippingAddress' && last ? shippingFieldOf(last) : last;
  return allFields.find((f) => f === name);
}

/** Registers the shopper as a guest of this checkout; violations come back per field. */
export async function registerGuest(client: StoreApiClient, values: GuestValues, storefrontUrl: string): Promise<CheckoutActionResult> {
  const errors = validateGuest(values);
  // Asked for a delivery address but typed none (the fields show once the box is ticked; without JavaScript after this answer).
  if (wantsSeparateShipping(values) && shippingFields.every((field) => field === 'shippingSalutationId' || field === 'shippingCountryId' || !values[field])) {
    for (const field of shippingFields) delete errors[field];
    return { intent: 'guest', values, errors, formError: 'checkout.shippingAddressMissing' };
  }
  if (Object.keys(errors).length) return { intent: 'guest', values, errors };
  const input = {
    guest: true,
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    salutationId: id.test(values.salutationId) ? values.salutationId : undefined,
    storefrontUrl,
    billingAddress: { street: values.street, zipcode: values.zipcode, city: values.city, countryId: values.countryId },
    ...(wantsSeparateShipping(values)
      ? {
          shippingAddress: {
            salutationId: id.test(values.shippingSalutationId) ? values.shippingSalutationId : undefined,
            firstName: values.shippingFirstName,
            lastName: values.shippingLastName,
            street: values.shippingStreet,
            zipcode: values.shippingZipcode,
            city: values.shippingCity,
            countryId: values.shippingCountryId,
          },
        }
      : {}),
  } as unknown as RegisterInput;
  try {
    await register(client, input);
    return { intent: 'guest', values, errors: {} };
  } catch (error) {
    if (!isStoreApiError(error) || error.status >= 500) throw error;
    const mapped = mapViolations(error.errors ?? []);
    let formError: string | undefined;
    for (const violation of mapped) {
      const field = fieldOfPointer(violation.field);
      const key = violation.messageKey
        ? `forms:${violation.messageKey}`
        : violation.code === 'VIOLATION::INVALID_EMAIL_ERROR'
          ? 'storefront:checkout.invalidEmail'
          : 'storefront:checkout.invalidField';
      const fieldError = { key, fallback: violation.message };
      if (field && !errors[field]) errors[field] = fieldError;
      else if (!field) formError = 'checkout.guestFailed';
    }
    if (!mapped.length) formError = 'checkout.guestFailed';
    return { intent: 'guest', values, errors, formError };
  }
}

export async function chooseMethod(client: StoreApiClient, intent: 'shipping' | 'payment', value: unknown): Promise<CheckoutActionResult | null> {
  const methodId = String(value ?? '');
  const formError = intent === 'shipping' ? 'checkout.shippingFailed' : 'checkout.paymentFailed';
  if (!id.test(methodId)) return { intent, formError };
  try {
    await (intent === 'shipping' ? setShippingMethod : setPaymentMethod)(client, { id: methodId });
    return null;
  } catch (error) {
    if (isStoreApiError(error) && error.status < 500) return { intent, formError };
    throw error;
  }
}

export interface PlacedOrder {
  order: Schemas['Order'];
  redirectUrl: string | null;
}

/** Places the order from the cart and starts its payment; the return URLs lead back to the success pages. */
export async function placeOrder(client: StoreApiClient, origin: string, prefix: string): Promise<PlacedOrder> {
  const order = await createOrder(client, {});
  const base = `${origin}${prefix}/checkout/success/${order.id}`;
  let redirectUrl: string | null = null;
  try {
    const payment = await handlePayment(client, { orderId: order.id, finishUrl: `${base}/paid`, errorUrl: `${base}/unpaid` } as never);
    redirectUrl = (payment as { redirectUrl?: string | null }).redirectUrl ?? null;
  } catch (error) {
    // The order exists; its success page offers the retry.
    console.error('[checkout] handle-payment failed:', error);
  }
  return { order, redirectUrl };
}

export type RetryPaymentResult = { ok: true; redirectUrl: string | null } | { ok: false; error: OrderErrorKey };

/**
 * "Pay again" of an unpaid order (spec §4): switches the order to the chosen payment method
 * (`POST /order/payment`) and starts the payment (`handle-payment`) with return URLs that lead back
 * to the paid / unpaid pages. The order must be the shopper's (the caller loaded it).
 */
export async function retryOrderPayment(client: StoreApiClient, input: { orderId: string; paymentMethodId: string; origin: string; prefix: string }): Promise<RetryPaymentResult> {
  if (!id.test(input.orderId)) return { ok: false, error: 'orderNotFound' };
  if (!id.test(input.paymentMethodId)) return { ok: false, error: 'paymentMethodNotFound' };
  const base = `${input.origin}${input.prefix}/checkout/success/${input.orderId}`;
  try {
    await changeOrderPaymentMethod(client, { orderId: input.orderId, paymentMethodId: input.paymentMethodId } as never);
    const payment = await handlePayment(client, { orderId: input.orderId, finishUrl: `${base}/paid`, errorUrl: `${base}/unpaid` } as never);
    return { ok: true, redirectUrl: (payment as { redirectUrl?: string | null }).redirectUrl ?? null };
  } catch (error) {
    if (!isStoreApiError(error) || error.status >= 500) throw error;
    return { ok: false, error: getOrderErrorKey(error) };
  }
}

/** The Store API error codes of placing an order, as storefront text keys. */
export function orderErrorKey(error: unknown): string | null {
  if (!isStoreApiError(error) || error.status >= 500) return null;
  // The order may still be created after we gave up waiting: say so, so nobody orders twice.
  if (error.status === 408) return 'checkout.orderTimeout';
  const code = error.errors?.[0]?.code ?? '';
  if (code === 'CHECKOUT__CART_EMPTY') return 'checkout.cartEmpty';
  if (code === 'CHECKOUT__CART_INVALID') return 'checkout.cartChanged';
  if (code === 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') return 'checkout.addressMissing';
  return 'checkout.orderFailed';
}

/** Spec: only the local gateway (served by the Store API) or the Store API's own origin. */
export function isAllowedPaymentRedirect(url: string, storeApiEndpoint: string = getServerEnv().storeApiEndpoint): boolean {
  try {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
    if (target.username || target.password) return false;
    return target.origin === new URL(storeApiEndpoint).origin;
  } catch {
    return false;
  }
}

export const orderCookieName = 'gipfel_order';
const orderCookieMaxAge = 60 * 60;

interface OrderAccess {
  orderId: string;
  deepLinkCode: string;
  email: string;
  zipcode: string;
}

/** A short-lived httpOnly cookie that lets the guest see their order on the success pages. */
export function serializeOrderCookie(order: Schemas['Order'], secure: boolean): string | null {
  const access: OrderAccess = {
    orderId: order.id,
    deepLinkCode: order.deepLinkCode ?? '',
    email: order.orderCustomer?.email ?? '',
    zipcode: (order as { billingAddress?: { zipcode?: string } }).billingAddress?.zipcode ?? '',
  };
  if (!access.deepLinkCode) return null;
  return `${orderCookieName}=${encodeURIComponent(JSON.stringify(access))}; Max-Age=${orderCookieMaxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function readOrderCookie(header: string | null): OrderAccess | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== orderCookieName) continue;
    try {
      const value = JSON.parse(decodeURIComponent(rest.join('='))) as Partial<OrderAccess>;
      if ([value.orderId, value.deepLinkCode, value.email, value.zipcode].every((v) => typeof v === 'string')) return value as OrderAccess;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The order of a success page: a guest's through the deep link in the order cookie, a customer's
 * from their orders. Null when it is not theirs or not found.
 */
export async function loadOrder(client: StoreApiClient, request: Request, orderId: string): Promise<{ order: Schemas['Order']; paymentChangeable: boolean } | null> {
  if (!id.test(orderId)) return null;
  const access = readOrderCookie(request.headers.get('cookie'));
  const input =
    access && access.orderId === orderId
      ? { filter: [{ type: 'equals', field: 'deepLinkCode', value: access.deepLinkCode }], email: access.email, zipcode: access.zipcode }
      : { filter: [{ type: 'equals', field: 'id', value: orderId }] };
  try {
    const result = (await readOrders(client, input as unknown as ReadOrdersInput)) as {
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
