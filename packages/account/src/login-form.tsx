import { useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { Button, TextField } from '@gipfel/ui';
import { isEmailAddress } from '@gipfel/forms';
import type { LoginError } from './login-errors';
import * as styles from './login-form.css';

export interface LoginCredentials {
  /** Shopware's `POST /account/login` calls the email `username`. */
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** Where the form posts before JavaScript loads (default: the current URL). */
  action?: string;
  /** Outcome of a failed sign-in, e.g. from `getLoginError` in the host's action. */
  error?: LoginError | null;
  defaultEmail?: string;
  /** Posted as hidden `redirectTo`, so the action knows where to go afterwards. */
  redirectTo?: string;
  /** Link to password recovery. */
  recoveryHref?: string;
  /** Link to registration, offered below the form. */
  registerHref?: string;
  /** With `error: 'tooManyRequests'`: seconds to wait (the answer's Retry-After). */
  retryAfterSeconds?: number;
  /** With JavaScript: called with valid credentials instead of posting the form. */
  onSubmit?: (credentials: LoginCredentials) => void;
  pending?: boolean;
}

type FieldErrors = { username?: 'emailRequired' | 'emailInvalid'; password?: 'passwordRequired' };

function validate({ username, password }: LoginCredentials): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = 'emailRequired';
  else if (!isEmailAddress(username)) errors.username = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}

/** Email + password sign-in; a plain `<form method="post">` that JavaScript makes instant. */
export function LoginForm({ action, error, defaultEmail, redirectTo, recoveryHref, registerHref, retryAfterSeconds, onSubmit, pending = false }: LoginFormProps) {
  const { t } = useTranslation('account');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const credentials = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
    const errors = validate(credentials);
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      event.preventDefault();
      return;
    }
    if (onSubmit) {
      event.preventDefault();
      onSubmit({ ...credentials, username: credentials.username.trim() });
    }
  }

  return (
    <form method="post" action={action} className={styles.form} aria-label={t('login.title')} aria-busy={pending || undefined} onSubmit={handleSubmit}>
      {error && (
        <p className={styles.formError} role="alert">
          {t(`login.errors.${error}`, { seconds: retryAfterSeconds ?? 30 })}
        </p>
      )}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}

      <TextField
        label={t('login.email')}
        type="email"
        name="username"
        autoComplete="username"
        required
        defaultValue={defaultEmail}
        error={fieldErrors.username && t(`login.errors.${fieldErrors.username}`)}
      />

      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password && t(`login.errors.${fieldErrors.password}`)}
      />

      {recoveryHref && <a href={recoveryHref}>{t('login.forgotPassword')}</a>}

      <Button type="submit" disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>

      {registerHref && (
        <p className={styles.aside}>
          {t('login.noAccount')} <a href={registerHref}>{t('login.register')}</a>
        </p>
      )}
    </form>
  );
}
