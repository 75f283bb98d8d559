/** Visitors keep their wishlist in local storage under this key. */
export const wishlistStorageKey = 'sw-wishlist-items';

/** Default page size of the wishlist: 15. */
export const wishlistPageSize = 15;

/** The part of `Storage` the wishlist uses. */
export type WishlistStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface LocalWishlist {
  /** Product ids, oldest first. */
  list(): string[];
  has(productId: string): boolean;
  add(productId: string): string[];
  remove(productId: string): string[];
  clear(): void;
}

function readIds(storage: WishlistStorage | null): string[] {
  if (!storage) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(wishlistStorageKey) ?? '[]');
  } catch {
    // Broken JSON, or storage that refuses to be read.
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id.length > 0))];
}

function writeIds(storage: WishlistStorage | null, ids: string[]): void {
  try {
    storage?.setItem(wishlistStorageKey, JSON.stringify(ids));
  } catch {
    // Full or blocked storage (private mode): the wishlist simply is not kept.
  }
}

function browserStorage(): WishlistStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The visitor's wishlist in local storage. Survives broken or foreign content under the key by
 * treating it as empty. Without storage (server rendering) it is always empty.
 */
export function createLocalWishlist(storage: WishlistStorage | null = browserStorage()): LocalWishlist {
  return {
    list: () => readIds(storage),
    has: (productId) => readIds(storage).includes(productId),
    add(productId) {
      const ids = readIds(storage);
      if (!productId || ids.includes(productId)) return ids;
      const next = [...ids, productId];
      writeIds(storage, next);
      return next;
    },
    remove(productId) {
      const next = readIds(storage).filter((id) => id !== productId);
      writeIds(storage, next);
      return next;
    },
    clear: () => writeIds(storage, []),
  };
}

export interface WishlistPage {
  ids: string[];
  page: number;
  limit: number;
  total: number;
  pageCount: number;
}

/** One page of wishlist product ids (pages start at 1), to load the products of that page. */
export function getWishlistPage(ids: readonly string[], page = 1, limit = wishlistPageSize): WishlistPage {
  const size = Math.max(1, Math.floor(limit));
  const pageCount = Math.max(1, Math.ceil(ids.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { ids: ids.slice((current - 1) * size, current * size), page: current, limit: size, total: ids.length, pageCount };
}
