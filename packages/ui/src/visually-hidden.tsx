import { forwardRef, type HTMLAttributes } from 'react';
import { visuallyHidden } from './visually-hidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only, such as the label of an icon button. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...props },
  ref,
) {
  return <span ref={ref} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} {...props} />;
});
