import * as RadixDialog from '@radix-ui/react-dialog';
import { DialogParts } from './dialog-parts';
import type { DrawerProps } from './drawer';
import * as styles from './drawer.css';

export interface DrawerSheetProps extends Omit<DrawerProps, 'trigger' | 'defaultOpen' | 'open' | 'onOpenChange'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the sheet closes (the trigger); without it Radix's default. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The sheet of a `Drawer` on Radix Dialog (focus trap, Escape, outside click, scroll lock): its
 * own module, loaded when a drawer first opens (or its trigger is hovered or focused), so pages
 * do not load the dialog's code before anyone opens one.
 */
export default function DrawerSheet({ open, onOpenChange, returnFocusTo, side = 'right', title, description, children, footer, closeLabel, className }: DrawerSheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogParts
        data-side={side}
        className={[styles.content, styles.side[side], className].filter(Boolean).join(' ')}
        onCloseAutoFocus={
          returnFocusTo
            ? (event) => {
                event.preventDefault();
                returnFocusTo.focus();
              }
            : undefined
        }
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
