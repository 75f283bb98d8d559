import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './field.css';
import { FieldDescription, FieldError, FieldMarks, useFieldState } from './field-parts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  description?: ReactNode;
  /** Error message, e.g. "Please accept the terms"; marks the checkbox invalid. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/** A native checkbox with its label beside it; Space toggles it, clicking the label too. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, required, id, className, 'aria-describedby': ariaDescribedBy, ...props },
  ref,
) {
  const { controlId, descriptionId, errorId, hasDescription, hasError, controlProps } = useFieldState({
    id,
    description,
    error,
    describedBy: ariaDescribedBy,
  });

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.checkboxRow}>
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          required={required}
          className={styles.checkbox}
          {...props}
          {...controlProps}
        />
        <label htmlFor={controlId} className={styles.checkboxLabel}>
          {label}
          <FieldMarks required={required} />
        </label>
      </div>
      {hasDescription || hasError ? (
        <div className={styles.checkboxMessages}>
          {hasDescription ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
          {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
        </div>
      ) : null}
    </div>
  );
});
