import { useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { Button, Checkbox, Select, TextField } from '@gipfel/ui';
import type { CheckoutOption } from './checkout-operations';
import { checkoutStepFormId } from './checkout-steps';
import { renderForm, type FormSlot } from './form-slot';
import { shippingFieldOf, type GuestErrors, type GuestField, type GuestValues } from './guest-form';
import * as styles from './checkout-forms.css';

export interface CheckoutGuestFormProps {
  salutations: CheckoutOption[];
  countries: (CheckoutOption & { iso: string })[];
  /** The current guest or customer, to change the address. */
  initial?: Partial<Record<GuestField, string>> | null;
  /** The last post of this form: the typed values, the errors per field and a message for the whole form. */
  result?: { values: GuestValues; errors: GuestErrors; formError?: string };
  busy?: boolean;
  /** Where the form posts (`intent=guest` and the fields). */
  action: string;
  form?: FormSlot;
}

/**
 * The delivery step for guests: a form that posts `intent=guest`. A ticked "different delivery
 * address" adds the recipient and address to deliver to (without JavaScript the fields come
 * with the answer of the first post).
 */
export function CheckoutGuestForm({ salutations, countries, initial, result, busy = false, action, form = 'form' }: CheckoutGuestFormProps) {
  const { t } = useTranslation(['checkout', 'forms']);
  const values: Partial<Record<GuestField, string>> = result?.values ?? initial ?? {};
  const [separate, setSeparate] = useState(values.differentShipping === 'on');
  const swiss = countries.find((c) => c.iso === 'CH')?.value ?? countries[0]?.value ?? '';
  const countryOptions = countries.map(({ value, label }) => ({ value, label }));
  const errorOf = (field: GuestField) => {
    const error = result?.errors[field];
    return error ? t(error.key, { defaultValue: error.fallback || t('checkout:page.invalidField') }) : undefined;
  };
  const text = (field: GuestField, label: string, autoComplete: string, type = 'text') => (
    <TextField
      name={field}
      label={t(`checkout:page.${label}`)}
      type={type}
      required
      autoComplete={autoComplete}
      defaultValue={values[field] ?? ''}
      error={errorOf(field)}
      maxLength={255}
    />
  );
  // The fields of one party; the separate delivery address's are named `shippingCity` and so on,
  // and browsers fill them from the shopper's "shipping" address.
  const party = (prefix: '' | 'shipping') => {
    const name = (field: string) => (prefix ? shippingFieldOf(field) : field) as GuestField;
    const section = prefix ? 'shipping ' : '';
    return (
      <>
        <Select
          name={name('salutationId')}
          label={t('checkout:page.salutation')}
          options={salutations}
          placeholder={t('checkout:page.salutationNone')}
          defaultValue={values[name('salutationId')] ?? ''}
          error={errorOf(name('salutationId'))}
          optional
        />
        <div className={styles.row}>
          {text(name('firstName'), 'firstName', `${section}given-name`)}
          {text(name('lastName'), 'lastName', `${section}family-name`)}
        </div>
        {!prefix && text('email', 'email', 'email', 'email')}
        {text(name('street'), 'street', `${section}street-address`)}
        <div className={styles.row}>
          {text(name('zipcode'), 'zipcode', `${section}postal-code`)}
          {text(name('city'), 'city', `${section}address-level2`)}
        </div>
        <Select
          name={name('countryId')}
          label={t('checkout:page.country')}
          options={countryOptions}
          defaultValue={values[name('countryId')] || swiss}
          error={errorOf(name('countryId'))}
          required
        />
      </>
    );
  };

  return renderForm(
    form,
    { id: checkoutStepFormId('delivery'), method: 'post', action, className: styles.form },
    <input type="hidden" name="intent" value="guest" />,
    result?.formError && (
      <p className={styles.error} role="alert">
        {t(`checkout:page.${result.formError}`)}
      </p>
    ),
    party(''),
    <Checkbox
      name="differentShipping"
      label={t('checkout:page.differentShipping')}
      checked={separate}
      onChange={(event) => setSeparate(event.currentTarget.checked)}
    />,
    separate && (
      <fieldset className={styles.shippingFields}>
        <legend className={styles.shippingLegend}>{t('checkout:page.shippingLegend')}</legend>
        {party('shipping')}
      </fieldset>
    ),
    <Button type="submit" disabled={busy}>
      {t('checkout:page.guestSubmit')}
    </Button>,
  );
}
