import { isShopwareId } from '@gipfel/api';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { isSignedIn, loadRegistrationChoices, readRegisterValues, RegisterForm, registerCustomer, validateRegistration, type RegistrationChoices, type RegisterValues } from '@gipfel/account';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { useState } from 'react';
import { PageTitle } from '../components/page-title';
import { afterLoginPath } from '../lib/session/account.server';
import { storefrontUrlFor, withNotice } from '../lib/session/auth.server';
import { useLanguage } from '../lib/i18n/language';
import { pageMeta } from '../lib/i18n/page-meta';
import { safeReturnPath } from '../lib/routing/return-path';
import { withShop } from '../lib/server/shop-route.server';
import * as styles from '../styles/auth.css';

export const meta = pageMeta('register');


/**
 * Sign-up. `?group=<customer group id>` registers into a customer group (same form, posting
 * `requestedGroupId`); `?country=<id>` gives the states of another country (used by the form's
 * country select through a fetcher). Signed-in customers go to their account.
 */
export const loader = withShop(async ({ client, language }, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const countryParam = url.searchParams.get('country');
  // Ids are lowercase hex; a link may carry one in capitals.
  const group = url.searchParams.get('group')?.toLowerCase();
  const [signedIn, choices] = await Promise.all([isSignedIn(client), loadRegistrationChoices(client, isShopwareId(countryParam) ? countryParam : null)]);
  if (signedIn) throw redirect(localizePath('/account', language));
  return {
    ...choices,
    requestedGroupId: isShopwareId(group) ? group : null,
    redirectTo: safeReturnPath(url.searchParams.get('redirectTo')) ?? '',
  };
});

type ActionResult =
  | { status: 'confirm'; email: string }
  | { status: 'invalid'; values: Partial<RegisterValues>; errors: Record<string, { key: string; params?: Record<string, string | number> }>; states: RegistrationChoices['states'] | null; stateRequired: boolean };

export const action = withShop(async ({ client, language }, { request }: ActionFunctionArgs) => {
  const form = await request.formData();
  const values = readRegisterValues(form);
  const requestedGroupId = String(form.get('requestedGroupId') ?? '');
  // Put back what was typed, never the password.
  const keep = (): Partial<RegisterValues> => ({ ...values, password: '' });
  const invalid = async (errors: Record<string, { key: string; params?: Record<string, string | number> }>) => {
    // Without JavaScript the country may have changed: show the states of the posted one.
    const choices = isShopwareId(values.countryId) ? await loadRegistrationChoices(client, values.countryId).catch(() => null) : null;
    return data<ActionResult>(
      { status: 'invalid', values: keep(), errors, states: choices?.states ?? null, stateRequired: choices?.stateRequired ?? false },
      { status: 400 },
    );
  };

  const local = validateRegistration(values);
  if (Object.keys(local).length) return invalid(local);
  const result = await registerCustomer(client, values, { storefrontUrl: storefrontUrlFor(request, language), requestedGroupId });
  if (result.status === 'invalid') return invalid(result.errors);
  if (result.status === 'confirm') return data<ActionResult>({ status: 'confirm', email: result.email });
  throw redirect(withNotice(afterLoginPath(form.get('redirectTo'), language), 'registered'), 303);
});

export default function RegisterPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const language = useLanguage();
  const { t } = useTranslation('account');
  const statesFetcher = useFetcher<typeof loader>();
  const [countryChanged, setCountryChanged] = useState(false);

  if (result?.status === 'confirm') {
    return (
      <>
        <h1>{t('register.checkEmail.title')}</h1>
        <p role="status" className={styles.success} data-testid="register-check-email">
          {t('register.checkEmail.text', { email: result.email })}
        </p>
      </>
    );
  }

  const failed = result?.status === 'invalid' ? result : null;
  const fetched = countryChanged && statesFetcher.data ? statesFetcher.data : null;
  const states = fetched?.states ?? failed?.states ?? loaded.states;
  const stateRequired = fetched ? fetched.stateRequired : failed?.states ? failed.stateRequired : loaded.stateRequired;
  const registerPath = localizePath('/register', language);

  return (
    <>
      <PageTitle pageId="register" />
      <RegisterForm
        key={failed ? 'failed' : 'fresh'}
        salutations={loaded.salutations}
        countries={loaded.countries}
        states={states}
        stateRequired={stateRequired}
        defaultCountryId={loaded.countryId}
        defaultValues={failed?.values}
        errors={failed?.errors}
        requestedGroupId={loaded.requestedGroupId ?? undefined}
        redirectTo={loaded.redirectTo || undefined}
        loginHref={localizePath('/login', language)}
        onCountryChange={(countryId) => {
          setCountryChanged(true);
          statesFetcher.load(`${registerPath}?country=${encodeURIComponent(countryId)}`);
        }}
        pending={navigation.state === 'submitting'}
      />
    </>
  );
}
