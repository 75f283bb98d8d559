import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import * as styles from './button.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  /** Takes the full width of its container. */
  fullWidth?: boolean;
}

/**
 * The shop's button. Defaults to `type="button"`; pass `type="submit"` in forms.
 * While `loading` it stays focusable (focus is not lost mid-action) but does not act.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    type = 'button',
    className,
    children,
    onClick,
    'aria-disabled': ariaDisabled,
    ...props
  },
  ref,
) {
  const inactive = loading || ariaDisabled === true || ariaDisabled === 'true';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      // Also stops a submit button from submitting its form twice.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const classNames = [styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      ref={ref}
      type={type}
      className={classNames}
      {...props}
      aria-busy={loading || undefined}
      aria-disabled={inactive || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
});
