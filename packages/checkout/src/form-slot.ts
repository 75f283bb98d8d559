import { createElement, type ElementType, type ReactNode } from 'react';

/** What a checkout form hands to the element it renders as. */
export interface FormSlotProps {
  /** The step's form id (`checkoutStepFormId`), so a button elsewhere can submit it (`form="…"`). */
  id: string;
  method: 'post';
  action: string;
  className: string;
  children: ReactNode;
}

/**
 * The element a checkout form renders as: a plain `<form>` by default (it works without
 * JavaScript), or a host's own, such as Remix's `Form`, for posts without a full page load.
 */
export type FormSlot = 'form' | ((props: FormSlotProps) => ReactNode);

/** Renders `props` as the slot's form. */
export function renderForm(slot: FormSlot, props: Omit<FormSlotProps, 'children'>, ...children: ReactNode[]) {
  // A host's form component (Remix's Form is a forwardRef object) is rendered, never called.
  return createElement(slot as ElementType, props, ...children);
}
