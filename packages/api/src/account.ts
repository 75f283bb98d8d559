import { invoke, type OperationResponse, type StoreApiClient } from './client';
import type { Schemas, operations } from './types';

type Body<K extends keyof operations> = operations[K] extends { body?: infer B } ? B : never;

export type LoginInput = Body<'loginCustomer post /account/login'>;
export type RegisterInput = Body<'register post /account/register'>;
export type ChangeProfileInput = Body<'changeProfile post /account/change-profile'>;
export type ChangeEmailInput = Body<'changeEmail post /account/change-email'>;
export type ChangePasswordInput = Body<'changePassword post /account/change-password'>;
export type RecoveryMailInput = Body<'sendRecoveryMail post /account/recovery-password'>;
export type RecoveryConfirmInput = Body<'recoveryPassword post /account/recovery-password-confirm'>;
export type RegisterConfirmInput = Body<'registerConfirm post /account/register-confirm'>;
export type AddressInput = Body<'createCustomerAddress post /account/address'>;

/** `POST /account/login`. The answer carries the new context token, which the client keeps. */
export function login(client: StoreApiClient, input: LoginInput): Promise<OperationResponse<'loginCustomer post /account/login'>> {
  return invoke(client, 'loginCustomer post /account/login', { body: input });
}

/** `POST /account/logout`. */
export function logout(client: StoreApiClient): Promise<OperationResponse<'logoutCustomer post /account/logout'>> {
  return invoke(client, 'logoutCustomer post /account/logout');
}

/**
 * `POST /account/register`. `storefrontUrl` must be one of the sales channel's domains
 * (used for the double opt-in mail).
 */
export function register(client: StoreApiClient, input: RegisterInput): Promise<OperationResponse<'register post /account/register'>> {
  return invoke(client, 'register post /account/register', { body: input });
}

/** `POST /account/register-confirm` with `em` and `hash` from the double opt-in link. */
export function registerConfirm(client: StoreApiClient, input: RegisterConfirmInput): Promise<OperationResponse<'registerConfirm post /account/register-confirm'>> {
  return invoke(client, 'registerConfirm post /account/register-confirm', { body: input });
}

/** `POST /account/customer`: the logged-in customer (403 for visitors). */
export function readCustomer(client: StoreApiClient, criteria?: Body<'readCustomer post /account/customer'>): Promise<OperationResponse<'readCustomer post /account/customer'>> {
  return invoke(client, 'readCustomer post /account/customer', { body: criteria ?? {} });
}

/** `POST /account/change-profile`. */
export function changeProfile(client: StoreApiClient, input: ChangeProfileInput): Promise<OperationResponse<'changeProfile post /account/change-profile'>> {
  return invoke(client, 'changeProfile post /account/change-profile', { body: input });
}

/** `POST /account/change-email`. */
export function changeEmail(client: StoreApiClient, input: ChangeEmailInput): Promise<OperationResponse<'changeEmail post /account/change-email'>> {
  return invoke(client, 'changeEmail post /account/change-email', { body: input });
}

/** `POST /account/change-password`. */
export function changePassword(client: StoreApiClient, input: ChangePasswordInput): Promise<OperationResponse<'changePassword post /account/change-password'>> {
  return invoke(client, 'changePassword post /account/change-password', { body: input });
}

/**
 * `PATCH /account/change-payment-method/{paymentMethodId}`: the customer's default payment
 * method. (Shopware 6.4-6.6 route; newer schemas dropped it, so it is typed here.)
 */
export function changePaymentMethod(
  client: StoreApiClient,
  input: { paymentMethodId: string },
): Promise<Schemas['SuccessResponse'] | undefined> {
  if (!input?.paymentMethodId) throw new Error('Changing the payment method requires a paymentMethodId');
  return client.request<Schemas['SuccessResponse'] | undefined>(
    'PATCH',
    `/account/change-payment-method/${encodeURIComponent(input.paymentMethodId)}`,
  );
}

/** `POST /account/recovery-password`: sends the recovery mail. */
export function sendRecoveryMail(client: StoreApiClient, input: RecoveryMailInput): Promise<OperationResponse<'sendRecoveryMail post /account/recovery-password'>> {
  return invoke(client, 'sendRecoveryMail post /account/recovery-password', { body: input });
}

/** `POST /account/recovery-password-confirm`: sets the new password with the mail's hash. */
export function confirmPasswordRecovery(client: StoreApiClient, input: RecoveryConfirmInput): Promise<OperationResponse<'recoveryPassword post /account/recovery-password-confirm'>> {
  return invoke(client, 'recoveryPassword post /account/recovery-password-confirm', { body: input });
}

/** `POST /account/customer-recovery-is-expired`: whether a recovery hash has expired. */
export async function isRecoveryExpired(client: StoreApiClient, input: { hash: string }): Promise<boolean> {
  const result = await invoke(client, 'getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired', {
    body: { hash: input.hash },
  });
  // Shopware answers `{ isExpired }`; the schema describes an array_struct around it.
  const raw = result as unknown as { isExpired?: unknown; data?: Array<{ isExpired?: unknown }> };
  if (typeof raw?.isExpired === 'boolean') return raw.isExpired;
  return raw?.data?.[0]?.isExpired === true;
}

/** `POST /account/list-address`: the customer's addresses. */
export function listAddresses(client: StoreApiClient, criteria?: Body<'listAddress post /account/list-address'>): Promise<OperationResponse<'listAddress post /account/list-address'>> {
  return invoke(client, 'listAddress post /account/list-address', { body: criteria ?? {} });
}

/** `POST /account/address`: creates an address. */
export function createAddress(client: StoreApiClient, address: AddressInput): Promise<OperationResponse<'createCustomerAddress post /account/address'>> {
  return invoke(client, 'createCustomerAddress post /account/address', { body: address });
}

/** `PATCH /account/address/{addressId}`. */
export function updateAddress(client: StoreApiClient, input: { addressId: string; address: AddressInput }): Promise<OperationResponse<'updateCustomerAddress patch /account/address/{addressId}'>> {
  return invoke(client, 'updateCustomerAddress patch /account/address/{addressId}', {
    pathParams: { addressId: input.addressId },
    body: input.address,
  });
}

/** `DELETE /account/address/{addressId}`. */
export function deleteAddress(client: StoreApiClient, input: { addressId: string }): Promise<OperationResponse<'deleteCustomerAddress delete /account/address/{addressId}'>> {
  return invoke(client, 'deleteCustomerAddress delete /account/address/{addressId}', {
    pathParams: { addressId: input.addressId },
  });
}

/** `PATCH /account/address/default-billing/{addressId}`. */
export function setDefaultBillingAddress(client: StoreApiClient, input: { addressId: string }): Promise<OperationResponse<'defaultBillingAddress patch /account/address/default-billing/{addressId}'>> {
  return invoke(client, 'defaultBillingAddress patch /account/address/default-billing/{addressId}', {
    pathParams: { addressId: input.addressId },
  });
}

/** `PATCH /account/address/default-shipping/{addressId}`. */
export function setDefaultShippingAddress(client: StoreApiClient, input: { addressId: string }): Promise<OperationResponse<'defaultShippingAddress patch /account/address/default-shipping/{addressId}'>> {
  return invoke(client, 'defaultShippingAddress patch /account/address/default-shipping/{addressId}', {
    pathParams: { addressId: input.addressId },
  });
}
