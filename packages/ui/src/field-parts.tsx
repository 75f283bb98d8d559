import { useId, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import * as styles from './field.css';
import { VisuallyHidden } from './visually-hidden';

/** Ids that tie a form control to its description and error message. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  return {
    controlId,
    descriptionId: `${controlId}-description`,
    errorId: `${controlId}-error`,
  };
}

/**
 * Everything a field control needs for its accessible wiring: its id, whether a description and
 * an error are shown, and the props `aria-invalid` / `aria-describedby` (the caller's own ids last).
 */
export function useFieldState({
  id,
  description,
  error,
  describedBy,
}: {
  id: string | undefined;
  description: unknown;
  error: unknown;
  describedBy: string | undefined;
}) {
  const { controlId, descriptionId, errorId } = useFieldIds(id);
  const hasDescription = description != null && description !== false;
  const hasError = error != null && error !== false && error !== '';
  return {
    controlId,
    descriptionId,
    errorId,
    hasDescription,
    hasError,
    controlProps: {
      'aria-invalid': hasError || undefined,
      'aria-describedby': joinIds(hasDescription && descriptionId, hasError && errorId, describedBy),
    },
  };
}

/** Joins the ids for `aria-describedby`; `undefined` when there are none. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The required star (the control's `required` attribute tells screen readers) or the "optional" hint. */
export function FieldMarks({ required, optional }: { required?: boolean; optional?: boolean }) {
  const { t } = useTranslation('ui');
  if (required) {
    return (
      <span aria-hidden="true" className={styles.requiredMark} title={t('required')}>
        *
      </span>
    );
  }
  if (optional) {
    // The space keeps "Firma (optional)" apart in the accessible name, not only visually.
    return (
      <>
        {' '}
        <span className={styles.optionalMark}>({t('optional')})</span>
      </>
    );
  }
  return null;
}

export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.description}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <circle cx="8" cy="11.75" r="1.1" fill="#fff" />
      </svg>
      <span>
        <VisuallyHidden>{t('errorPrefix')}</VisuallyHidden> {children}
      </span>
    </p>
  );
}
