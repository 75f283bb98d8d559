import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import * as styles from './field.css';
import { FieldDescription, FieldError, FieldMarks, useFieldState } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** A first option with an empty value, e.g. "Please choose"; a `required` select rejects it. */
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** Shows "(optional)" after the label; ignored when `required`. */
  optional?: boolean;
  /** Class of the wrapper. */
  className?: string;
  /** Class of the select itself. */
  selectClassName?: string;
}

/** A native select: the platform's own picker on phones, full keyboard support everywhere. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    description,
    error,
    optional,
    required,
    id,
    className,
    selectClassName,
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
      <select
        ref={ref}
        id={controlId}
        required={required}
        className={selectClassName ? `${styles.control} ${selectClassName}` : styles.control}
        {...props}
        {...controlProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
