import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { LoginForm, hasLoginCredentials, isSignedIn, readLoginForm, signIn } from '@gipfel/account';
import { watchCartMerge } from '@gipfel/cart';
import { localizePath } from '../lib/i18n/shop-locales';
import { PageTitle } from '../components/page-title';
import { afterLoginPath } from '../lib/session/account.server';
import { withNotice } from '../lib/session/auth.server';
import { useLanguage } from '../lib/i18n/language';
import { pageMeta } from '../lib/i18n/page-meta';
import { safeReturnPath } from '../lib/routing/return-path';
import { withShop } from '../lib/server/shop-route.server';

export const meta = pageMeta('login');

/** Customers who are signed in already go to their account (or where they wanted to go). */
export const loader = withShop(async ({ client, language }, { request }: LoaderFunctionArgs) => {
  const redirectTo = safeReturnPath(new URL(request.url).searchParams.get('redirectTo')) ?? '';
  if (await isSignedIn(client)) throw redirect(afterLoginPath(redirectTo, language));
  return { redirectTo };
});

export const action = withShop(async ({ client, language, headers }, { request }: ActionFunctionArgs) => {
  const values = readLoginForm(await request.formData());
  // The cart is compared around a sign-in that can succeed; an empty field fails without a call.
  const watch = hasLoginCredentials(values) ? await watchCartMerge(client) : null;
  const result = await signIn(client, values);
  const cartMerged = result.ok && watch !== null && (await watch.merged());
  if (!result.ok) {
    const retry = result.retryAfterSeconds;
    if (retry) headers.set('Retry-After', String(retry));
    return data({ error: result.error, email: values.username, retryAfterSeconds: retry ?? null }, { status: result.error === 'tooManyRequests' ? 429 : 400 });
  }
  const target = afterLoginPath(values.redirectTo, language);
  throw redirect(cartMerged ? withNotice(target, 'cart-merged') : target, 303);
});

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const language = useLanguage();
  return (
    <>
      <PageTitle pageId="login" />
      <LoginForm
        error={failed?.error ?? null}
        retryAfterSeconds={failed?.retryAfterSeconds ?? undefined}
        defaultEmail={failed?.email}
        redirectTo={redirectTo || undefined}
        recoveryHref={localizePath('/account/recover', language)}
        registerHref={localizePath('/register', language)}
        pending={navigation.state === 'submitting' && navigation.formAction?.endsWith('/login') === true}
      />
    </>
  );
}
