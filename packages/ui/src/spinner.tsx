import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@gipfel/i18n';
import * as styles from './spinner.css';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  size?: SpinnerSize;
  /** What is loading; defaults to the translated "Loading". */
  label?: string;
}

/** A busy indicator announced as a status with a (visually hidden) label. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label, className, ...props },
  ref,
) {
  const { t } = useTranslation('ui');
  return (
    <span ref={ref} role="status" className={className ? `${styles.root} ${className}` : styles.root} {...props}>
      <span aria-hidden="true" className={`${styles.circle} ${styles.size[size]}`} />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
});
