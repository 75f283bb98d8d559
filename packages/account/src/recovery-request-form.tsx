import { useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { FormErrors } from '@gipfel/forms';
import { Button, TextField } from '@gipfel/ui';
import { validateRecoveryEmail } from './auth-validation';
import * as styles from './auth-forms.css';

/** Form-level outcomes of a recovery request, each with a text under `account:recovery.errors.*`. */
export type RecoveryRequestError = 'notFound' | 'tooManyRequests' | 'failed';

export interface RecoveryRequestFormProps {
  /** Where the form posts (default: the current URL). */
  action?: string;
  defaultEmail?: string;
  /** Field errors from the host's action (`email`). */
  errors?: FormErrors;
  /** Why the request failed, if it did. */
  error?: RecoveryRequestError | null;
  /** With `error: 'tooManyRequests'`: seconds to wait. */
  retryAfterSeconds?: number;
  /** The address the mail went to: shows the confirmation instead of the form. */
  sentTo?: string | null;
  /** Link back to the sign-in page. */
  loginHref?: string;
  pending?: boolean;
}

/** Asks for the recovery mail (`POST /account/recovery-password`); a plain post form. */
export function RecoveryRequestForm({ action, defaultEmail, errors: serverErrors, error, retryAfterSeconds, sentTo, loginHref, pending = false }: RecoveryRequestFormProps) {
  const { t } = useTranslation(['account', 'forms']);
  const [localErrors, setLocalErrors] = useState<FormErrors | null>(null);
  const errors = localErrors ?? serverErrors ?? {};
  const back = loginHref ? (
    <p className={styles.muted}>
      <a href={loginHref}>{t('recovery.backToLogin')}</a>
    </p>
  ) : null;

  if (sentTo) {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status">
          {t('recovery.sent', { email: sentTo })}
        </p>
        {back}
      </div>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validateRecoveryEmail(String(new FormData(event.currentTarget).get('email') ?? ''));
    setLocalErrors(found);
    if (found.email) event.preventDefault();
  }

  const emailError = errors.email;
  return (
    <form method="post" action={action} className={styles.form} aria-label={t('recovery.submit')} aria-busy={pending || undefined} onSubmit={handleSubmit} noValidate>
      <p className={styles.muted}>{t('recovery.intro')}</p>
      {error && (
        <p className={styles.formError} role="alert">
          {t(`recovery.errors.${error}`, { seconds: retryAfterSeconds ?? 30 })}
        </p>
      )}
      <TextField
        id="recovery-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('recovery.email')}
        required
        defaultValue={defaultEmail}
        error={emailError ? t(emailError.key, { ns: 'forms', ...emailError.params }) : undefined}
      />
      <Button type="submit" disabled={pending}>
        {pending ? t('recovery.submitting') : t('recovery.submit')}
      </Button>
      {back}
    </form>
  );
}
