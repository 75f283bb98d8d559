import { Form } from '@remix-run/react';
import { Button } from '@gipfel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../styles/checkout.css';

export interface CheckoutMethodFormProps {
  kind: 'shipping' | 'payment';
  methods: { id: string; name: string; description: string }[];
  selectedId: string | null;
  /** The steps before are complete. */
  enabled: boolean;
  /** Key of a storefront text, from the last post. */
  error?: string;
  busy: boolean;
  action: string;
}

/** A checkout step that picks one method from a radio list and posts `intent=shipping|payment`. */
export function CheckoutMethodForm({ kind, methods, selectedId, enabled, error, busy, action }: CheckoutMethodFormProps) {
  const { t } = useTranslation('storefront');
  const headingId = `checkout-${kind}`;
  const field = kind === 'shipping' ? 'shippingMethodId' : 'paymentMethodId';
  return (
    <section id={kind} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(kind === 'shipping' ? 'checkout.shippingHeading' : 'checkout.paymentHeading')}
      </h2>
      {error && (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      )}
      {methods.length === 0 ? (
        <p>{t('checkout.noMethods')}</p>
      ) : (
        <Form method="post" action={action} className={styles.form}>
          <input type="hidden" name="intent" value={kind} />
          <fieldset className={styles.methods} disabled={!enabled}>
            <legend className={styles.legend}>{t(kind === 'shipping' ? 'checkout.shippingHeading' : 'checkout.paymentHeading')}</legend>
            {methods.map((method) => (
              <label key={method.id} className={styles.method}>
                <input type="radio" name={field} value={method.id} defaultChecked={method.id === selectedId} required />
                <span>
                  <strong>{method.name}</strong>
                  {method.description && <span className={styles.methodDescription}>{method.description}</span>}
                </span>
              </label>
            ))}
            <Button type="submit" variant="secondary" disabled={busy}>
              {t(kind === 'shipping' ? 'checkout.chooseShipping' : 'checkout.choosePayment')}
            </Button>
          </fieldset>
        </Form>
      )}
    </section>
  );
}
