import { createStore, type StoreApi } from 'zustand/vanilla';
import { createLocalWishlist, type LocalWishlist } from './local-wishlist';

/**
 * `server` for logged-in, non-guest customers (the Store API keeps the list); `local` for
 * visitors and guests (the browser's local storage `sw-wishlist-items`).
 */
export type WishlistMode = 'local' | 'server';

/**
 * The customer's wishlist calls. The host wires them to its own server action (which calls
 * `addToWishlist` / `removeFromWishlist` of `@gipfel/api`) and reloads its data afterwards;
 * a rejected promise undoes the optimistic change.
 */
export interface WishlistServerApi {
  add(productId: string): void | Promise<unknown>;
  remove(productId: string): void | Promise<unknown>;
}

export interface WishlistState {
  mode: WishlistMode;
  /** Product ids known to be on the wishlist. */
  ids: string[];
  /** Items on the wishlist; null while unknown (a visitor's local list before hydration). */
  count: number | null;
  has(productId: string): boolean;
  /** Adds or removes the product at once; returns whether it is on the wishlist afterwards. */
  toggle(productId: string): boolean;
  add(productId: string): void;
  remove(productId: string): void;
  /** Local mode: reads the browser's list (after hydration, and when another tab changed it). */
  loadLocal(): void;
  /** Server mode with the list the host loaded (first render and every revalidation). */
  receiveServer(ids: readonly string[], count: number): void;
  /** Switches to local mode (after signing out) and reads the browser's list. */
  switchToLocal(): void;
}

export type WishlistStore = StoreApi<WishlistState>;

export interface WishlistStoreOptions {
  mode: WishlistMode;
  /** Server mode: the ids the host loaded (may be only the first page of a long list). */
  ids?: readonly string[];
  /** Server mode: the list's total (`products.total`). */
  count?: number | null;
  server?: WishlistServerApi;
  /** The visitor's list; default: the browser's local storage. */
  local?: LocalWishlist;
}

/**
 * One wishlist store per page/app (never a module-level store): made in the host's component,
 * e.g. `useState(() => createWishlistStore(…))`, and handed to `WishlistProvider`.
 * In local mode the ids stay unknown (count null) until `loadLocal` runs after hydration, so
 * the server's markup and the first client render agree.
 */
export function createWishlistStore({ mode, ids = [], count = null, server, local = createLocalWishlist() }: WishlistStoreOptions): WishlistStore {
  return createStore<WishlistState>()((set, get) => {
    function change(productId: string, on: boolean) {
      const state = get();
      const had = state.ids.includes(productId);
      if (!productId || had === on) return;
      if (state.mode === 'local') {
        const next = on ? local.add(productId) : local.remove(productId);
        set({ ids: next, count: next.length });
        return;
      }
      const before = { ids: state.ids, count: state.count };
      const nextIds = on ? [...state.ids, productId] : state.ids.filter((id) => id !== productId);
      set({ ids: nextIds, count: Math.max(0, (state.count ?? state.ids.length) + (on ? 1 : -1)) });
      let answer: void | Promise<unknown> | undefined;
      try {
        answer = on ? server?.add(productId) : server?.remove(productId);
      } catch {
        set(before);
        return;
      }
      if (answer && typeof answer.then === 'function') {
        answer.then(undefined, () => {
          // Undo only if nothing newer replaced the optimistic state meanwhile.
          if (get().ids === nextIds) set(before);
        });
      }
    }

    return {
      mode,
      ids: mode === 'server' ? [...ids] : [],
      count: mode === 'server' ? (count ?? ids.length) : null,
      has: (productId) => get().ids.includes(productId),
      toggle(productId) {
        const on = !get().ids.includes(productId);
        change(productId, on);
        return get().ids.includes(productId);
      },
      add: (productId) => change(productId, true),
      remove: (productId) => change(productId, false),
      loadLocal() {
        if (get().mode !== 'local') return;
        const list = local.list();
        set({ ids: list, count: list.length });
      },
      receiveServer(nextIds, nextCount) {
        set({ mode: 'server', ids: [...nextIds], count: nextCount });
      },
      switchToLocal() {
        const list = local.list();
        set({ mode: 'local', ids: list, count: list.length });
      },
    };
  });
}
