import { useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { FormErrors } from '@gipfel/forms';
import { Button, TextField } from '@gipfel/ui';
import { validateGuestOrder } from './auth-validation';
import * as styles from './auth-forms.css';

export interface GuestOrderFormProps {
  /** Where the form posts (default: the current URL). */
  action?: string;
  defaultEmail?: string;
  /** The postal code typed before, kept after a mismatch. */
  defaultZipcode?: string;
  /** Field errors from the host's action (`email`, `zipcode`). */
  errors?: FormErrors;
  /** No order matches the deep link, email and postal code (one message, whichever did not match). */
  notFound?: boolean;
  pending?: boolean;
}

/**
 * Shopware's guest authentication of an order's deep link (`/account/order/{deepLinkCode}`): asks
 * for the order's email address and the billing address's postal code; a plain post form.
 */
export function GuestOrderForm({ action, defaultEmail, defaultZipcode, errors: serverErrors, notFound = false, pending = false }: GuestOrderFormProps) {
  const { t } = useTranslation(['account', 'forms']);
  const [localErrors, setLocalErrors] = useState<FormErrors | null>(null);
  const errors = localErrors ?? serverErrors ?? {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const found = validateGuestOrder({ email: String(form.get('email') ?? ''), zipcode: String(form.get('zipcode') ?? '') });
    setLocalErrors(found);
    if (Object.keys(found).length) event.preventDefault();
  }

  const message = (field: 'email' | 'zipcode') => {
    const error = errors[field];
    return error ? t(error.key, { ns: 'forms', ...error.params }) : undefined;
  };
  return (
    <form method="post" action={action} className={styles.form} aria-label={t('guestOrder.formLabel')} aria-busy={pending || undefined} onSubmit={handleSubmit} noValidate>
      <p className={styles.muted}>{t('guestOrder.intro')}</p>
      {notFound && !localErrors && (
        <p className={styles.formError} role="alert">
          {t('guestOrder.notFound')}
        </p>
      )}
      <TextField id="guest-order-email" name="email" type="email" autoComplete="email" label={t('guestOrder.email')} required defaultValue={defaultEmail} error={message('email')} />
      <TextField id="guest-order-zipcode" name="zipcode" autoComplete="postal-code" label={t('guestOrder.zipcode')} required defaultValue={defaultZipcode} error={message('zipcode')} />
      <Button type="submit" disabled={pending}>
        {pending ? t('guestOrder.submitting') : t('guestOrder.submit')}
      </Button>
    </form>
  );
}
