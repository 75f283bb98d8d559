import { Form } from '@remix-run/react';
import { FieldError, fieldErrorId, type FormErrors } from '@gipfel/forms';
import { type LanguageCode, useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { Button } from '@gipfel/ui';
import { useId } from 'react';
import * as styles from '../styles/shell.css';

export interface NewsletterSignupProps {
  language: LanguageCode;
  /** The address typed before a failed submit (kept). */
  defaultEmail?: string;
  errors?: FormErrors;
}

/** The newsletter signup slot: a plain form to the newsletter page, which sends the opt-in mail. */
export function NewsletterSignup({ language, defaultEmail, errors }: NewsletterSignupProps) {
  const { t } = useTranslation('storefront');
  const id = useId();
  const inputId = `${id}-email`;
  const error = errors?.email;
  return (
    <Form method="post" action={localizePath('/newsletter-subscribe', language)} className={styles.newsletter} noValidate>
      <h2 className={styles.footerHeading}>{t('newsletter.heading')}</h2>
      <p>{t('newsletter.text')}</p>
      <label htmlFor={inputId}>{t('newsletter.emailLabel')}</label>
      <div className={styles.newsletterRow}>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={defaultEmail}
          className={styles.newsletterInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(inputId) : undefined}
        />
        <Button type="submit" variant="secondary">
          {t('newsletter.submit')}
        </Button>
      </div>
      {error ? <FieldError fieldId={inputId} error={error} /> : null}
    </Form>
  );
}
