import { useState, type FormEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { FormErrorSummary, type FormMessage } from '@gipfel/forms';
import { Button, Select, TextField, type SelectOption } from '@gipfel/ui';
import { Notice, presentErrors, useMessage, type AccountFormErrors } from './account-form-parts';
import { validateProfile } from './account-validation';
import * as styles from './account-pages.css';

export interface ProfileValues {
  salutationId: string;
  firstName: string;
  lastName: string;
  accountType: 'private' | 'business';
  company: string;
  vatId: string;
}

export interface ProfileFormProps {
  /** Where the form posts (default: the current URL). It posts `intent=profile`. */
  action?: string;
  salutations: ReadonlyArray<SelectOption>;
  defaultValues?: Partial<ProfileValues>;
  /** Field errors of the last post (client rules or mapped server violations). */
  errors?: AccountFormErrors;
  formError?: FormMessage;
  /** The last post succeeded. */
  saved?: boolean;
  pending?: boolean;
}

const fieldId = (field: string) => `profile-${field}`;

/** Change-profile form (Shopware's `POST /account/change-profile` fields). */
export function ProfileForm({ action, salutations, defaultValues = {}, errors, formError, saved, pending = false }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const [clientErrors, setClientErrors] = useState<AccountFormErrors | null>(null);
  const [accountType, setAccountType] = useState(defaultValues.accountType ?? 'private');
  const shown = clientErrors ?? errors ?? {};
  const labels = { salutationId: t('profileForm.salutation'), firstName: t('profileForm.firstName'), lastName: t('profileForm.lastName'), company: t('profileForm.company'), vatId: t('profileForm.vatId') };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const trimmed = (name: string) => String(data.get(name) ?? '').trim();
    const next = validateProfile({
      firstName: trimmed('firstName'),
      lastName: trimmed('lastName'),
      accountType: data.get('accountType') === 'business' ? 'business' : 'private',
      company: trimmed('company'),
    });
    if (Object.keys(next).length) {
      event.preventDefault();
      setClientErrors(next);
    } else setClientErrors(null);
  }

  return (
    <form method="post" action={action} className={styles.form} aria-labelledby="profile-form-title" aria-busy={pending || undefined} onSubmit={handleSubmit} noValidate>
      <h2 id="profile-form-title" className={styles.heading}>
        {t('profileForm.title')}
      </h2>
      <input type="hidden" name="intent" value="profile" />
      {saved && !clientErrors && <Notice kind="success">{t('accountCommon.saved')}</Notice>}
      {formError && <Notice kind="error">{message(formError)}</Notice>}
      <FormErrorSummary errors={presentErrors(shown)} labels={labels} fieldIds={Object.fromEntries(Object.keys(labels).map((f) => [f, fieldId(f)]))} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('profileForm.accountType')}</legend>
        {(['private', 'business'] as const).map((type) => (
          <label key={type} className={styles.choice}>
            <input type="radio" name="accountType" value={type} checked={accountType === type} onChange={() => setAccountType(type)} />
            {t(`profileForm.${type}`)}
          </label>
        ))}
      </fieldset>
      <Select
        id={fieldId('salutationId')}
        name="salutationId"
        label={t('profileForm.salutation')}
        options={salutations}
        placeholder={t('profileForm.salutationNone')}
        defaultValue={defaultValues.salutationId ?? ''}
        error={message(shown.salutationId)}
        optional
      />
      <div className={styles.row}>
        <TextField id={fieldId('firstName')} name="firstName" label={t('profileForm.firstName')} autoComplete="given-name" required maxLength={255} defaultValue={defaultValues.firstName} error={message(shown.firstName)} />
        <TextField id={fieldId('lastName')} name="lastName" label={t('profileForm.lastName')} autoComplete="family-name" required maxLength={255} defaultValue={defaultValues.lastName} error={message(shown.lastName)} />
      </div>
      {accountType === 'business' && (
        <div className={styles.row}>
          <TextField id={fieldId('company')} name="company" label={t('profileForm.company')} autoComplete="organization" required maxLength={255} defaultValue={defaultValues.company} error={message(shown.company)} />
          <TextField id={fieldId('vatId')} name="vatId" label={t('profileForm.vatId')} description={t('profileForm.vatIdHint')} optional maxLength={255} defaultValue={defaultValues.vatId} error={message(shown.vatId)} />
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {pending ? t('accountCommon.saving') : t('accountCommon.save')}
        </Button>
      </div>
    </form>
  );
}
