import {
  isShopwareId,
  isStoreApiError,
  listAddresses,
  mapViolations,
  type AddressInput,
  type ChangeProfileInput,
  type ReadOrdersInput,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import type { FormMessage } from '@gipfel/forms';
import type { AccountFormErrors } from './account-form-parts';
import type { EmailChangeValues, PasswordChangeValues } from './account-validation';
import { addressFields, type AddressValues } from './address-form';
import { fieldOfPointer } from './auth-operations';
import type { ProfileValues } from './profile-form';

// The account pages' forms and reads over a Store API client (profile, email, password, addresses,
// payment method, orders, newsletter): usable in a server loader or action and in a browser.
// Answers about the input become messages with text keys; faults of the shop (5xx, network) are
// left to the caller (mappers answer null, reads throw).

type AccountForm = FormData | URLSearchParams;

const text = (form: AccountForm, name: string) => String(form.get(name) ?? '').trim().slice(0, 255);

// --- profile -------------------------------------------------------------------------------------

export function readProfileForm(form: AccountForm): ProfileValues {
  return {
    salutationId: text(form, 'salutationId'),
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    accountType: form.get('accountType') === 'business' ? 'business' : 'private',
    company: text(form, 'company'),
    vatId: text(form, 'vatId'),
  };
}

/** The values of the profile form as `change-profile` expects them (business fields only for business). */
export function profileInput(values: ProfileValues): ChangeProfileInput {
  const base = { firstName: values.firstName, lastName: values.lastName, ...(isShopwareId(values.salutationId) ? { salutationId: values.salutationId } : {}) };
  if (values.accountType === 'business') {
    return { ...base, accountType: 'business', company: values.company, vatIds: values.vatId ? [values.vatId] : [] } as ChangeProfileInput;
  }
  return { ...base, accountType: 'private' } as ChangeProfileInput;
}

export function profileDefaults(customer: Partial<Schemas['Customer']>): ProfileValues {
  const business = customer as { company?: string | null; vatIds?: string[] | null };
  return {
    salutationId: customer.salutationId ?? '',
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    accountType: customer.accountType === 'business' ? 'business' : 'private',
    company: business.company ?? '',
    vatId: business.vatIds?.[0] ?? '',
  };
}

// --- email and password --------------------------------------------------------------------------

export function readEmailForm(form: AccountForm): EmailChangeValues {
  return { email: text(form, 'email'), emailConfirmation: text(form, 'emailConfirmation'), password: String(form.get('password') ?? '') };
}

export function readPasswordForm(form: AccountForm): PasswordChangeValues {
  const raw = (name: string) => String(form.get(name) ?? '').slice(0, 4096);
  return { password: raw('password'), newPassword: raw('newPassword'), newPasswordConfirm: raw('newPasswordConfirm') };
}

// --- addresses -----------------------------------------------------------------------------------

export function readAddressForm(form: AccountForm): AddressValues {
  const values = {} as AddressValues;
  for (const field of addressFields) values[field] = text(form, field);
  return values;
}

/** The address body of `POST /account/address` and `PATCH /account/address/{id}`; empty optional fields are sent as null. */
export function addressInput(values: AddressValues): AddressInput {
  const optional = (value: string) => (value ? value : null);
  return {
    salutationId: isShopwareId(values.salutationId) ? values.salutationId : undefined,
    firstName: values.firstName,
    lastName: values.lastName,
    company: optional(values.company),
    street: values.street,
    additionalAddressLine1: optional(values.additionalAddressLine1),
    zipcode: values.zipcode,
    city: values.city,
    countryId: values.countryId,
    countryStateId: isShopwareId(values.countryStateId) ? values.countryStateId : null,
    phoneNumber: optional(values.phoneNumber),
  } as unknown as AddressInput;
}

export function addressDefaults(address: Partial<Schemas['CustomerAddress']>): AddressValues {
  const values = {} as AddressValues;
  for (const field of addressFields) {
    const value = (address as Record<string, unknown>)[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The customer's addresses with country and state; a refused read (403) is an empty list. */
export async function loadAddresses(client: StoreApiClient): Promise<Schemas['CustomerAddress'][]> {
  try {
    const result = await listAddresses(client, { associations: { country: {}, countryState: {} } } as never);
    return ((result as { elements?: Schemas['CustomerAddress'][] }).elements ?? []) as Schemas['CustomerAddress'][];
  } catch (error) {
    if (isStoreApiError(error) && error.status === 403) return [];
    throw error;
  }
}

const addressErrors: Record<string, string> = {
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: 'account:addresses.isDefault',
  CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE: 'account:addresses.isActive',
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: 'account:addresses.notFound',
  FRAMEWORK__INVALID_UUID: 'account:addresses.notFound',
};

/** A refused address action (delete a default address, unknown id) as a message; null for faults. */
export function addressActionError(error: unknown): FormMessage | null {
  if (!isStoreApiError(error) || error.status >= 500 || error.status === 401) return null;
  const code = error.errors?.[0]?.code ?? '';
  return { key: addressErrors[code] ?? 'account:accountCommon.generic' };
}

// --- violations ----------------------------------------------------------------------------------

/** Violation codes the `forms` mapping does not know, by the field they concern. */
function extraKey(code: string | undefined, field: string): string | undefined {
  if (code === 'VIOLATION::NOT_EQUAL_ERROR') return field === 'emailConfirmation' ? 'account:emailChange.mismatch' : 'account:passwordChange.mismatch';
  if (code === 'VIOLATION::INVALID_EMAIL_ERROR') return 'validation.email';
  if (code === 'VIOLATION::TOO_LONG_ERROR') return 'validation.invalid';
  return undefined;
}

/**
 * Server violations of a failed call as field errors of the account forms: the pointer's last
 * segment (`/vatIds/0` counts as `vatId`) picks the field; errors on no known field become the
 * form error. Returns null when the error is not a client error (the caller rethrows it).
 */
export function violationErrors(error: unknown, fields: readonly string[]): { errors: AccountFormErrors; formError?: FormMessage } | null {
  if (!isStoreApiError(error) || error.status >= 500) return null;
  const errors: AccountFormErrors = {};
  let formError: FormMessage | undefined;
  for (const violation of mapViolations(error.errors ?? [])) {
    const field = fieldOfPointer(violation.field, fields);
    if (field) {
      if (!errors[field]) errors[field] = { key: violation.messageKey ?? extraKey(violation.code, field) ?? 'validation.invalid', params: violation.parameters };
    } else if (!formError) formError = { key: violation.messageKey ?? 'account:accountCommon.generic' };
  }
  if (!Object.keys(errors).length && !formError) formError = { key: 'account:accountCommon.generic' };
  return { errors, formError };
}

// --- payment method, newsletter and orders -------------------------------------------------------

/**
 * The customer's default payment method id: Shopware 6.7 dropped `defaultPaymentMethodId` from the
 * published entity (the local Store API still sends it); else the last one used.
 */
export function defaultPaymentMethodIdOf(customer: Partial<Schemas['Customer']>): string | null {
  return (customer as { defaultPaymentMethodId?: string | null }).defaultPaymentMethodId ?? customer.lastPaymentMethodId ?? null;
}

/** An invalid id or unknown payment method: "the selected payment method does not exist". */
export function paymentMethodError(error: unknown): FormMessage | null {
  if (!isStoreApiError(error) || error.status >= 500 || error.status === 401 || error.status === 403) return null;
  return { key: 'account:accountMessages.paymentMethodNotFound' };
}

/** `POST /account/newsletter-recipient`: optIn, notSet (awaiting confirmation), optOut or undefined; undefined when it cannot be read. */
export async function readNewsletterStatus(client: StoreApiClient): Promise<string> {
  try {
    const answer = await client.request<{ status?: unknown }>('POST', '/account/newsletter-recipient', { body: {} });
    return typeof answer?.status === 'string' ? answer.status : 'undefined';
  } catch (error) {
    if (isStoreApiError(error) && error.status < 500) return 'undefined';
    throw error;
  }
}

export const ordersPerPage = 10;

/** The order criteria of the account's order list and detail. */
export function orderCriteria(input: { page?: number; limit?: number; id?: string } = {}): ReadOrdersInput {
  return {
    page: input.page ?? 1,
    limit: input.limit ?? ordersPerPage,
    'total-count-mode': 'exact',
    sort: [{ field: 'orderDateTime', order: 'DESC' }],
    ...(input.id ? { filter: [{ type: 'equals', field: 'id', value: input.id }] } : {}),
    associations: {
      lineItems: { associations: { downloads: { associations: { media: {} } } } },
      deliveries: { associations: { shippingOrderAddress: { associations: { country: {}, countryState: {} } }, shippingMethod: {} } },
      transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
      stateMachineState: {},
      billingAddress: { associations: { country: {}, countryState: {} } },
      currency: {},
    },
    checkPromotion: true,
  } as unknown as ReadOrdersInput;
}

type OrdersAnswer = { orders?: { elements?: Schemas['Order'][]; total?: number }; paymentChangeable?: Record<string, boolean> };

/** The orders, their total and whether each one's payment may still change, from a `POST /order` answer. */
export function readOrderAnswer(answer: unknown): { orders: Schemas['Order'][]; total: number; paymentChangeable: Record<string, boolean> } {
  const value = answer as OrdersAnswer;
  const orders = value?.orders?.elements ?? [];
  return { orders, total: value?.orders?.total ?? orders.length, paymentChangeable: value?.paymentChangeable ?? {} };
}

/** Order errors (already paid, not found, unknown payment method) as messages; null for faults. */
export function orderActionError(error: unknown, orderNumber: string): FormMessage | null {
  if (!isStoreApiError(error) || error.status >= 500 || error.status === 401) return null;
  const code = error.errors?.[0]?.code ?? '';
  // Shopware's codes: 6.7's paymentMethodNotChangeable (a paid order), before 6.7 orderAlreadyPaid.
  if (code === 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE' || code === 'CHECKOUT__ORDER_ORDER_ALREADY_PAID') {
    const number = (error.errors?.[0]?.meta as { parameters?: { orderNumber?: string } } | undefined)?.parameters?.orderNumber ?? orderNumber;
    return { key: 'account:accountMessages.orderAlreadyPaid', params: { orderNumber: number } };
  }
  if (code === 'CHECKOUT__ORDER_ORDER_NOT_FOUND' || code === 'CHECKOUT__INVALID_ORDER_ID') return { key: 'account:accountMessages.orderNotFound' };
  if (code === 'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE' || code === 'CHECKOUT__UNKNOWN_PAYMENT_METHOD' || code === 'FRAMEWORK__INVALID_UUID') return { key: 'account:accountMessages.paymentMethodNotFound' };
  return { key: 'account:accountMessages.paymentFailed' };
}
