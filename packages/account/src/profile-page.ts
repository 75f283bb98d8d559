import { changeEmail, changePassword, changeProfile, translatedText, type Schemas, type StoreApiClient } from '@gipfel/api';
import type { FormMessage } from '@gipfel/forms';
import type { SelectOption } from '@gipfel/ui';
import type { AccountFormErrors } from './account-form-parts';
import { profileDefaults, profileInput, readEmailForm, readPasswordForm, readProfileForm, violationErrors } from './account-operations';
import { validateEmailChange, validatePasswordChange, validateProfile } from './account-validation';
import type { ProfileValues } from './profile-form';

/** What the profile page shows: the customer's profile and email, and the salutations to choose from. */
export interface ProfilePage {
  profile: ProfileValues;
  email: string;
  salutations: SelectOption[];
}

/** The profile page of a customer, with the salutations of `GET /salutation`. */
export function profilePageOf(customer: Schemas['Customer'], salutations: { elements?: Schemas['Salutation'][] }): ProfilePage {
  return {
    profile: profileDefaults(customer),
    email: customer.email ?? '',
    salutations: (salutations.elements ?? []).map((s) => ({ value: s.id, label: translatedText(s, 'displayName') })),
  };
}

/** The profile page's three forms, by the `intent` they post. */
export type ProfileIntent = 'profile' | 'email' | 'password';

/** The answer to a profile page post that did not go through: the form's values to show again (never passwords) and its messages. */
export interface ProfileActionResult {
  intent: ProfileIntent;
  values: Record<string, string>;
  errors: AccountFormErrors;
  formError?: FormMessage;
}

/**
 * One post of the profile page by its `intent`: the profile (`POST /account/change-profile`), the
 * email (`/account/change-email`, with the password) or the password (`/account/change-password`).
 * Input the rules or the Store API refuse comes back as the page's answer; faults of the shop are thrown.
 */
export async function submitProfileAction(client: StoreApiClient, form: FormData): Promise<{ ok: true; saved: ProfileIntent } | { ok: false; result: ProfileActionResult }> {
  const intent = String(form.get('intent') ?? '') as ProfileIntent;
  const fail = (result: ProfileActionResult) => ({ ok: false as const, result });
  const attempt = async (call: () => Promise<unknown>, values: Record<string, string>, fields: readonly string[]) => {
    try {
      await call();
      return { ok: true as const, saved: intent };
    } catch (error) {
      const mapped = violationErrors(error, fields);
      if (!mapped) throw error;
      return fail({ intent, values, ...mapped });
    }
  };

  if (intent === 'profile') {
    const values = readProfileForm(form);
    const errors = validateProfile(values);
    if (Object.keys(errors).length) return fail({ intent, values: { ...values }, errors });
    return attempt(() => changeProfile(client, profileInput(values)), { ...values }, ['salutationId', 'firstName', 'lastName', 'company', 'vatId']);
  }
  if (intent === 'email') {
    const values = readEmailForm(form);
    const kept = { email: values.email, emailConfirmation: values.emailConfirmation };
    const errors = validateEmailChange(values);
    if (Object.keys(errors).length) return fail({ intent, values: kept, errors });
    return attempt(() => changeEmail(client, values), kept, ['email', 'emailConfirmation', 'password']);
  }
  if (intent === 'password') {
    const values = readPasswordForm(form);
    const errors = validatePasswordChange(values);
    if (Object.keys(errors).length) return fail({ intent, values: {}, errors });
    return attempt(() => changePassword(client, values), {}, ['password', 'newPassword', 'newPasswordConfirm']);
  }
  return fail({ intent: 'profile', values: {}, errors: {}, formError: { key: 'account:accountCommon.generic' } });
}
