import { invoke, invokeRead, type OperationParams, type OperationResponse, type StoreApiClient } from './client';
import type { operations } from './types';

type Body<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never;

export type ContextUpdate = Body<'updateContext patch /context'>;
export type ContextUpdateResponse = OperationResponse<'updateContext patch /context'>;
/** An id as it comes from a form or a store; missing ids are rejected at run time. */
export interface IdInput {
  id?: string | null;
}

/**
 * `GET /context`: the shopper's sales channel context (currency, language, customer, methods).
 * Without a context token it is a fresh context with the sales channel's defaults, the same for
 * every such visitor, so it is shared with the `anonymous` scope (decision 0041).
 */
export function readContext(client: StoreApiClient): Promise<OperationResponse<'readContext get /context'>> {
  return invoke(client, 'readContext get /context', { shared: 'anonymous' });
}

/**
 * `PATCH /context` with any of shippingMethodId, paymentMethodId, currencyId, languageId,
 * countryId, shippingAddressId, billingAddressId. A new languageId is also taken over by
 * the client's `sw-language-id` header, so later calls answer in that language.
 */
export async function updateContext(client: StoreApiClient, update: ContextUpdate): Promise<ContextUpdateResponse> {
  const result = await invoke(client, 'updateContext patch /context', { body: update });
  if (update.languageId && client.languageId && client.languageId !== update.languageId) {
    client.setLanguageId(update.languageId);
  }
  return result;
}

function requireId(input: IdInput | undefined, what: string): string {
  const id = input?.id;
  if (typeof id !== 'string' || id.trim() === '') {
    throw new Error(`Setting the ${what} requires an id`);
  }
  return id;
}

/** Sets the shipping method; throws without an id. */
export function setShippingMethod(client: StoreApiClient, input: IdInput): Promise<ContextUpdateResponse> {
  return updateContext(client, { shippingMethodId: requireId(input, 'shipping method') });
}

/** Sets the payment method; throws without an id. */
export function setPaymentMethod(client: StoreApiClient, input: IdInput): Promise<ContextUpdateResponse> {
  return updateContext(client, { paymentMethodId: requireId(input, 'payment method') });
}

/** Sets the billing address; throws without an id. */
export function setBillingAddress(client: StoreApiClient, input: IdInput): Promise<ContextUpdateResponse> {
  return updateContext(client, { billingAddressId: requireId(input, 'billing address') });
}

/** Sets the shipping address; throws without an id. */
export function setShippingAddress(client: StoreApiClient, input: IdInput): Promise<ContextUpdateResponse> {
  return updateContext(client, { shippingAddressId: requireId(input, 'shipping address') });
}

/** Sets the currency. Without an id it logs an error and does nothing (resolves undefined). */
export async function setCurrency(client: StoreApiClient, input: IdInput): Promise<ContextUpdateResponse | undefined> {
  const id = input?.id;
  if (typeof id !== 'string' || id.trim() === '') {
    console.error('[@gipfel/api] setCurrency was called without a currency id; the currency stays unchanged.');
    return undefined;
  }
  return updateContext(client, { currencyId: id });
}

/** Sets the language of the context and of the client's `sw-language-id` header. */
export async function setLanguage(client: StoreApiClient, input: IdInput): Promise<ContextUpdateResponse> {
  const languageId = requireId(input, 'language');
  const result = await updateContext(client, { languageId });
  client.setLanguageId(languageId);
  return result;
}

/** Sets the country of the context (shipping calculation for visitors); throws without an id. */
export function setCountry(client: StoreApiClient, input: IdInput): Promise<ContextUpdateResponse> {
  return updateContext(client, { countryId: requireId(input, 'country') });
}

type CriteriaParams<K extends keyof operations & string> = Omit<OperationParams<K>, 'body'>;

/** `POST /language`: the sales channel's languages. */
export function readLanguages(client: StoreApiClient, criteria?: Body<'readLanguages post /language'>): Promise<OperationResponse<'readLanguages post /language'>> {
  return invokeRead(client, 'readLanguages post /language', { body: criteria ?? {}, shared: 'sales-channel' });
}

/** `POST /currency`: the sales channel's currencies. */
export function readCurrencies(client: StoreApiClient, criteria?: Body<'readCurrency post /currency'>): Promise<OperationResponse<'readCurrency post /currency'>> {
  return invokeRead(client, 'readCurrency post /currency', { body: criteria ?? {}, shared: 'sales-channel' });
}

/** `POST /country`: countries, e.g. filtered on id (`{ ids: [...] }` or an equals filter). */
export function readCountries(client: StoreApiClient, criteria?: Body<'readCountry post /country'>): Promise<OperationResponse<'readCountry post /country'>> {
  return invokeRead(client, 'readCountry post /country', { body: criteria ?? {}, shared: 'sales-channel' });
}

/** `POST /salutation`: salutations, e.g. filtered on id. */
export function readSalutations(client: StoreApiClient, criteria?: Body<'readSalutation post /salutation'>): Promise<OperationResponse<'readSalutation post /salutation'>> {
  return invokeRead(client, 'readSalutation post /salutation', { body: criteria ?? {}, shared: 'sales-channel' });
}

export type PaymentMethodsInput = Body<'readPaymentMethod post /payment-method'>;

/** `POST /payment-method`; pass `onlyAvailable: true` for the methods usable in this context. */
export function readPaymentMethods(client: StoreApiClient, input: PaymentMethodsInput = {}): Promise<OperationResponse<'readPaymentMethod post /payment-method'>> {
  return invoke(client, 'readPaymentMethod post /payment-method', { body: input });
}

export interface ShippingMethodsInput {
  /** List only the methods usable in this context. */
  onlyAvailable?: boolean;
  criteria?: Body<'readShippingMethod post /shipping-method'>;
}

/** `POST /shipping-method`. */
export function readShippingMethods(client: StoreApiClient, input: ShippingMethodsInput = {}): Promise<OperationResponse<'readShippingMethod post /shipping-method'>> {
  const params: CriteriaParams<'readShippingMethod post /shipping-method'> & {
    body: Body<'readShippingMethod post /shipping-method'>;
  } = { body: input.criteria ?? {} };
  if (input.onlyAvailable !== undefined) params.query = { onlyAvailable: input.onlyAvailable };
  return invoke(client, 'readShippingMethod post /shipping-method', params);
}
