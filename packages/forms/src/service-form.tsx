import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { Button, Checkbox, Select, TextField } from '@gipfel/ui';
import { CaptchaField } from './captcha-field';
import { readCaptchaChallenge, solveCaptchaChallenge } from './captcha-proof';
import { CaptchaWidget } from './captcha-widget';
import type { CaptchaWidgetConfig } from './captcha-widget-config';
import { FieldError, fieldErrorId } from './field-error';
import { FileUploadField } from './file-upload-field';
import { FormErrorSummary } from './form-error-summary';
import type { FormMessage } from './form-message';
import {
  serviceFormLayout,
  serviceFormRequired,
  serviceFormSalutations,
  serviceFormUpload,
  type ServiceFormField,
  type ServiceFormKind,
} from './service-form-schema';
import * as styles from './service-form.css';
import { useTranslateFormMessage } from './use-form-message';
import type { SubmittedValues } from './validate-form';

export interface ServiceFormProps {
  kind: ServiceFormKind;
  /** Where the form posts (default: the current URL). */
  action?: string;
  /** Values to show again after a failed submit. */
  values?: SubmittedValues;
  /** Errors by field (`photo`, `captchaValue`, …), from `validateForm` or mapped server violations. */
  errors?: Record<string, FormMessage>;
  /** The captcha image (see `CaptchaField`) and where its proof-of-work challenge is fetched; not needed with `captchaWidget`. */
  captcha?: { imageSrc: string; id?: string; challengeSrc?: string };
  /** The third-party captcha widget (see `captchaWidgetConfig`): replaces the image captcha when set. */
  captchaWidget?: CaptchaWidgetConfig | null;
  /** With JavaScript: fetch a new captcha instead of reloading the image. */
  onRefreshCaptcha?: () => void;
  /** A file had been chosen before the failed submit: ask for it again. */
  fileNotKept?: boolean;
  /** The form was sent: the confirmation is shown instead of the form. */
  sent?: boolean;
  /** A failure of the whole form (`tooManyWithoutScript`: the budget of forms sent without the proof of work, decision 0048). */
  problem?: 'tooManyRequests' | 'tooManyWithoutScript' | 'failed' | null;
  /** With `problem: 'tooManyRequests'`: seconds to wait. */
  retryAfterSeconds?: number;
  /** Prefix of the field ids, so several forms can share a page (default `service-{kind}`). */
  idPrefix?: string;
  /** Heading level of the form's title; `null` leaves the title out (the page has its own). */
  headingLevel?: 2 | 3 | null;
  pending?: boolean;
  /** Posted as hidden fields for the Store API (CMS pages). */
  navigationId?: string;
  slotId?: string;
}

const wideFields = new Set<ServiceFormField>(['comment', 'problemDescription', 'itemDescription', 'proofOfPurchase', 'returnLabelRequested', 'photo', 'address']);
const textAreas = new Set<ServiceFormField>(['comment', 'problemDescription', 'itemDescription']);
const checkboxes = new Set<ServiceFormField>(['proofOfPurchase', 'returnLabelRequested']);
const autoComplete: Partial<Record<ServiceFormField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  address: 'street-address',
  postcode: 'postal-code',
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The contact, repair request, return and warranty forms: one plain
 * `<form method="post" encType="multipart/form-data">` that works before JavaScript loads, with
 * the fields of its kind, a photo upload where it makes sense, a honeypot field, the image
 * captcha (or the third-party widget when one is configured), an error summary that takes focus and errors tied to their fields.
 */
