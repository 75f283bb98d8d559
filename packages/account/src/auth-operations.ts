import {
  confirmPasswordRecovery,
  isRecoveryExpired,
  isShopwareId,
  isStoreApiError,
  login,
  logout,
  mapViolations,
  readContext,
  register,
  registerConfirm,
  sendRecoveryMail,
  type RegisterInput,
  type Schemas,
  type ShopwareErrorObject,
  type StoreApiError,
  type StoreApiClient,
} from '@gipfel/api';
import type { FormErrors, FormMessage } from '@gipfel/forms';
import { getLoginError, type LoginError } from './login-errors';
import type { RecoveryRequestError } from './recovery-request-form';
import { registerFields, type RegisterField, type RegisterValues } from './auth-validation';
import { isLoggedIn } from './session';

// Sign-in, sign-up with double opt-in and password recovery over a Store API client: usable in a
// server action and in a browser. Answers about the input come back as values with text keys;
// faults of the shop (5xx, network) are thrown.

/** Whether the session belongs to a logged-in customer (id present, active, not a guest); a failing context counts as no. */
export async function isSignedIn(client: StoreApiClient): Promise<boolean> {
  try {
    const context = await readContext(client);
    return isLoggedIn(context.customer);
  } catch (error) {
    if (isStoreApiError(error) && error.status < 500) return false;
    throw error;
  }
}

/** Client errors (4xx) are answers about the input; anything else is a backend fault for the error page. */
function isClientError(error: unknown): error is StoreApiError {
  return isStoreApiError(error) && error.status >= 400 && error.status < 500;
}

// --- sign-in -------------------------------------------------------------------------------------

export interface LoginFormValues {
  username: string;
  password: string;
  redirectTo: string;
}

export function readLoginForm(form: FormData): LoginFormValues {
  return {
    username: String(form.get('username') ?? '').trim().slice(0, 255),
    password: String(form.get('password') ?? ''),
    redirectTo: String(form.get('redirectTo') ?? ''),
  };
}

/** Whether a sign-in has both an email and a password to send; without them it fails without a call. */
export function hasLoginCredentials(values: Pick<LoginFormValues, 'username' | 'password'>): boolean {
  return values.username !== '' && values.password !== '';
}

export type SignInResult = { ok: true } | { ok: false; error: LoginError; retryAfterSeconds?: number };

/**
 * `POST /account/login`; the client keeps the new context token (the host passes the renewed
 * cookie on). Shopware merges the visitor's cart into the customer's saved one: to tell the
 * shopper, watch it with `watchCartMerge` of `@gipfel/cart` around this call.
 */
export async function signIn(client: StoreApiClient, values: Pick<LoginFormValues, 'username' | 'password'>): Promise<SignInResult> {
  if (!hasLoginCredentials(values)) return { ok: false, error: 'invalidCredentials' };
  try {
    await login(client, { username: values.username, password: values.password });
    return { ok: true };
  } catch (error) {
    if (!isClientError(error)) throw error;
    const loginError = getLoginError(error);
    return loginError === 'tooManyRequests' ? { ok: false, error: loginError, retryAfterSeconds: error.retryAfterSeconds ?? 30 } : { ok: false, error: loginError };
  }
}

/** `POST /account/logout`. A session that was not logged in (403) is signed out already. */
export async function signOut(client: StoreApiClient): Promise<void> {
  try {
    await logout(client);
  } catch (error) {
    if (!isClientError(error)) throw error;
  }
}

// --- registration --------------------------------------------------------------------------------

const fieldAliases: Record<string, RegisterField> = { vatIds: 'vatId', username: 'email' };

/**
 * The form field a violation's pointer names (`/billingAddress/zipcode` → zipcode, `/vatIds/0` → vatId),
 * if it is one of `fields`; the account pages' forms read their violations with it too.
 */
export function fieldOfPointer(field: string | undefined, fields: readonly string[]): string | undefined {
  const segments = (field ?? '').split('.').filter((segment) => segment && !/^\d+$/.test(segment));
  const last = segments.at(-1);
  if (!last) return undefined;
  const name = fieldAliases[last] ?? last;
  return fields.includes(name) ? name : undefined;
}

/** The message of one server violation: the `forms` text of its code, else a generic "invalid". */
function violationMessage(code: string | undefined, messageKey: string | undefined, field: string): FormMessage {
  if (messageKey) return { key: messageKey };
  if (code === 'VIOLATION::INVALID_EMAIL_ERROR' || code === 'VIOLATION::STRICT_CHECK_FAILED_ERROR') return { key: field.toLowerCase().includes('email') ? 'validation.email' : 'violation.strictCheckFailed' };
  if (code === 'VIOLATION::NOT_EQUAL_ERROR' || code === 'VIOLATION::EQUAL_TO_ERROR') {
    return { key: field === 'newPasswordConfirm' ? 'account:newPassword.errors.mismatch' : 'account:register.errors.emailMismatch' };
  }
  if (code === 'VIOLATION::TOO_SHORT_ERROR') return { key: 'violation.tooShort' };
  return { key: 'validation.invalid' };
}

/**
 * Maps Store API violations onto the form's fields with translatable form messages; those
 * without a field of the form become the form-level `fallback`.
 */
export function mapFieldViolations(errors: readonly ShopwareErrorObject[], fields: readonly string[], fallback: FormMessage): FormErrors {
  const result: FormErrors = {};
  for (const violation of mapViolations(errors)) {
    const field = fieldOfPointer(violation.field, fields);
    if (field) {
      if (!result[field]) result[field] = violationMessage(violation.code, violation.messageKey, field);
    } else if (!result.form) {
      result.form = fallback;
    }
  }
  if (!Object.keys(result).length) result.form = fallback;
  return result;
}

