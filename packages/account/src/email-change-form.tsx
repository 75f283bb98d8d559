import { useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { FormErrorSummary, type FormMessage } from '@gipfel/forms';
import { Button, TextField } from '@gipfel/ui';
import { Notice, presentErrors, useMessage, type AccountFormErrors } from './account-form-parts';
import { validateEmailChange } from './account-validation';
import * as styles from './account-pages.css';

export interface EmailChangeFormProps {
  /** Where the form posts (default: the current URL). It posts `intent=email`. */
  action?: string;
  currentEmail?: string;
  /** The typed new email (kept after a failed post); passwords are never refilled. */
  defaultValues?: { email?: string; emailConfirmation?: string };
  errors?: AccountFormErrors;
  formError?: FormMessage;
  saved?: boolean;
  pending?: boolean;
}

const fieldId = (field: string) => `email-change-${field}`;

/** New email + confirmation + current password (`POST /account/change-email`). */
export function EmailChangeForm({ action, currentEmail, defaultValues = {}, errors, formError, saved, pending = false }: EmailChangeFormProps) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const [clientErrors, setClientErrors] = useState<AccountFormErrors | null>(null);
  const shown = clientErrors ?? errors ?? {};
  const labels = { email: t('emailChange.email'), emailConfirmation: t('emailChange.emailConfirmation'), password: t('emailChange.password') };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const next = validateEmailChange({
      email: String(data.get('email') ?? '').trim(),
      emailConfirmation: String(data.get('emailConfirmation') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    });
    if (Object.keys(next).length) {
      event.preventDefault();
      setClientErrors(next);
    } else setClientErrors(null);
  }

  return (
    <form method="post" action={action} className={styles.form} aria-labelledby="email-change-title" aria-busy={pending || undefined} onSubmit={handleSubmit} noValidate>
      <h2 id="email-change-title" className={styles.heading}>
        {t('emailChange.title')}
      </h2>
      <input type="hidden" name="intent" value="email" />
      {currentEmail && <p className={styles.muted}>{t('emailChange.current', { email: currentEmail })}</p>}
      {saved && !clientErrors && <Notice kind="success">{t('emailChange.saved')}</Notice>}
      {formError && <Notice kind="error">{message(formError)}</Notice>}
      <FormErrorSummary errors={presentErrors(shown)} labels={labels} fieldIds={Object.fromEntries(Object.keys(labels).map((f) => [f, fieldId(f)]))} />
      <TextField id={fieldId('email')} type="email" name="email" label={labels.email} autoComplete="email" required maxLength={255} defaultValue={defaultValues.email} error={message(shown.email)} />
      <TextField id={fieldId('emailConfirmation')} type="email" name="emailConfirmation" label={labels.emailConfirmation} autoComplete="email" required maxLength={255} defaultValue={defaultValues.emailConfirmation} error={message(shown.emailConfirmation)} />
      <TextField id={fieldId('password')} type="password" name="password" label={labels.password} autoComplete="current-password" required error={message(shown.password)} />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {pending ? t('accountCommon.saving') : t('accountCommon.save')}
        </Button>
      </div>
    </form>
  );
}
