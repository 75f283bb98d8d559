import { useTranslation } from '@gipfel/i18n';
import type { FormMessage } from '@gipfel/forms';
import { Button } from '@gipfel/ui';
import { Notice, useMessage } from './account-form-parts';
import * as styles from './account-pages.css';

export interface PaymentMethodFormProps {
  /** Where the form posts (default: the current URL). It posts `paymentMethodId`. */
  action?: string;
  methods: ReadonlyArray<{ id: string; name: string; description?: string }>;
  /** The customer's default payment method. */
  selectedId?: string | null;
  error?: FormMessage;
  saved?: boolean;
  pending?: boolean;
}

/** The customer's default payment method as a radio list (`PATCH /account/change-payment-method/{id}`). */
export function PaymentMethodForm({ action, methods, selectedId, error, saved, pending = false }: PaymentMethodFormProps) {
  const { t } = useTranslation('account');
  const message = useMessage();
  if (methods.length === 0) return <p>{t('paymentMethod.none')}</p>;
  return (
    <form method="post" action={action} className={styles.form} aria-labelledby="payment-method-title" aria-busy={pending || undefined}>
      <h2 id="payment-method-title" className={styles.heading}>
        {t('paymentMethod.title')}
      </h2>
      <input type="hidden" name="intent" value="payment-method" />
      {saved && <Notice kind="success">{t('paymentMethod.saved')}</Notice>}
      {error && <Notice kind="error">{message(error)}</Notice>}
      <fieldset className={styles.fieldset} aria-describedby={error ? 'payment-method-error' : undefined}>
        <legend className={styles.legend}>{t('paymentMethod.legend')}</legend>
        {methods.map((method) => (
          <label key={method.id} className={styles.choice}>
            <input type="radio" name="paymentMethodId" value={method.id} defaultChecked={method.id === selectedId} required />
            <span>
              <strong>{method.name}</strong>
              {method.description && (
                <>
                  <br />
                  <span className={styles.muted}>{method.description}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="payment-method-error" hidden>
          {message(error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {pending ? t('accountCommon.saving') : t('accountCommon.save')}
        </Button>
      </div>
    </form>
  );
}
