import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { FormErrorSummary, type FormErrors } from '@gipfel/forms';
import { Button, Select, TextField, type SelectOption } from '@gipfel/ui';
import { passwordMinLength, readRegisterValues, validateRegistration, type RegisterField, type RegisterValues } from './auth-validation';
import * as styles from './auth-forms.css';

export interface RegisterFormProps {
  /** Where the form posts (default: the current URL). */
  action?: string;
  /** Salutations from `POST /salutation` as options (value = id). */
  salutations: SelectOption[];
  /** Countries from `POST /country` as options (value = id). */
  countries: SelectOption[];
  /** The states (cantons) of the chosen country from `/country-state/{countryId}`; none hides the field. */
  states?: SelectOption[];
  /** The state must be chosen (the country's `forceStateInRegistration`). */
  stateRequired?: boolean;
  /** The country chosen when nothing was posted yet (e.g. Switzerland). */
  defaultCountryId?: string;
  /** What the shopper typed (after a failed post); passwords are never put back. */
  defaultValues?: Partial<RegisterValues>;
  /** Errors by field (local checks or mapped server violations); `form` for the whole form. */
  errors?: FormErrors;
  /** Registration into a customer group: posted as hidden `requestedGroupId`. */
  requestedGroupId?: string;
  /** Posted as hidden `redirectTo`. */
  redirectTo?: string;
  /** Link to the sign-in page. */
  loginHref?: string;
  /** With JavaScript: the country changed, so the host can load its states. */
  onCountryChange?: (countryId: string) => void;
  pending?: boolean;
}


/**
 * Sign-up for private and business customers with the billing address: a plain
 * `<form method="post">` with Shopware's field names; JavaScript checks it before posting.
 */
export function RegisterForm({
  action,
  salutations,
  countries,
  states = [],
  stateRequired = false,
  defaultCountryId,
  defaultValues = {},
  errors: serverErrors,
  requestedGroupId,
  redirectTo,
  loginHref,
  onCountryChange,
  pending = false,
}: RegisterFormProps) {
  const { t } = useTranslation(['account', 'forms']);
  const [accountType, setAccountType] = useState(defaultValues.accountType === 'business' ? 'business' : 'private');
  const [localErrors, setLocalErrors] = useState<FormErrors | null>(null);
  const errors = localErrors ?? serverErrors ?? {};
  const id = (field: string) => `register-${field}`;
  const label = (field: RegisterField) => t(`register.${field === 'emailConfirmation' ? 'emailConfirm' : field === 'salutationId' ? 'salutation' : field === 'countryId' ? 'country' : field === 'countryStateId' ? 'state' : field}`);
  const errorOf = (field: RegisterField) => {
    const message = errors[field];
    return message ? t(message.key, { ns: 'forms', ...message.params }) : undefined;
  };
  const business = accountType === 'business';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validateRegistration(readRegisterValues(new FormData(event.currentTarget)), { stateRequired: stateRequired && states.length > 0 });
    setLocalErrors(found);
    if (Object.keys(found).length) event.preventDefault();
  }

  function handleCountry(event: ChangeEvent<HTMLSelectElement>) {
    onCountryChange?.(event.currentTarget.value);
  }

  const text = (field: RegisterField, autoComplete: string, options: { type?: string; required?: boolean; description?: string } = {}) => (
    <TextField
      id={id(field)}
      name={field}
      label={label(field)}
      type={options.type ?? 'text'}
      autoComplete={autoComplete}
      required={options.required ?? true}
      optional={options.required === false}
      description={options.description}
      defaultValue={field === 'password' ? undefined : (defaultValues[field] ?? '')}
      maxLength={255}
      error={errorOf(field)}
    />
  );

  const fieldIds = Object.fromEntries(Object.keys(errors).map((field) => [field, id(field)]));
  const labels = Object.fromEntries(
    Object.keys(errors)
      .filter((field) => field !== 'form')
      .map((field) => [field, label(field as RegisterField)]),
  );
  const { form: formMessage, ...fieldErrors } = errors;

  return (
    <form method="post" action={action} className={styles.form} aria-label={t('register.title')} aria-busy={pending || undefined} onSubmit={handleSubmit} noValidate>
      {formMessage && (
        <p className={styles.formError} role="alert">
          {t(formMessage.key, { ns: 'forms', ...formMessage.params })}
        </p>
      )}
      <FormErrorSummary errors={fieldErrors} fieldIds={fieldIds} labels={labels} />
      {requestedGroupId && (
        <>
          <input type="hidden" name="requestedGroupId" value={requestedGroupId} />
          <p className={styles.muted}>{t('register.groupIntro')}</p>
        </>
      )}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('register.accountLegend')}</legend>
        <div className={styles.choices}>
          {(['private', 'business'] as const).map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" name="accountType" value={type} checked={accountType === type} onChange={() => setAccountType(type)} />
              {t(`register.accountType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={`${styles.fieldset} ${styles.businessFields}`} data-testid="register-business-fields">
        <legend className={styles.legend}>{t('register.businessLegend')}</legend>
        <p className={styles.muted}>{t('register.businessNote')}</p>
        {text('company', 'organization', { required: business })}
        {text('vatId', 'off', { required: business, description: t('register.vatIdHint') })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('register.personalLegend')}</legend>
        <Select
          id={id('salutationId')}
          name="salutationId"
          label={label('salutationId')}
          options={salutations}
          placeholder={t('register.salutationNone')}
          defaultValue={defaultValues.salutationId ?? ''}
          error={errorOf('salutationId')}
          optional
        />
        <div className={styles.row}>
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('register.accessLegend')}</legend>
        {text('email', 'email', { type: 'email' })}
        {text('emailConfirmation', 'email', { type: 'email' })}
        {text('password', 'new-password', { type: 'password', description: t('register.passwordHint', { min: passwordMinLength }) })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('register.addressLegend')}</legend>
        {text('street', 'street-address')}
        <div className={styles.row}>
          {text('zipcode', 'postal-code')}
          {text('city', 'address-level2')}
        </div>
        <Select
          id={id('countryId')}
          name="countryId"
          label={label('countryId')}
          options={countries}
          defaultValue={defaultValues.countryId || defaultCountryId || countries[0]?.value || ''}
          error={errorOf('countryId')}
          onChange={handleCountry}
          required
        />
        {states.length > 0 && (
          <Select
            // A new list of states starts without a choice.
            key={states.map((s) => s.value).join()}
            id={id('countryStateId')}
            name="countryStateId"
            label={label('countryStateId')}
            options={states}
            placeholder={t('register.stateNone')}
            defaultValue={defaultValues.countryStateId ?? ''}
            error={errorOf('countryStateId')}
            required={stateRequired}
            optional={!stateRequired}
          />
        )}
      </fieldset>

      <p className={styles.muted}>{t('register.dataProtection')}</p>

      <Button type="submit" disabled={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>

      {loginHref && (
        <p className={styles.muted}>
          {t('register.haveAccount')} <a href={loginHref}>{t('register.signIn')}</a>
        </p>
      )}
    </form>
  );
}
