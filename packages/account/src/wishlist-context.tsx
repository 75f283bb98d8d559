import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { wishlistStorageKey } from './local-wishlist';
import type { WishlistMode, WishlistState, WishlistStore } from './wishlist-store';

const WishlistStoreContext = createContext<WishlistStore | null>(null);

export interface WishlistProviderProps {
  /** Made by `createWishlistStore` once per page/app. */
  store: WishlistStore;
  /** The session's mode now: it changes when the shopper signs in or out. */
  mode: WishlistMode;
  /** Server mode: the ids the host loaded; a new array (a revalidation) replaces the store's. */
  serverIds?: readonly string[];
  /** Server mode: `products.total` of the customer's wishlist. */
  serverCount?: number | null;
  children?: ReactNode;
}

/**
 * Gives the wishlist store to the toggles and counts inside. Local mode reads the browser's
 * list after hydration and follows changes made in other tabs; server mode takes each list the
 * host loads.
 */
export function WishlistProvider({ store, mode, serverIds, serverCount, children }: WishlistProviderProps) {
  useEffect(() => {
    if (mode === 'server') {
      store.getState().receiveServer(serverIds ?? [], serverCount ?? serverIds?.length ?? 0);
      return undefined;
    }
    store.getState().switchToLocal();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === wishlistStorageKey) store.getState().loadLocal();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, mode, serverIds, serverCount]);
  return <WishlistStoreContext.Provider value={store}>{children}</WishlistStoreContext.Provider>;
}

/** The wishlist store of the nearest `WishlistProvider`, or null outside one. */
export function useWishlistStore(): WishlistStore | null {
  return useContext(WishlistStoreContext);
}

type WishlistView = Pick<WishlistState, 'ids' | 'count' | 'mode'>;

// Never written to and without user data: it only stands in for a missing provider.
const emptyStore: StoreApi<WishlistView> = createStore<WishlistView>()(() => ({ ids: [], count: null, mode: 'local' }));

/**
 * Reads a slice of the wishlist state and re-renders when it changes; outside a provider the
 * selector sees an empty list with an unknown count. Select single values (`s => s.count`).
 */
export function useWishlist<T>(selector: (state: WishlistView) => T): T {
  const store = useWishlistStore();
  return useStore((store ?? emptyStore) as StoreApi<WishlistView>, selector);
}
