import { Form } from '@remix-run/react';
import { Button, Checkbox, Select, TextField } from '@gipfel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shippingFieldOf, type GuestField } from '../lib/checkout-fields';
import * as styles from '../styles/checkout.css';

type Option = { value: string; label: string };

export interface CheckoutGuestFormProps {
  salutations: Option[];
  countries: (Option & { iso: string })[];
  /** The current guest or customer, to change the address. */
  initial: Partial<Record<GuestField, string>> | null;
  /** The last post of this form: the typed values and the errors per field. */
  result?: { values: Record<GuestField, string>; errors: Partial<Record<GuestField, { key: string; fallback: string }>>; formError?: string };
  busy: boolean;
  action: string;
}

/**
 * The delivery step for guests: a plain form that posts `intent=guest`. A ticked "different
 * delivery address" adds the recipient and address to deliver to (without JavaScript the
 * fields come with the answer of the first post).
 */
export function CheckoutGuestForm({ salutations, countries, initial, result, busy, action }: CheckoutGuestFormProps) {
  const { t } = useTranslation(['storefront', 'forms']);
  const values: Partial<Record<GuestField, string>> = result?.values ?? initial ?? {};
  const [separate, setSeparate] = useState(values.differentShipping === 'on');
  const swiss = countries.find((c) => c.iso === 'CH')?.value ?? countries[0]?.value ?? '';
  const countryOptions = countries.map(({ value, label }) => ({ value, label }));
  const errorOf = (field: GuestField) => {
    const error = result?.errors[field];
    return error ? t(error.key, { defaultValue: error.fallback || t('storefront:checkout.invalidField') }) : undefined;
  };
  const text = (field: GuestField, label: string, autoComplete: string, type = 'text') => (
    <TextField
      name={field}
      label={t(`storefront:checkout.${label}`)}
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
          label={t('storefront:checkout.salutation')}
          options={salutations}
          placeholder={t('storefront:checkout.salutationNone')}
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
          label={t('storefront:checkout.country')}
          options={countryOptions}
          defaultValue={values[name('countryId')] || swiss}
          error={errorOf(name('countryId'))}
          required
        />
      </>
    );
  };

  return (
    <Form method="post" action={action} className={styles.form} noValidate={false}>
      <input type="hidden" name="intent" value="guest" />
      {result?.formError && (
        <p className={styles.error} role="alert">
          {t(`storefront:${result.formError}`)}
        </p>
      )}
      {party('')}
      <Checkbox
        name="differentShipping"
        label={t('storefront:checkout.differentShipping')}
        checked={separate}
        onChange={(event) => setSeparate(event.currentTarget.checked)}
      />
      {separate && (
        <fieldset className={styles.shippingFields}>
          <legend className={styles.shippingLegend}>{t('storefront:checkout.shippingLegend')}</legend>
          {party('shipping')}
        </fieldset>
      )}
      <Button type="submit" disabled={busy}>
        {t('storefront:checkout.guestSubmit')}
      </Button>
    </Form>
  );
}
