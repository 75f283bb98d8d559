import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CheckoutStore, CheckoutStoreState } from './checkout-store';
import type { FormSlot, FormSlotProps } from './form-slot';

const CheckoutStoreContext = createContext<CheckoutStore | null>(null);

export interface CheckoutProviderProps {
  /** Made by `createCheckoutStore` once per page, e.g. in `useState(() => createCheckoutStore(…))`. */
  store: CheckoutStore;
  children?: ReactNode;
}

export function CheckoutProvider({ store, children }: CheckoutProviderProps) {
  return <CheckoutStoreContext.Provider value={store}>{children}</CheckoutStoreContext.Provider>;
}

/** The checkout store of the nearest `CheckoutProvider`, or null without one (for views that work either way). */
export function useOptionalCheckoutStore(): CheckoutStore | null {
  return useContext(CheckoutStoreContext);
}

/** The checkout store of the nearest `CheckoutProvider`. */
export function useCheckoutStore(): CheckoutStore {
  const store = useContext(CheckoutStoreContext);
  if (!store) throw new Error('useCheckoutStore needs a <CheckoutProvider store={createCheckoutStore(…)}> above it.');
  return store;
}

/** Reads a slice of the checkout state (`s => s.page`, `s => s.placeOrder`) and re-renders when it changes. */
export function useCheckout<T>(selector: (state: CheckoutStoreState) => T): T {
  return useStore(useCheckoutStore(), selector);
}

/**
 * A form slot for the checkout's forms that hands their data to `onSubmit` instead of posting
 * (a host without server actions). The slot keeps its identity across renders, so a form keeps
 * what the shopper typed; `onSubmit` may change on every render.
 */
export function useSubmitForm(onSubmit: (data: FormData) => void): FormSlot {
  const latest = useRef(onSubmit);
  useEffect(() => {
    latest.current = onSubmit;
  });
  const [slot] = useState<FormSlot>(() => {
    function SubmitForm({ children, ...props }: FormSlotProps) {
      const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        latest.current(new FormData(event.currentTarget));
      };
      return (
        <form {...props} onSubmit={submit}>
          {children}
        </form>
      );
    }
    return SubmitForm;
  });
  return slot;
}
