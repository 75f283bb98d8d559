import { useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { FormErrorSummary, type FormMessage } from '@gipfel/forms';
import { Button, TextField } from '@gipfel/ui';
import { Notice, presentErrors, useMessage, type AccountFormErrors } from './account-form-parts';
import { validatePasswordChange } from './account-validation';
import { passwordMinLength } from './auth-validation';
import * as styles from './account-pages.css';

export interface PasswordChangeFormProps {
  /** Where the form posts (default: the current URL). It posts `intent=password`. */
  action?: string;
  errors?: AccountFormErrors;
  formError?: FormMessage;
  saved?: boolean;
  pending?: boolean;
  /** Shopware's minimum password length (default 8). */
  minLength?: number;
}

const fieldId = (field: string) => `password-change-${field}`;

/** Current, new and repeated password (`POST /account/change-password`); never prefilled. */
export function PasswordChangeForm({ action, errors, formError, saved, pending = false, minLength = passwordMinLength }: PasswordChangeFormProps) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const [clientErrors, setClientErrors] = useState<AccountFormErrors | null>(null);
  const shown = clientErrors ?? errors ?? {};
  const labels = { password: t('passwordChange.password'), newPassword: t('passwordChange.newPassword'), newPasswordConfirm: t('passwordChange.newPasswordConfirm') };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const raw = (name: string) => String(data.get(name) ?? '');
    const next = validatePasswordChange({ password: raw('password'), newPassword: raw('newPassword'), newPasswordConfirm: raw('newPasswordConfirm') }, minLength);
    if (Object.keys(next).length) {
      event.preventDefault();
      setClientErrors(next);
    } else setClientErrors(null);
  }

  return (
    <form method="post" action={action} className={styles.form} aria-labelledby="password-change-title" aria-busy={pending || undefined} onSubmit={handleSubmit} noValidate>
      <h2 id="password-change-title" className={styles.heading}>
        {t('passwordChange.title')}
      </h2>
      <input type="hidden" name="intent" value="password" />
      {saved && !clientErrors && <Notice kind="success">{t('passwordChange.saved')}</Notice>}
      {formError && <Notice kind="error">{message(formError)}</Notice>}
      <FormErrorSummary errors={presentErrors(shown)} labels={labels} fieldIds={Object.fromEntries(Object.keys(labels).map((f) => [f, fieldId(f)]))} />
      <TextField id={fieldId('password')} type="password" name="password" label={labels.password} autoComplete="current-password" required error={message(shown.password)} />
      <TextField id={fieldId('newPassword')} type="password" name="newPassword" label={labels.newPassword} description={t('passwordChange.newPasswordHint')} autoComplete="new-password" required minLength={minLength} error={message(shown.newPassword)} />
      <TextField id={fieldId('newPasswordConfirm')} type="password" name="newPasswordConfirm" label={labels.newPasswordConfirm} autoComplete="new-password" required error={message(shown.newPasswordConfirm)} />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {pending ? t('accountCommon.saving') : t('accountCommon.save')}
        </Button>
      </div>
    </form>
  );
}