export interface RegisterOptions {
  storefrontUrl: string;
  /** Customer group to request (registration for a customer group). */
  requestedGroupId?: string | null;
}

/** The Store API body of a registration (`POST /account/register`). */
export function registerInput(values: RegisterValues, options: RegisterOptions): RegisterInput {
  const business = values.accountType === 'business';
  const input = {
    accountType: business ? 'business' : 'private',
    salutationId: isShopwareId(values.salutationId) ? values.salutationId : undefined,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    storefrontUrl: options.storefrontUrl,
    acceptedDataProtection: true,
    ...(business ? { company: values.company, vatIds: values.vatId ? [values.vatId] : [] } : {}),
    ...(isShopwareId(options.requestedGroupId) ? { requestedGroupId: options.requestedGroupId } : {}),
    billingAddress: {
      firstName: values.firstName,
      lastName: values.lastName,
      salutationId: isShopwareId(values.salutationId) ? values.salutationId : undefined,
      street: values.street,
      zipcode: values.zipcode,
      city: values.city,
      countryId: values.countryId,
      ...(isShopwareId(values.countryStateId) ? { countryStateId: values.countryStateId } : {}),
      ...(business ? { company: values.company } : {}),
    },
  };
  return input as unknown as RegisterInput;
}

export type RegisterResult =
  /** Registered and logged in (no double opt-in). */
  | { status: 'active' }
  /** Double opt-in: the confirmation mail is on its way. */
  | { status: 'confirm'; email: string }
  | { status: 'invalid'; errors: FormErrors };

export async function registerCustomer(client: StoreApiClient, values: RegisterValues, options: RegisterOptions): Promise<RegisterResult> {
  let customer: Schemas['Customer'];
  try {
    customer = (await register(client, registerInput(values, options))) as Schemas['Customer'];
  } catch (error) {
    if (!isClientError(error)) throw error;
    if (error.status === 429) return { status: 'invalid', errors: { form: { key: 'account:register.errors.tooManyRequests', params: { seconds: error.retryAfterSeconds ?? 30 } } } };
    return { status: 'invalid', errors: mapFieldViolations(error.errors, registerFields, { key: 'account:register.errors.failed' }) };
  }
  // Shopware logs a customer in only once active; with double opt-in the account waits for the link.
  return customer?.active === false || customer?.doubleOptInRegistration === true ? { status: 'confirm', email: values.email } : { status: 'active' };
}

/** `POST /account/register-confirm` with the link's `em` and `hash`; Shopware logs the customer in. */
export async function confirmRegistration(client: StoreApiClient, em: string | null, hash: string | null): Promise<'confirmed' | 'invalid'> {
  if (!em || !hash) return 'invalid';
  try {
    await registerConfirm(client, { em, hash });
    return 'confirmed';
  } catch (error) {
    if (isClientError(error)) return 'invalid';
    throw error;
  }
}

// --- password recovery ---------------------------------------------------------------------------

export type RecoveryRequestResult = { status: 'sent'; email: string } | { status: 'error'; error: RecoveryRequestError; retryAfterSeconds?: number; errors?: FormErrors };

/** `POST /account/recovery-password`: the mail with the link `{storefrontUrl}/account/recover/password?hash=…`. */
export async function requestRecoveryMail(client: StoreApiClient, email: string, storefrontUrl: string): Promise<RecoveryRequestResult> {
  try {
    await sendRecoveryMail(client, { email, storefrontUrl });
    return { status: 'sent', email };
  } catch (error) {
    if (!isClientError(error)) throw error;
    if (error.status === 429) return { status: 'error', error: 'tooManyRequests', retryAfterSeconds: error.retryAfterSeconds ?? 30 };
    // "Customer not found for the email" is a message of its own.
    if (error.status === 404 || error.codes.includes('CHECKOUT__CUSTOMER_NOT_FOUND')) return { status: 'error', error: 'notFound' };
    const errors = mapFieldViolations(error.errors, ['email'], { key: 'account:recovery.errors.failed' });
    return errors.email ? { status: 'error', error: 'failed', errors: { email: errors.email } } : { status: 'error', error: 'failed' };
  }
}

/** Whether a recovery link can still be used; an unknown hash counts as expired. */
export async function recoveryLinkState(client: StoreApiClient, hash: string | null): Promise<'valid' | 'expired'> {
  if (!hash) return 'expired';
  try {
    return (await isRecoveryExpired(client, { hash })) ? 'expired' : 'valid';
  } catch (error) {
    if (isClientError(error)) return 'expired';
    throw error;
  }
}

export type PasswordResetResult = { status: 'done' } | { status: 'expired' } | { status: 'invalid'; errors: FormErrors };

/** `POST /account/recovery-password-confirm`. Shopware does not log the customer in. */
export async function resetPassword(client: StoreApiClient, input: { hash: string; newPassword: string; newPasswordConfirm: string }): Promise<PasswordResetResult> {
  try {
    await confirmPasswordRecovery(client, input);
    return { status: 'done' };
  } catch (error) {
    if (!isClientError(error)) throw error;
    if (error.codes.some((code) => /RECOVERY_HASH_EXPIRED|NOT_FOUND_BY_HASH|HASH_EXPIRED/.test(code)) || error.status === 404 || error.status === 410) return { status: 'expired' };
    const errors = mapFieldViolations(error.errors, ['newPassword', 'newPasswordConfirm'], { key: 'account:newPassword.errors.failed' });
    // A violation on the hash itself means the link is no good.
    if (error.errors.some((e) => e.source?.pointer === '/hash')) return { status: 'expired' };
    return { status: 'invalid', errors };
  }
}
