import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ListingResult, ListingState, ListingStore } from './listing-store';

const ListingStoreContext = createContext<ListingStore | null>(null);

export interface ListingStoreProviderProps {
  /** Made by `createListingStore` once per request/page, e.g. in `useState(() => createListingStore(…))`. */
  store: ListingStore;
  children?: ReactNode;
}

export function ListingStoreProvider({ store, children }: ListingStoreProviderProps) {
  return <ListingStoreContext.Provider value={store}>{children}</ListingStoreContext.Provider>;
}

/** The listing store of the nearest `ListingStoreProvider`. */
export function useListingStore(): ListingStore {
  const store = useContext(ListingStoreContext);
  if (!store) throw new Error('useListingStore needs a <ListingStoreProvider store={createListingStore(…)}> above it.');
  return store;
}

/**
 * Reads a slice of the listing state and re-renders when it changes. Select single values or
 * actions (`s => s.elements`, `s => s.loadMore`); a selector building a new object each time
 * re-renders forever.
 */
export function useListing<T>(selector: (state: ListingState) => T): T {
  return useStore(useListingStore(), selector);
}

/** What makes two results the same listing view: criteria, page and products shown. */
export function listingResultKey(result: ListingResult | null | undefined): string {
  if (!result) return '';
  const filters = result.currentFilters;
  return JSON.stringify([
    result.page ?? 1,
    result.limit ?? null,
    result.total ?? 0,
    result.sorting ?? null,
    filters?.manufacturer ?? [],
    filters?.properties ?? [],
    filters?.price ?? null,
    filters?.rating ?? null,
    filters?.['shipping-free'] ?? false,
    filters?.search ?? '',
    (result.elements ?? []).map((product) => product.id),
  ]);
}

// Layout effects warn in server rendering; the server needs none (the store starts with the result).
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Applies the host's result (e.g. loader data) to the store whenever it is a new listing view:
 * another page, filter, sorting or search replaces what is shown. The same view again (a
 * revalidation after add to cart) keeps the pages loaded with `loadMore`.
 */
export function useApplyListingResult(store: ListingStore, result: ListingResult | null | undefined): void {
  const applied = useRef(listingResultKey(result));
  useIsomorphicLayoutEffect(() => {
    const key = listingResultKey(result);
    if (!result || key === applied.current) return;
    applied.current = key;
    store.getState().applyResult(result);
  }, [store, result]);
}
