import { useActionData, useLoaderData } from '@remix-run/react';
import { RecoveryRequestForm } from '@gipfel/account';
import { localizePath } from '../lib/i18n/shop-locales';
import { useLanguage } from '../lib/i18n/language';
import type { recoveryRequestAction, recoveryRequestLoader } from '../pages/account/recovery-request.server';

/** The recovery request of `/account/recover` and `/reset-password` (same loader and action). */
export function RecoveryRequest() {
  const { email } = useLoaderData<typeof recoveryRequestLoader>();
  const result = useActionData<typeof recoveryRequestAction>();
  const language = useLanguage();
  const failed = result?.status === 'error' ? result : null;
  return (
    <RecoveryRequestForm
      defaultEmail={result?.email ?? email}
      sentTo={result?.status === 'sent' ? result.email : null}
      error={failed?.error ?? null}
      errors={failed?.errors ?? undefined}
      retryAfterSeconds={failed?.retryAfterSeconds ?? undefined}
      loginHref={localizePath('/login', language)}
    />
  );
}
