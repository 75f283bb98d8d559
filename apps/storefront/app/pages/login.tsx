import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { LoginForm, hasLoginCredentials, isSignedIn, readLoginForm, signIn } from '@gipfel/account';
import { watchCartMerge } from '@gipfel/cart';
import { localizePath } from '@gipfel/i18n';
import { PageTitle } from '../components/page-title';
import { afterLoginPath } from '../lib/account.server';
import { withNotice } from '../lib/auth.server';
import { languageOf, useLanguage } from '../lib/language';
import { pageMeta } from '../lib/page-meta';
import { safeReturnPath } from '../lib/return-path';
import { createLocalizedStoreApiSession, toErrorResponse } from '../lib/store-api.server';

export const meta = pageMeta('login');

/** Customers who are signed in already go to their account (or where they wanted to go). */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  const redirectTo = safeReturnPath(new URL(request.url).searchParams.get('redirectTo')) ?? '';
  const signedIn = await isSignedIn(client).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  if (signedIn) throw redirect(afterLoginPath(redirectTo, language), { headers });
  headers.set('Cache-Control', 'no-store');
  return data({ redirectTo }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const language = languageOf(request);
  const values = readLoginForm(await request.formData());
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  // The cart is compared around a sign-in that can succeed; an empty field fails without a call.
  const [result, cartMerged] = await (async () => {
    const watch = hasLoginCredentials(values) ? await watchCartMerge(client) : null;
    const signedIn = await signIn(client, values);
    return [signedIn, signedIn.ok && watch !== null && (await watch.merged())] as const;
  })().catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  if (!result.ok) {
    const retry = result.retryAfterSeconds;
    if (retry) headers.set('Retry-After', String(retry));
    return data({ error: result.error, email: values.username, retryAfterSeconds: retry ?? null }, { status: result.error === 'tooManyRequests' ? 429 : 400, headers });
  }
  const target = afterLoginPath(values.redirectTo, language);
  throw redirect(cartMerged ? withNotice(target, 'cart-merged') : target, { status: 303, headers });
}

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
