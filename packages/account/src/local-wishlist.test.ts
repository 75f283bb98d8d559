import { describe, expect, it } from 'vitest';
import { createLocalWishlist, getWishlistPage, wishlistStorageKey, type WishlistStorage } from './local-wishlist';

function memoryStorage(initial?: string): WishlistStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(wishlistStorageKey, initial);
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('createLocalWishlist', () => {
  it('adds, lists, checks and removes product ids under sw-wishlist-items', () => {
    const storage = memoryStorage();
    const wishlist = createLocalWishlist(storage);
    expect(wishlist.add('a')).toEqual(['a']);
    expect(wishlist.add('b')).toEqual(['a', 'b']);
    expect(wishlist.add('a')).toEqual(['a', 'b']);
    expect(storage.data.get('sw-wishlist-items')).toBe('["a","b"]');
    expect(wishlist.has('b')).toBe(true);
    expect(wishlist.remove('a')).toEqual(['b']);
    expect(wishlist.list()).toEqual(['b']);
    wishlist.clear();
    expect(wishlist.list()).toEqual([]);
  });

  it('survives broken JSON, non-arrays and foreign entries', () => {
    expect(createLocalWishlist(memoryStorage('{broken')).list()).toEqual([]);
    expect(createLocalWishlist(memoryStorage('{"a":1}')).list()).toEqual([]);
    expect(createLocalWishlist(memoryStorage('"a"')).list()).toEqual([]);
    expect(createLocalWishlist(memoryStorage('["a",1,null,"a","",{"id":"b"},"c"]')).list()).toEqual(['a', 'c']);
    const broken = memoryStorage('{broken');
    expect(createLocalWishlist(broken).add('x')).toEqual(['x']);
  });

  it('keeps working when storage throws or is missing', () => {
    const throwing: WishlistStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(createLocalWishlist(throwing).add('a')).toEqual(['a']);
    expect(createLocalWishlist(throwing).list()).toEqual([]);
    const readable: WishlistStorage = { getItem: () => '[]', setItem: throwing.setItem };
    expect(createLocalWishlist(readable).add('a')).toEqual(['a']);
    expect(createLocalWishlist(null).list()).toEqual([]);
  });

  it('uses the browser local storage by default', () => {
    localStorage.removeItem(wishlistStorageKey);
    createLocalWishlist().add('p1');
    expect(localStorage.getItem(wishlistStorageKey)).toBe('["p1"]');
  });

  it('pages by 15 by default', () => {
    const ids = Array.from({ length: 32 }, (_, i) => `p${i + 1}`);
    expect(getWishlistPage(ids)).toMatchObject({ page: 1, limit: 15, total: 32, pageCount: 3 });
    expect(getWishlistPage(ids, 3).ids).toEqual(['p31', 'p32']);
    expect(getWishlistPage(ids, 9).page).toBe(3);
    expect(getWishlistPage([], 1)).toMatchObject({ ids: [], page: 1, pageCount: 1 });
  });
});
