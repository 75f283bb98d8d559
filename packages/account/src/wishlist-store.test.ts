import { describe, expect, it, vi } from 'vitest';
import { createLocalWishlist, wishlistStorageKey, type WishlistStorage } from './local-wishlist';
import { createWishlistStore } from './wishlist-store';

function memoryStorage(initial: Record<string, string> = {}): WishlistStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('createWishlistStore', () => {
  it('local mode: unknown until loaded (hydration), then toggles in local storage', () => {
    const storage = memoryStorage({ [wishlistStorageKey]: '["a"]' });
    const store = createWishlistStore({ mode: 'local', local: createLocalWishlist(storage) });
    expect(store.getState()).toMatchObject({ ids: [], count: null });
    store.getState().loadLocal();
    expect(store.getState()).toMatchObject({ ids: ['a'], count: 1 });
    expect(store.getState().toggle('b')).toBe(true);
    expect(JSON.parse(storage.data[wishlistStorageKey]!)).toEqual(['a', 'b']);
    expect(store.getState().count).toBe(2);
    expect(store.getState().toggle('a')).toBe(false);
    expect(JSON.parse(storage.data[wishlistStorageKey]!)).toEqual(['b']);
    expect(store.getState()).toMatchObject({ ids: ['b'], count: 1 });
  });

  it('server mode: starts with the loaded list, changes at once and calls the server', () => {
    const server = { add: vi.fn(), remove: vi.fn() };
    const storage = memoryStorage();
    const store = createWishlistStore({ mode: 'server', ids: ['a'], count: 20, server, local: createLocalWishlist(storage) });
    expect(store.getState()).toMatchObject({ ids: ['a'], count: 20 });
    store.getState().toggle('b');
    expect(server.add).toHaveBeenCalledWith('b');
    expect(store.getState()).toMatchObject({ ids: ['a', 'b'], count: 21 });
    store.getState().remove('a');
    expect(server.remove).toHaveBeenCalledWith('a');
    expect(store.getState()).toMatchObject({ ids: ['b'], count: 20 });
    // Nothing goes to local storage for a customer.
    expect(storage.data[wishlistStorageKey]).toBeUndefined();
    // Adding what is already there changes nothing.
    store.getState().add('b');
    expect(server.add).toHaveBeenCalledTimes(1);
  });

  it('server mode: a refused change is undone', async () => {
    const server = { add: vi.fn(() => Promise.reject(new Error('403'))), remove: vi.fn() };
    const store = createWishlistStore({ mode: 'server', ids: [], count: 0, server });
    store.getState().add('x');
    expect(store.getState().count).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState()).toMatchObject({ ids: [], count: 0 });
  });

  it('takes every list the host loads and switches mode on sign-in and sign-out', () => {
    const storage = memoryStorage({ [wishlistStorageKey]: '["local"]' });
    const store = createWishlistStore({ mode: 'local', local: createLocalWishlist(storage) });
    store.getState().receiveServer(['s1', 's2'], 2);
    expect(store.getState()).toMatchObject({ mode: 'server', ids: ['s1', 's2'], count: 2 });
    // In server mode the local list is not read.
    store.getState().loadLocal();
    expect(store.getState().ids).toEqual(['s1', 's2']);
    store.getState().switchToLocal();
    expect(store.getState()).toMatchObject({ mode: 'local', ids: ['local'], count: 1 });
  });
});
