import { useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { FormErrorSummary, type FormMessage } from '@gipfel/forms';
import { Button, Select, TextField, type SelectOption } from '@gipfel/ui';
import { Notice, presentErrors, useMessage, type AccountFormErrors } from './account-form-parts';
import { validateAddress } from './account-validation';
import * as styles from './account-pages.css';

export const addressFields = [
  'salutationId',
  'firstName',
  'lastName',
  'company',
  'street',
  'additionalAddressLine1',
  'zipcode',
  'city',
  'countryId',
  'countryStateId',
  'phoneNumber',
] as const;
export type AddressField = (typeof addressFields)[number];
export type AddressValues = Record<AddressField, string>;

export interface AddressFormProps {
  /** Where the form posts (default: the current URL). It posts `intent=address` (+ `addressId` when editing). */
  action?: string;
  /** Set when editing an existing address. */
  addressId?: string;
  salutations: ReadonlyArray<SelectOption>;
  countries: ReadonlyArray<SelectOption>;
  /** The states (cantons) of `statesCountryId`; the canton select shows only for that country. */
  states?: ReadonlyArray<SelectOption>;
  statesCountryId?: string;
  defaultValues?: Partial<AddressValues>;
  errors?: AccountFormErrors;
  formError?: FormMessage;
  /** Link that leaves the form (e.g. back to the list). */
  cancelHref?: string;
  pending?: boolean;
}

/** Add or edit a customer address; a plain post form, checked again by the Store API. */
export function AddressForm({ action, addressId, salutations, countries, states = [], statesCountryId, defaultValues = {}, errors, formError, cancelHref, pending = false }: AddressFormProps) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const prefix = addressId ? `address-${addressId.slice(0, 8)}` : 'address-new';
  const id = (field: AddressField) => `${prefix}-${field}`;
  const [clientErrors, setClientErrors] = useState<AccountFormErrors | null>(null);
  const [countryId, setCountryId] = useState(defaultValues.countryId || statesCountryId || countries[0]?.value || '');
  const shown = clientErrors ?? errors ?? {};
  const label = (field: AddressField) => t(`addressForm.${field === 'countryId' ? 'country' : field === 'countryStateId' ? 'state' : field === 'salutationId' ? 'salutation' : field}`);
  const labels = Object.fromEntries(addressFields.map((f) => [f, label(f)]));
  const titleId = `${prefix}-title`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    // The same check as the host's action runs (which also runs without JavaScript).
    const next = validateAddress(Object.fromEntries(addressFields.map((field) => [field, String(data.get(field) ?? '')])));
    if (Object.keys(next).length) {
      event.preventDefault();
      setClientErrors(next);
    } else setClientErrors(null);
  }

  const text = (field: AddressField, autoComplete: string, extra: { optional?: boolean; type?: string } = {}) => (
    <TextField
      id={id(field)}
      name={field}
      label={label(field)}
      type={extra.type ?? 'text'}
      autoComplete={autoComplete}
      required={!extra.optional}
      optional={extra.optional}
      maxLength={255}
      defaultValue={defaultValues[field] ?? ''}
      error={message(shown[field])}
    />
  );

  return (
    <form method="post" action={action} className={styles.form} aria-labelledby={titleId} aria-busy={pending || undefined} onSubmit={handleSubmit} noValidate>
      <h2 id={titleId} className={styles.heading}>
        {t(addressId ? 'addressForm.editTitle' : 'addressForm.addTitle')}
      </h2>
      <input type="hidden" name="intent" value="address" />
      {addressId && <input type="hidden" name="addressId" value={addressId} />}
      {formError && <Notice kind="error">{message(formError)}</Notice>}
      <FormErrorSummary errors={presentErrors(shown)} labels={labels} fieldIds={Object.fromEntries(addressFields.map((f) => [f, id(f)]))} />
      <Select id={id('salutationId')} name="salutationId" label={label('salutationId')} options={salutations} placeholder={t('addressForm.salutationNone')} defaultValue={defaultValues.salutationId ?? ''} error={message(shown.salutationId)} optional />
      <div className={styles.row}>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </div>
      {text('company', 'organization', { optional: true })}
      {text('street', 'address-line1')}
      {text('additionalAddressLine1', 'address-line2', { optional: true })}
      <div className={styles.row}>
        {text('zipcode', 'postal-code')}
        {text('city', 'address-level2')}
      </div>
      <Select id={id('countryId')} name="countryId" label={label('countryId')} options={countries} value={countryId} onChange={(event) => setCountryId(event.target.value)} error={message(shown.countryId)} required />
      {states.length > 0 && (!statesCountryId || countryId === statesCountryId) && (
        <Select id={id('countryStateId')} name="countryStateId" label={label('countryStateId')} options={states} placeholder={t('addressForm.stateNone')} defaultValue={defaultValues.countryStateId ?? ''} error={message(shown.countryStateId)} optional />
      )}
      {text('phoneNumber', 'tel', { optional: true, type: 'tel' })}
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {t(addressId ? 'addressForm.submitEdit' : 'addressForm.submitAdd')}
        </Button>
        {cancelHref && <a href={cancelHref}>{t('accountCommon.cancel')}</a>}
      </div>
    </form>
  );
}
