import { useTranslation } from '@gipfel/i18n';
import { Button } from '@gipfel/ui';
import type { CheckoutMethod } from './checkout-operations';
import { checkoutStepFormId } from './checkout-steps';
import { renderForm, type FormSlot } from './form-slot';
import * as styles from './checkout-forms.css';

export interface CheckoutMethodFormProps {
  kind: 'shipping' | 'payment';
  methods: CheckoutMethod[];
  selectedId: string | null;
  /** The steps before are complete. */
  enabled: boolean;
  /** Why the last post failed: a key under `checkout:page.*` (`shippingFailed`, `paymentFailed`). */
  error?: string;
  busy?: boolean;
  /** Where the form posts (`intent=shipping|payment` and `shippingMethodId` or `paymentMethodId`). */
  action: string;
  form?: FormSlot;
}

/** A checkout step that picks one method from a radio list and posts `intent=shipping|payment`. */
export function CheckoutMethodForm({ kind, methods, selectedId, enabled, error, busy = false, action, form = 'form' }: CheckoutMethodFormProps) {
  const { t } = useTranslation('checkout');
  const headingId = `checkout-${kind}`;
  const field = kind === 'shipping' ? 'shippingMethodId' : 'paymentMethodId';
  const heading = t(kind === 'shipping' ? 'page.shippingHeading' : 'page.paymentHeading');
  return (
    <section id={kind} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {error && (
        <p className={styles.error} role="alert">
          {t(`page.${error}`)}
        </p>
      )}
      {methods.length === 0 ? (
        <p>{t('page.noMethods')}</p>
      ) : (
        renderForm(
          form,
          { id: checkoutStepFormId(kind), method: 'post', action, className: styles.form },
          <input type="hidden" name="intent" value={kind} />,
          <fieldset className={styles.methods} disabled={!enabled}>
            <legend className={styles.legend}>{heading}</legend>
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
              {t(kind === 'shipping' ? 'page.chooseShipping' : 'page.choosePayment')}
            </Button>
          </fieldset>,
        )
      )}
    </section>
  );
}
