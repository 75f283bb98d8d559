import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
// The sheet's styles stay in the package's one stylesheet (`@gipfel/ui/styles.css`), though its code loads later.
import './dialog.css';
import './drawer.css';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the drawer (a button that takes a ref); focus returns to it on close. */
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

const loadSheet = () => import('./drawer-sheet');
const DrawerSheet = lazy(loadSheet);
/** Starts loading the sheet's code (on the trigger's hover or focus), so a tap opens it at once. */
const preloadSheet = () => void loadSheet().catch(() => undefined);

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * A modal side sheet with the behaviour of Dialog: focus trap, Escape, translated close button,
 * focus back on the trigger when it closes. The sheet's code (Radix Dialog) loads when the
 * drawer first opens, or before, when its trigger is hovered or focused: a page with a closed
 * drawer does not load it.
 */
export function Drawer({ open: controlledOpen, defaultOpen = false, onOpenChange, trigger, ...sheet }: DrawerProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  // Once opened the sheet stays mounted, so closing it runs Radix's focus return.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  // The trigger's element, where the focus goes back when the sheet closes.
  const [triggerNode, setTriggerNode] = useState<HTMLElement | null>(null);

  function setOpen(next: boolean) {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  }

  const triggerProps = (trigger?.props ?? {}) as TriggerProps;
  const triggerElement = trigger
    ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
        ref: setTriggerNode,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          triggerProps.onClick?.(event);
          if (!event.defaultPrevented) setOpen(true);
        },
        onPointerEnter: () => {
          triggerProps.onPointerEnter?.();
          preloadSheet();
        },
        onFocus: () => {
          triggerProps.onFocus?.();
          preloadSheet();
        },
      })
    : null;

  return (
    <>
      {triggerElement}
      {open || mounted ? (
        <Suspense fallback={null}>
          <DrawerSheet {...sheet} open={open} onOpenChange={setOpen} returnFocusTo={trigger ? triggerNode : undefined} />
        </Suspense>
      ) : null}
    </>
  );
}
