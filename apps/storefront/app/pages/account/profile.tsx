import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { changeEmail, changePassword, changeProfile, readSalutations, translatedText } from '@gipfel/api';
import {
  EmailChangeForm,
  PasswordChangeForm,
  ProfileForm,
  profileDefaults,
  profileInput,
  readEmailForm,
  readPasswordForm,
  readProfileForm,
  validateEmailChange,
  validatePasswordChange,
  validateProfile,
  violationErrors,
  type AccountFormErrors,
} from '@gipfel/account';
import type { FormMessage } from '@gipfel/forms';
import { localizePath } from '@gipfel/i18n';
import { PageTitle } from '../../components/page-title';
import { requireCustomer } from '../../lib/session/account.server';
import { withShop } from '../../lib/server/shop-route.server';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';
import * as styles from '../../styles/account.css';

export const meta = pageMeta('account-profile');

export const loader = withShop(async (shop, { request }: LoaderFunctionArgs) => {
  const { customer, data: salutations } = await requireCustomer(shop, request, (client) => readSalutations(client));
  return {
    profile: profileDefaults(customer),
    email: customer.email ?? '',
    salutations: (salutations.elements ?? []).map((s) => ({ value: s.id, label: translatedText(s, 'displayName') })),
  };
});

type Intent = 'profile' | 'email' | 'password';
export interface ProfileActionResult {
  intent: Intent;
  values: Record<string, string>;
  errors: AccountFormErrors;
  formError?: FormMessage;
}

export const action = withShop(async (shop, { request }: ActionFunctionArgs) => {
  const { client, language } = await requireCustomer(shop, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  const fail = (result: ProfileActionResult) => data(result, { status: 400 });
  const done = () => redirect(`${localizePath('/account/profile', language)}?saved=${intent}`, 303);

  const attempt = async (call: () => Promise<unknown>, values: Record<string, string>, fields: readonly string[]) => {
    try {
      await call();
      return null;
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
    return (await attempt(() => changeProfile(client, profileInput(values)), { ...values }, ['salutationId', 'firstName', 'lastName', 'company', 'vatId'])) ?? done();
  }
  if (intent === 'email') {
    const values = readEmailForm(form);
    const kept = { email: values.email, emailConfirmation: values.emailConfirmation };
    const errors = validateEmailChange(values);
    if (Object.keys(errors).length) return fail({ intent, values: kept, errors });
    return (await attempt(() => changeEmail(client, values), kept, ['email', 'emailConfirmation', 'password'])) ?? done();
  }
  if (intent === 'password') {
    const values = readPasswordForm(form);
    const errors = validatePasswordChange(values);
    if (Object.keys(errors).length) return fail({ intent, values: {}, errors });
    return (await attempt(() => changePassword(client, values), {}, ['password', 'newPassword', 'newPasswordConfirm'])) ?? done();
  }
  return fail({ intent: 'profile', values: {}, errors: {}, formError: { key: 'account:accountCommon.generic' } });
});

export default function AccountProfilePage() {
  const { profile, email, salutations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ProfileActionResult | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const language = useLanguage();
  const pending = navigation.state === 'submitting';
  const action = localizePath('/account/profile', language);
  const saved = result ? null : params.get('saved');
  const of = (intent: Intent) => (result?.intent === intent ? result : undefined);
  return (
    <>
      <PageTitle pageId="account-profile" />
      <div className={styles.stack}>
        <ProfileForm
          key={`profile-${saved ?? ''}`}
          action={action}
          salutations={salutations}
          defaultValues={of('profile') ? { ...profile, ...(of('profile')!.values as Partial<typeof profile>) } : profile}
          errors={of('profile')?.errors}
          formError={of('profile')?.formError}
          saved={saved === 'profile'}
          pending={pending}
        />
        <EmailChangeForm
          action={action}
          currentEmail={email}
          defaultValues={of('email')?.values}
          errors={of('email')?.errors}
          formError={of('email')?.formError}
          saved={saved === 'email'}
          pending={pending}
        />
        <PasswordChangeForm action={action} errors={of('password')?.errors} formError={of('password')?.formError} saved={saved === 'password'} pending={pending} />
      </div>
    </>
  );
}
