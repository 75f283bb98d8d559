import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseButton } from './close-button';
import * as styles from './dialog.css';

export interface DialogPartsProps extends Omit<RadixDialog.DialogContentProps, 'title' | 'children'> {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
}

/**
 * The box of a `Dialog` and of a `Drawer`'s sheet: overlay, then heading with the close button,
 * description, body and footer. Internal: the two differ only in their root and their box's class.
 */
export function DialogParts({ title, description, children, footer, closeLabel, ...content }: DialogPartsProps) {
  const hasDescription = description != null && description !== false;
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        {...content}
        // Without a description there is nothing to point at; say so instead of a dangling id.
        {...(hasDescription ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <CloseButton label={closeLabel} />
        </div>
        {hasDescription ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
