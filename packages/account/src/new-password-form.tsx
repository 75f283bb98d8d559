import { useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { FormErrorSummary, type FormErrors } from '@gipfel/forms';
import { Button, TextField } from '@gipfel/ui';
import { passwordMinLength, validateNewPassword } from './auth-validation';
import * as styles from './auth-forms.css';

export interface NewPasswordFormProps {
  /** Where the form posts (default: the current URL). */
  action?: string;
  /** The hash of the recovery link, posted back as hidden `hash`. */
  hash: string;
  /** Errors by field (`newPassword`, `newPasswordConfirm`) or `form`. */
  errors?: FormErrors;
  pending?: boolean;
}

/** Sets a new password with the recovery link's hash (`POST /account/recovery-password-confirm`). */
export function NewPasswordForm({ action, hash, errors: serverErrors, pending = false }: NewPasswordFormProps) {
  const { t } = useTranslation(['account', 'forms']);
  const [localErrors, setLocalErrors] = useState<FormErrors | null>(null);
  const errors = localErrors ?? serverErrors ?? {};
  const { form: formMessage, ...fieldErrors } = errors;
  const message = (field: 'newPassword' | 'newPasswordConfirm') => {
    const error = errors[field];
    return error ? t(error.key, { ns: 'forms', ...error.params }) : undefined;
  };
  const labels = { newPassword: t('newPassword.password'), newPasswordConfirm: t('newPassword.passwordConfirm') };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const found = validateNewPassword({ newPassword: String(data.get('newPassword') ?? ''), newPasswordConfirm: String(data.get('newPasswordConfirm') ?? '') });
    setLocalErrors(found);
    if (Object.keys(found).length) event.preventDefault();
  }

  return (
    <form method="post" action={action} className={styles.form} aria-label={t('newPassword.submit')} aria-busy={pending || undefined} onSubmit={handleSubmit} noValidate>
      <p className={styles.muted}>{t('newPassword.intro')}</p>
      {formMessage && (
        <p className={styles.formError} role="alert">
          {t(formMessage.key, { ns: 'forms', ...formMessage.params })}
        </p>
      )}
      <FormErrorSummary errors={fieldErrors} fieldIds={{ newPassword: 'new-password', newPasswordConfirm: 'new-password-confirm' }} labels={labels} />
      <input type="hidden" name="hash" value={hash} />
      <TextField
        id="new-password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={labels.newPassword}
        description={t('newPassword.passwordHint', { min: passwordMinLength })}
        required
        error={message('newPassword')}
      />
      <TextField
        id="new-password-confirm"
        name="newPasswordConfirm"
        type="password"
        autoComplete="new-password"
        label={labels.newPasswordConfirm}
        required
        error={message('newPasswordConfirm')}
      />
      <Button type="submit" disabled={pending}>
        {pending ? t('newPassword.submitting') : t('newPassword.submit')}
      </Button>
    </form>
  );
}
