import type { FormMessage } from './form-message';
import * as styles from './forms.css';
import { useTranslateFormMessage } from './use-form-message';

/** The id of a field's error message, for the field's `aria-describedby`. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export interface FieldErrorProps {
  /** Id of the field the message belongs to; the message gets `fieldErrorId(fieldId)`. */
  fieldId: string;
  error: FormMessage | undefined;
  className?: string;
}

/**
 * The message under a field. Give the field `aria-invalid` and
 * `aria-describedby={fieldErrorId(fieldId)}` so screen readers read it with the field.
 */
export function FieldError({ fieldId, error, className }: FieldErrorProps) {
  const translate = useTranslateFormMessage();
  if (!error) return null;
  return (
    <p id={fieldErrorId(fieldId)} className={className ? `${styles.fieldError} ${className}` : styles.fieldError}>
      {translate(error)}
    </p>
  );
}
