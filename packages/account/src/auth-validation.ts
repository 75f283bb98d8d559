import type { FormErrors, FormMessage } from '@gipfel/forms';
import { isEmailAddress } from '@gipfel/forms';

/** Shopware's default minimum password length (`core.loginRegistration.passwordMinLength`). */
export const passwordMinLength = 8;

/** The fields of the registration form, named as the form posts them. */
export const registerFields = [
  'accountType',
  'company',
  'vatId',
  'salutationId',
  'firstName',
  'lastName',
  'email',
  'emailConfirmation',
  'password',
  'street',
  'zipcode',
  'city',
  'countryId',
  'countryStateId',
] as const;

export type RegisterField = (typeof registerFields)[number];
export type RegisterValues = Record<RegisterField, string>;

const required: FormMessage = { key: 'validation.required' };

/** The posted registration values, trimmed (passwords as typed), at most 255 characters each. */
export function readRegisterValues(form: FormData | URLSearchParams): RegisterValues {
  const values = {} as RegisterValues;
  for (const field of registerFields) {
    const raw = String(form.get(field) ?? '');
    values[field] = (field === 'password' ? raw : raw.trim()).slice(0, 255);
  }
  values.accountType = values.accountType === 'business' ? 'business' : 'private';
  return values;
}

/** Local checks before the Store API (which checks again): required fields, email, repeat, password length. */
export function validateRegistration(values: Partial<RegisterValues>, options: { stateRequired?: boolean } = {}): FormErrors {
  const errors: FormErrors = {};
  const need = (field: RegisterField) => {
    if (!values[field]?.trim()) errors[field] = required;
  };
  if (values.accountType === 'business') {
    need('company');
    need('vatId');
  }
  for (const field of ['firstName', 'lastName', 'email', 'emailConfirmation', 'password', 'street', 'zipcode', 'city', 'countryId'] as const) need(field);
  if (options.stateRequired) need('countryStateId');
  if (!errors.email && !isEmailAddress(values.email ?? '')) errors.email = { key: 'validation.email' };
  if (!errors.emailConfirmation && !errors.email && values.emailConfirmation?.toLowerCase() !== values.email?.toLowerCase()) {
    errors.emailConfirmation = { key: 'account:register.errors.emailMismatch' };
  }
  if (!errors.password && Array.from(values.password ?? '').length < passwordMinLength) {
    errors.password = { key: 'validation.minLength', params: { min: passwordMinLength } };
  }
  return errors;
}

export interface NewPasswordValues {
  newPassword: string;
  newPasswordConfirm: string;
}

/** The new password: at least the minimum length, and its repeat identical. */
export function validateNewPassword(values: Partial<NewPasswordValues>): FormErrors {
  const errors: FormErrors = {};
  const password = values.newPassword ?? '';
  if (!password) errors.newPassword = required;
  else if (Array.from(password).length < passwordMinLength) errors.newPassword = { key: 'validation.minLength', params: { min: passwordMinLength } };
  if (!values.newPasswordConfirm) errors.newPasswordConfirm = required;
  else if (password && values.newPasswordConfirm !== password) errors.newPasswordConfirm = { key: 'account:newPassword.errors.mismatch' };
  return errors;
}

/** The recovery request's email. */
export function validateRecoveryEmail(email: string): FormErrors {
  if (!email.trim()) return { email: required };
  return isEmailAddress(email) ? {} : { email: { key: 'validation.email' } };
}

/** A guest's order look-up (Shopware's guest authentication): the order's email and the billing address's postal code. */
export function validateGuestOrder(values: { email: string; zipcode: string }): FormErrors {
  const errors: FormErrors = validateRecoveryEmail(values.email);
  if (!values.zipcode.trim()) errors.zipcode = required;
  return errors;
}
