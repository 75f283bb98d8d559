import { useTranslation } from '@gipfel/i18n';
import { Button, Checkbox } from '@gipfel/ui';
import type { CheckoutFormError } from './checkout-operations';
import { checkoutStepFormId } from './checkout-steps';
import { renderForm, type FormSlot } from './form-slot';
import * as styles from './checkout-forms.css';

export interface CheckoutOrderFormProps {
  /** The cart holds digital content: the shopper waives the right of withdrawal (`requiresWithdrawalWaiver`). */
  waiver: boolean;
  /** The last post of this form: why the order was not placed and the consents as given. */
  result?: { formError: CheckoutFormError | string; termsAccepted?: boolean; waiverAccepted?: boolean };
  busy?: boolean;
  /** Where the form posts (`intent=order`, `tos`, `withdrawalWaiver`). */
  action: string;
  form?: FormSlot;
}

/** The last step: the terms (and for downloads the waiver) and "place order", which posts `intent=order`. */
export function CheckoutOrderForm({ waiver, result, busy = false, action, form = 'form' }: CheckoutOrderFormProps) {
  const { t } = useTranslation('checkout');
  return renderForm(
    form,
    { id: checkoutStepFormId('summary'), method: 'post', action, className: styles.form },
    <input type="hidden" name="intent" value="order" />,
    result && (
      <p className={styles.error} role="alert">
        {t(`page.${result.formError}`)}
      </p>
    ),
    <Checkbox
      name="tos"
      label={t('page.terms')}
      required
      defaultChecked={result?.termsAccepted}
      error={result?.formError === 'termsRequired' ? t('page.termsRequired') : undefined}
    />,
    waiver && (
      <Checkbox
        name="withdrawalWaiver"
        label={t('page.withdrawalWaiver')}
        required
        defaultChecked={result?.waiverAccepted}
        error={result?.formError === 'withdrawalWaiverRequired' ? t('page.withdrawalWaiverRequired') : undefined}
      />
    ),
    <Button type="submit" disabled={busy}>
      {t('page.placeOrder')}
    </Button>,
  );
}
