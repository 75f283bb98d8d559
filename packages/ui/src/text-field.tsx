import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './field.css';
import { FieldDescription, FieldError, FieldMarks, useFieldState } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Help shown under the label and read after it. */
  description?: ReactNode;
  /** Error message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Shows "(optional)" after the label; ignored when `required`. */
  optional?: boolean;
  /** Class of the wrapper around label, input and messages. */
  className?: string;
  /** Class of the input itself. */
  inputClassName?: string;
}

/** A labelled text input with description and error wired up for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    error,
    optional,
    required,
    id,
    type = 'text',
    className,
    inputClassName,
    'aria-describedby': ariaDescribedBy,
    ...props
  },
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
      <label htmlFor={controlId} className={styles.label}>
        {label}
        <FieldMarks required={required} optional={optional} />
      </label>
      {hasDescription ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      <input
        ref={ref}
        id={controlId}
        type={type}
        required={required}
        className={inputClassName ? `${styles.control} ${inputClassName}` : styles.control}
        {...props}
        {...controlProps}
      />
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
