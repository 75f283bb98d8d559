import * as v from 'valibot';
import { isShopwareId } from '@gipfel/api';
import { encodeFormMessage, isEmailAddress, rules, validateForm } from '@gipfel/forms';
import type { AccountFormErrors } from './account-form-parts';
import type { AddressValues } from './address-form';
import { passwordMinLength } from './auth-validation';
import type { ProfileValues } from './profile-form';

/**
 * The checks of the account pages' forms, one copy for the browser (before posting) and the
 * server (the action, which also runs without JavaScript).
 */
export function validateProfile(values: Pick<ProfileValues, 'firstName' | 'lastName' | 'accountType' | 'company'> & Partial<ProfileValues>): AccountFormErrors {
  const errors: AccountFormErrors = {};
  if (!values.firstName) errors.firstName = { key: 'validation.required' };
  if (!values.lastName) errors.lastName = { key: 'validation.required' };
  if (values.accountType === 'business' && !values.company) errors.company = { key: 'account:profileForm.companyRequired' };
  return errors;
}

export interface EmailChangeValues {
  email: string;
  emailConfirmation: string;
  password: string;
}

export function validateEmailChange(values: EmailChangeValues): AccountFormErrors {
  const errors: AccountFormErrors = {};
  if (!values.email) errors.email = { key: 'validation.required' };
  else if (!isEmailAddress(values.email)) errors.email = { key: 'validation.email' };
  if (!values.emailConfirmation) errors.emailConfirmation = { key: 'validation.required' };
  else if (values.email && values.email.toLowerCase() !== values.emailConfirmation.toLowerCase()) errors.emailConfirmation = { key: 'account:emailChange.mismatch' };
  if (!values.password) errors.password = { key: 'validation.required' };
  return errors;
}

export interface PasswordChangeValues {
  password: string;
  newPassword: string;
  newPasswordConfirm: string;
}

export function validatePasswordChange(values: PasswordChangeValues, minLength = passwordMinLength): AccountFormErrors {
  const errors: AccountFormErrors = {};
  if (!values.password) errors.password = { key: 'validation.required' };
  if (!values.newPassword) errors.newPassword = { key: 'validation.required' };
  else if (values.newPassword.length < minLength) errors.newPassword = { key: 'validation.minLength', params: { min: minLength } };
  if (values.newPassword !== values.newPasswordConfirm) errors.newPasswordConfirm = { key: 'account:passwordChange.mismatch' };
  return errors;
}

const requiredText = v.pipe(v.string(), rules.required());

const addressSchema = v.object({
  firstName: requiredText,
  lastName: requiredText,
  street: requiredText,
  zipcode: requiredText,
  city: requiredText,
  // A country is chosen from the shop's list: anything but one of its ids is no choice.
  countryId: v.pipe(v.string(), v.check<string, string>((value) => isShopwareId(value), encodeFormMessage('validation.required'))),
});

/** An address of the address book: names, street, postcode, city and a country (the Store API checks again). */
export function validateAddress(values: Partial<AddressValues>): AccountFormErrors {
  const result = validateForm(addressSchema, values);
  return result.success ? {} : result.errors;
}
