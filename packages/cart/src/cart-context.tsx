import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CartState, CartStore } from './cart-store';
import { createCartSync, type CartSyncChannelFactory } from './cart-sync';

const CartStoreContext = createContext<CartStore | null>(null);

export interface CartProviderProps {
  /** Made by `createCartStore` once per request/page, e.g. in `useState(() => createCartStore(…))`. */
  store: CartStore;
  /** Keep other tabs in step (default true). */
  syncAcrossTabs?: boolean;
  /** Replaces BroadcastChannel, for tests or other runtimes. */
  channelFactory?: CartSyncChannelFactory;
  children?: ReactNode;
}

export function CartProvider({ store, syncAcrossTabs = true, channelFactory, children }: CartProviderProps) {
  useEffect(() => {
    if (!syncAcrossTabs) return undefined;
    return createCartSync(store, channelFactory);
  }, [store, syncAcrossTabs, channelFactory]);
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

/** The cart store of the nearest `CartProvider`, or null without one (for views that work either way). */
export function useOptionalCartStore(): CartStore | null {
  return useContext(CartStoreContext);
}

/** The cart store of the nearest `CartProvider`. */
export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartStore needs a <CartProvider store={createCartStore(…)}> above it.');
  return store;
}

/**
 * Reads a slice of the cart state and re-renders when it changes. Select single values or
 * actions (`s => s.cart`, `s => s.addProduct`); a selector building a new object each time
 * re-renders forever.
 */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(useCartStore(), selector);
}
