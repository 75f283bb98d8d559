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
import { addressFields, type AccountFormErrors, type AddressValues, type EmailChangeValues, type PasswordChangeValues, type ProfileValues } from '@gipfel/account';
import type { FormMessage } from '@gipfel/forms';


export function isId(value: unknown): value is string {
  return isShopwareId(value);
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim().slice(0, 255);

// --- profile -------------------------------------------------------------------------------------

export function readProfileForm(form: FormData): ProfileValues {
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
  const base = { firstName: values.firstName, lastName: values.lastName, ...(isId(values.salutationId) ? { salutationId: values.salutationId } : {}) };
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

export function readEmailForm(form: FormData): EmailChangeValues {
  return { email: text(form, 'email'), emailConfirmation: text(form, 'emailConfirmation'), password: String(form.get('password') ?? '') };
}

export function readPasswordForm(form: FormData): PasswordChangeValues {
  const raw = (name: string) => String(form.get(name) ?? '').slice(0, 4096);
  return { password: raw('password'), newPassword: raw('newPassword'), newPasswordConfirm: raw('newPasswordConfirm') };
}

// --- addresses -----------------------------------------------------------------------------------

export function readAddressForm(form: FormData): AddressValues {
  const values = {} as AddressValues;
  for (const field of addressFields) values[field] = text(form, field);
  return values;
}

export function validateAddress(values: AddressValues): AccountFormErrors {
  const errors: AccountFormErrors = {};
  for (const field of ['firstName', 'lastName', 'street', 'zipcode', 'city'] as const) if (!values[field]) errors[field] = { key: 'validation.required' };
  if (!isId(values.countryId)) errors.countryId = { key: 'validation.required' };
  return errors;
}

/** The address body of `POST /account/address` and `PATCH /account/address/{id}`; empty optional fields are sent as null. */
export function addressInput(values: AddressValues): AddressInput {
  const optional = (value: string) => (value ? value : null);
  return {
    salutationId: isId(values.salutationId) ? values.salutationId : undefined,
    firstName: values.firstName,
    lastName: values.lastName,
    company: optional(values.company),
    street: values.street,
    additionalAddressLine1: optional(values.additionalAddressLine1),
    zipcode: values.zipcode,
    city: values.city,
    countryId: values.countryId,
    countryStateId: isId(values.countryStateId) ? values.countryStateId : null,
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

/** Spec §8: loading the address list with 403 gives an empty list. */
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
 * Server violations of a failed call as field errors of our forms: the pointer's last segment
 * (`/vatIds/0` counts as `vatId`) picks the field; errors on no known field become the form error.
 * Returns null when the error is not a client error (the caller rethrows it).
 */
export function violationErrors(error: unknown, fields: readonly string[]): { errors: AccountFormErrors; formError?: FormMessage } | null {
  if (!isStoreApiError(error) || error.status >= 500) return null;
  const errors: AccountFormErrors = {};
  let formError: FormMessage | undefined;
  for (const violation of mapViolations(error.errors ?? [])) {
    const segments = (violation.field ?? '').split('.').filter((s) => !/^\d+$/.test(s));
    let field = segments.at(-1) ?? '';
    if (field === 'vatIds') field = 'vatId';
    const key = violation.messageKey ?? extraKey(violation.code, field) ?? 'validation.invalid';
    if (fields.includes(field)) {
      if (!errors[field]) errors[field] = { key, params: violation.parameters };
    } else if (!formError) formError = { key: violation.messageKey ?? 'account:accountCommon.generic' };
  }
  if (!Object.keys(errors).length && !formError) formError = { key: 'account:accountCommon.generic' };
  return { errors, formError };
}

/**
 * The customer's default payment method id: Shopware 6.7 dropped `defaultPaymentMethodId` from the
 * published entity (the local Store API still sends it); else the last one used.
 */
export function defaultPaymentMethodIdOf(customer: Partial<Schemas['Customer']>): string | null {
  return (customer as { defaultPaymentMethodId?: string | null }).defaultPaymentMethodId ?? customer.lastPaymentMethodId ?? null;
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

// --- payment method and orders -------------------------------------------------------------------

/** Spec §8: an invalid id or unknown payment method: "the selected payment method does not exist". */
export function paymentMethodError(error: unknown): FormMessage | null {
  if (!isStoreApiError(error) || error.status >= 500 || error.status === 401 || error.status === 403) return null;
  return { key: 'account:accountMessages.paymentMethodNotFound' };
}

export const ordersPerPage = 10;

export function orderPageOf(url: URL): number {
  const page = Number(url.searchParams.get('p') ?? '1');
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
}

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

export function readOrderAnswer(answer: unknown): { orders: Schemas['Order'][]; total: number; paymentChangeable: Record<string, boolean> } {
  const value = answer as OrdersAnswer;
  const orders = value?.orders?.elements ?? [];
  return { orders, total: value?.orders?.total ?? orders.length, paymentChangeable: value?.paymentChangeable ?? {} };
}

/** Order errors of spec §8 (already paid, not found, unknown payment method) as messages; null for faults. */
export function orderActionError(error: unknown, orderNumber: string): FormMessage | null {
  if (!isStoreApiError(error) || error.status >= 500 || error.status === 401) return null;
  const code = error.errors?.[0]?.code ?? '';
  if (code === 'CHECKOUT__ORDER_ALREADY_PAID' || code === 'CHECKOUT__ORDER_ORDER_ALREADY_PAID') {
    const number = (error.errors?.[0]?.meta as { parameters?: { orderNumber?: string } } | undefined)?.parameters?.orderNumber ?? orderNumber;
    return { key: 'account:accountMessages.orderAlreadyPaid', params: { orderNumber: number } };
  }
  if (code === 'CHECKOUT__ORDER_ORDER_NOT_FOUND' || code === 'CHECKOUT__INVALID_ORDER_ID') return { key: 'account:accountMessages.orderNotFound' };
  if (code === 'CHECKOUT__UNKNOWN_PAYMENT_METHOD' || code === 'FRAMEWORK__INVALID_UUID') return { key: 'account:accountMessages.paymentMethodNotFound' };
  return { key: 'account:accountMessages.paymentFailed' };
}
