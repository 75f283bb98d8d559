import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { CloseButton } from './close-button';
import * as dialogStyles from './dialog.css';
import * as styles from './drawer.css';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the drawer; focus returns to it on close. */
  trigger?: ReactElement;
  /** Which edge the sheet slides from: `left` for navigation, `right` for the side cart. */
  side?: DrawerSide;
  /** Heading of the drawer and its accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Stays at the bottom while the body scrolls, e.g. cart total and checkout button. */
  footer?: ReactNode;
  /** Overrides the translated label of the close button. */
  closeLabel?: string;
  /** Class of the sheet. */
  className?: string;
}

/** A modal side sheet with the behaviour of Dialog: focus trap, Escape, translated close button. */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  side = 'right',
  title,
  description,
  children,
  footer,
  closeLabel,
  className,
}: DrawerProps) {
  const hasDescription = description != null && description !== false;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content
          data-side={side}
          className={[styles.content, styles.side[side], className].filter(Boolean).join(' ')}
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        >
          <div className={dialogStyles.header}>
            <RadixDialog.Title className={dialogStyles.title}>{title}</RadixDialog.Title>
            <CloseButton label={closeLabel} />
          </div>
          {hasDescription ? (
            <RadixDialog.Description className={dialogStyles.description}>{description}</RadixDialog.Description>
          ) : null}
          <div className={dialogStyles.body}>{children}</div>
          {footer ? <div className={dialogStyles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
