import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { FormMessage } from './form-message';
import * as styles from './forms.css';
import { useTranslateFormMessage } from './use-form-message';

export interface FormErrorSummaryProps {
  /** Errors by field name, as returned by `validateForm` or mapped from server violations. */
  errors: Record<string, FormMessage> | undefined;
  /** Id of each field's control where it differs from the field name. */
  fieldIds?: Record<string, string>;
  /** Each field's visible label, shown before its message. */
  labels?: Record<string, string>;
  className?: string;
}

/**
 * Lists a form's errors at its top. It is announced (role alert) and takes focus when
 * it appears, and each entry links to its field, so keyboard users land on the problem.
 */
export function FormErrorSummary({ errors, fieldIds = {}, labels = {}, className }: FormErrorSummaryProps) {
  const { t } = useTranslation('forms');
  const translate = useTranslateFormMessage();
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors ?? {});
  // Focus again whenever a new set of errors comes in, not on every render.
  const signature = entries.map(([field, message]) => `${field}:${message.key}`).join('|');

  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);

  if (entries.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <div ref={ref} role="alert" tabIndex={-1} className={className ? `${styles.summary} ${className}` : styles.summary}>
      <p className={styles.summaryTitle}>{t('summary.title', { count: entries.length })}</p>
      <ul className={styles.summaryList}>
        {entries.map(([field, message]) => {
          const id = fieldIds[field] ?? field;
          const label = labels[field];
          return (
            <li key={field}>
              <a className={styles.summaryLink} href={`#${id}`} onClick={(event) => focusField(event, id)}>
                {label ? `${label}: ` : ''}
                {translate(message)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
