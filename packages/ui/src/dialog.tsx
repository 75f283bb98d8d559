import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './dialog.css';
import { DialogParts } from './dialog-parts';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Controlled open state; leave out together with `onOpenChange` for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (usually a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Heading of the dialog and its accessible name. */
  title: ReactNode;
  /** One or two sentences read with the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, e.g. confirm and `<DialogClose>` cancel buttons. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Overrides the translated label of the close button. */
  closeLabel?: string;
  /** Class of the dialog box. */
  className?: string;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape or the close button closes it,
 * and the page behind is hidden from assistive technology.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel,
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <DialogParts
        className={[styles.content, styles.size[size], className].filter(Boolean).join(' ')}
        title={title}
        description={description}
        footer={footer}
        closeLabel={closeLabel}
      >
        {children}
      </DialogParts>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog or Drawer; use with `asChild` around a Button. */
export const DialogClose = RadixDialog.Close;
export type DialogCloseProps = RadixDialog.DialogCloseProps;
