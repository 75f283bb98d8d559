import { createStoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { isWishlistPath, loadLayoutWishlist } from './layout-data.server';

describe('isWishlistPath', () => {
  it('knows the wishlist page in every language', () => {
    expect(isWishlistPath('/wishlist')).toBe(true);
    expect(isWishlistPath('/en/wishlist')).toBe(true);
    expect(isWishlistPath('/fr/wishlist/')).toBe(true);
    expect(isWishlistPath('/account')).toBe(false);
    expect(isWishlistPath('/wishlists-are-great')).toBe(false);
  });
});

describe('loadLayoutWishlist', () => {
  const a = 'a'.repeat(32);
  const customer = { id: 'c1', active: true, guest: false };

  it('calls the Store API only for a logged-in customer and not on the wishlist page', async () => {
    const body = { apiAlias: 'wishlist_products', products: { elements: [{ id: a }], total: 1, page: 1, limit: 100 } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    const client = createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 });
    await expect(loadLayoutWishlist(client, null, '/')).resolves.toBeNull();
    await expect(loadLayoutWishlist(client, { ...customer, guest: true }, '/')).resolves.toBeNull();
    await expect(loadLayoutWishlist(client, customer, '/fr/wishlist')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    await expect(loadLayoutWishlist(client, customer, '/fr/')).resolves.toEqual({ ids: [a], count: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