export function ServiceForm({
  kind,
  action,
  values = {},
  errors = {},
  captcha,
  captchaWidget,
  onRefreshCaptcha,
  fileNotKept,
  sent,
  problem,
  retryAfterSeconds,
  idPrefix = `service-${kind}`,
  headingLevel = 2,
  pending = false,
  navigationId,
  slotId,
}: ServiceFormProps) {
  const { t } = useTranslation('forms');
  const translate = useTranslateFormMessage();
  const successRef = useRef<HTMLParagraphElement>(null);
  const [proving, setProving] = useState(false);
  // A page restored from the back/forward cache shows the form ready again.
  useEffect(() => {
    const ready = (event: PageTransitionEvent) => {
      if (event.persisted) setProving(false);
    };
    window.addEventListener('pageshow', ready);
    return () => window.removeEventListener('pageshow', ready);
  }, []);
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const idOf = (field: string) => `${idPrefix}-${field}`;
  const required = new Set(serviceFormRequired[kind]);
  const labelOf = (field: ServiceFormField) => t(`service.fields.${kind === 'return' && field === 'comment' ? 'reason' : field}`);
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const title = Heading ? <Heading>{t(`service.kinds.${kind}.title`)}</Heading> : null;

  if (sent) {
    return (
      <section aria-label={t(`service.kinds.${kind}.title`)}>
        {title}
        <p ref={successRef} role="status" tabIndex={-1} className={styles.success}>
          {t(`service.kinds.${kind}.success`)}
        </p>
      </section>
    );
  }

  const fieldIds: Record<string, string> = { captchaValue: idOf('captchaValue') };
  const labels: Record<string, string> = { captchaValue: t(captchaWidget ? 'service.captcha.legend' : 'service.captcha.label') };
  // The widget's token field reports on the captcha's place in the form.
  fieldIds._grecaptcha_v3 = fieldIds.captchaValue!;
  labels._grecaptcha_v3 = labels.captchaValue!;
  for (const [, fields] of serviceFormLayout[kind]) {
    for (const field of fields) {
      fieldIds[field] = idOf(field);
      labels[field] = labelOf(field);
    }
  }

  function renderField(field: ServiceFormField): ReactNode {
    const id = idOf(field);
    const error = errors[field];
    const message = error ? translate(error) : undefined;
    const isRequired = required.has(field);
    const className = wideFields.has(field) ? styles.wide : undefined;
    const value = first(values[field]);
    if (field === 'salutation') {
      return (
        <Select
          key={field}
          id={id}
          name={field}
          label={labelOf(field)}
          required={isRequired}
          placeholder={t('service.fields.salutationChoose')}
          options={serviceFormSalutations.map((key) => ({ value: key, label: t(`service.fields.salutations.${key}`) }))}
          defaultValue={value ?? ''}
          error={message}
        />
      );
    }
    if (checkboxes.has(field)) {
      return (
        <Checkbox
          key={field}
          id={id}
          name={field}
          label={labelOf(field)}
          required={isRequired}
          defaultChecked={value !== undefined && value !== ''}
          error={message}
          className={className}
        />
      );
    }
    if (field === 'photo') {
      return (
        <FileUploadField
          key={field}
          id={id}
          name={field}
          label={labelOf(field)}
          accept={serviceFormUpload.accept}
          typeNames={serviceFormUpload.typeNames}
          maxMB={serviceFormUpload.maxMB}
          error={error}
          chooseAgain={fileNotKept}
          className={className}
        />
      );
    }
    if (textAreas.has(field)) {
      const descriptionIds = error ? fieldErrorId(id) : undefined;
      return (
        <div key={field} className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={id} className={styles.label}>
            {labelOf(field)}
            {isRequired ? (
              <span aria-hidden="true" className={styles.requiredMark}>
                *
              </span>
            ) : null}
          </label>
          <textarea
            id={id}
            name={field}
            required={isRequired}
            rows={6}
            maxLength={5000}
            defaultValue={value}
            className={`${styles.control} ${styles.textarea}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={descriptionIds}
          />
          <FieldError fieldId={id} error={error} />
        </div>
      );
    }
    const hint = field === 'itemNumbers' ? t('service.fields.itemNumbersHint') : field === 'invoiceNumber' ? t('service.fields.invoiceNumberHint') : undefined;
    return (
      <TextField
        key={field}
        id={id}
        name={field}
        label={labelOf(field)}
        required={isRequired}
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        inputMode={field === 'itemPrice' ? 'decimal' : field === 'quantity' ? 'numeric' : undefined}
        autoComplete={autoComplete[field]}
        defaultValue={value}
        description={hint}
        error={message}
        className={className}
      />
    );
  }

  // With JavaScript: solve the captcha's proof of work, then send the form as the browser would
  // (decision 0048). Without JavaScript, or when the challenge cannot be had, the form goes
  // without it and the Store API counts it against the small budget of such answers.
  async function proveAndSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const proof = form.elements.namedItem('captchaProof');
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(proof instanceof HTMLInputElement) || !proof.dataset.challengeSrc || submitter?.getAttribute('name') === 'intent') return;
    event.preventDefault();
    if (proving) return;
    setProving(true);
    proof.value = '';
    try {
      const response = await fetch(proof.dataset.challengeSrc, { headers: { accept: 'application/json' }, cache: 'no-store' });
      const challenge = response.ok ? readCaptchaChallenge(await response.json()) : null;
      if (challenge) proof.value = (await solveCaptchaChallenge(challenge)) ?? '';
    } catch {
      // Sent without the proof.
    }
    form.submit();
  }

  const busy = pending || proving;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={action}
      className={styles.form}
      aria-label={t(`service.kinds.${kind}.title`)}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => void proveAndSubmit(event)}
    >
      {title}
      <p className={styles.intro}>{t(`service.kinds.${kind}.intro`)}</p>
      {problem ? (
        <p role="alert" className={styles.status}>
          {problem === 'tooManyRequests' || problem === 'tooManyWithoutScript'
            ? t(`service.${problem}`, { seconds: retryAfterSeconds ?? 60 })
            : t('service.failed')}
        </p>
      ) : null}
      <FormErrorSummary errors={errors} fieldIds={fieldIds} labels={labels} />
      <p className={styles.note}>{t('service.requiredNote')}</p>
      <input type="hidden" name="formType" value={kind} />
      {navigationId ? <input type="hidden" name="navigationId" value={navigationId} /> : null}
      {slotId ? <input type="hidden" name="slotId" value={slotId} /> : null}
      {serviceFormLayout[kind].map(([section, fields]) => (
        <fieldset key={section} className={styles.section}>
          <legend className={styles.legend}>{t(`service.sections.${section}`)}</legend>
          {fields.map(renderField)}
        </fieldset>
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={idOf('website')}>{t('service.fields.honeypot')}</label>
        <input id={idOf('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {captchaWidget ? (
        <CaptchaWidget config={captchaWidget} id={idOf('captchaValue')} error={errors.captchaValue ?? errors._grecaptcha_v3} />
      ) : captcha ? (
        <CaptchaField
          imageSrc={captcha.imageSrc}
          captchaId={captcha.id}
          challengeSrc={captcha.challengeSrc}
          id={idOf('captchaValue')}
          error={errors.captchaValue}
          onRefresh={onRefreshCaptcha}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('service.sending') : t(`service.kinds.${kind}.submit`)}
        </Button>
      </div>
    </form>
  );
}
