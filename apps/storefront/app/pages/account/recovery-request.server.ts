import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requestRecoveryMail, validateRecoveryEmail } from '@gipfel/account';
import { storefrontUrlFor } from '../../lib/session/auth.server';
import { withShop } from '../../lib/server/shop-route.server';

/** Loader of the recovery request pages: `?email=` prefills the address. */
export function recoveryRequestLoader({ request }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get('email') ?? '';
  return data({ email: email.slice(0, 255) });
}

/** Sends the recovery mail; its link opens `/account/recover/password?hash=…` in the page's language. */
export const recoveryRequestAction = withShop(async ({ client, language, headers }, { request }: ActionFunctionArgs) => {
  const email = String((await request.formData()).get('email') ?? '').trim().slice(0, 255);
  const invalid = validateRecoveryEmail(email);
  if (invalid.email) return data({ status: 'error' as const, email, error: null, errors: invalid, retryAfterSeconds: null }, { status: 400 });
  const result = await requestRecoveryMail(client, email, storefrontUrlFor(request, language));
  if (result.status === 'sent') return data({ status: 'sent' as const, email });
  if (result.retryAfterSeconds) headers.set('Retry-After', String(result.retryAfterSeconds));
  return data(
    { status: 'error' as const, email, error: result.error, errors: result.errors ?? null, retryAfterSeconds: result.retryAfterSeconds ?? null },
    { status: result.error === 'tooManyRequests' ? 429 : 400 },
  );
});
