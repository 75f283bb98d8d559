import { Form } from '@remix-run/react';
import { Button, Select, TextField } from '@gipfel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../styles/checkout.css';

type GuestField = 'salutationId' | 'firstName' | 'lastName' | 'email' | 'street' | 'zipcode' | 'city' | 'countryId';

export interface CheckoutGuestFormProps {
  salutations: { value: string; label: string }[];
  countries: { value: string; label: string; iso: string }[];
  /** The current guest or customer, to change the address. */
  initial: Partial<Record<GuestField, string>> | null;
  /** The last post of this form: the typed values and the errors per field. */
  result?: { values: Record<GuestField, string>; errors: Partial<Record<GuestField, { key: string; fallback: string }>>; formError?: string };
  busy: boolean;
  action: string;
}

/** The delivery step for guests: a plain form that posts `intent=guest`. */
export function CheckoutGuestForm({ salutations, countries, initial, result, busy, action }: CheckoutGuestFormProps) {
  const { t } = useTranslation(['storefront', 'forms']);
  const values: Partial<Record<GuestField, string>> = result?.values ?? initial ?? {};
  const swiss = countries.find((c) => c.iso === 'CH')?.value ?? countries[0]?.value ?? '';
  const errorOf = (field: GuestField) => {
    const error = result?.errors[field];
    return error ? t(error.key, { defaultValue: error.fallback || t('storefront:checkout.invalidField') }) : undefined;
  };
  const text = (field: Exclude<GuestField, 'salutationId' | 'countryId'>, autoComplete: string, type = 'text') => (
    <TextField
      name={field}
      label={t(`storefront:checkout.${field}`)}
      type={type}
      required
      autoComplete={autoComplete}
      defaultValue={values[field] ?? ''}
      error={errorOf(field)}
      maxLength={255}
    />
  );

  return (
    <Form method="post" action={action} className={styles.form} noValidate={false}>
      <input type="hidden" name="intent" value="guest" />
      {result?.formError && (
        <p className={styles.error} role="alert">
          {t(`storefront:${result.formError}`)}
        </p>
      )}
      <Select
        name="salutationId"
        label={t('storefront:checkout.salutation')}
        options={salutations}
        placeholder={t('storefront:checkout.salutationNone')}
        defaultValue={values.salutationId ?? ''}
        error={errorOf('salutationId')}
        optional
      />
      <div className={styles.row}>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </div>
      {text('email', 'email', 'email')}
      {text('street', 'street-address')}
      <div className={styles.row}>
        {text('zipcode', 'postal-code')}
        {text('city', 'address-level2')}
      </div>
      <Select
        name="countryId"
        label={t('storefront:checkout.country')}
        options={countries.map(({ value, label }) => ({ value, label }))}
        defaultValue={values.countryId || swiss}
        error={errorOf('countryId')}
        required
      />
      <Button type="submit" disabled={busy}>
        {t('storefront:checkout.guestSubmit')}
      </Button>
    </Form>
  );
}
