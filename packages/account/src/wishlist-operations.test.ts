import { fakeStoreApi } from '@gipfel/api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProductsByIds, loadWishlistPage, loadWishlistPageFor, loadWishlistSummary, performWishlistAction, readProductIds } from './wishlist-operations';

const a = 'a'.repeat(32);
const b = 'b'.repeat(32);
const c = 'c'.repeat(32);

const error = (status: number) => ({ status, body: { errors: [{ status: String(status), code: 'X', title: 'X', detail: 'X' }] } });
const wishlist = (ids: string[], total = ids.length, page = 1) => ({
  status: 200,
  body: { apiAlias: 'wishlist_products', wishlist: { id: 'w' }, products: { apiAlias: 'product_listing', elements: ids.map((id) => ({ id, name: id })), total, page, limit: 15 } },
});

afterEach(() => vi.restoreAllMocks());

describe('loadWishlistSummary', () => {
  it('reads ids and the exact total in one call', async () => {
    const { client, calls } = fakeStoreApi(() => wishlist([a, b], 40));
    await expect(loadWishlistSummary(client)).resolves.toEqual({ ids: [a, b], count: 40 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/customer/wishlist', body: { 'total-count-mode': 'exact', page: 1, limit: 100 } });
  });

  it('treats a 404 (no wishlist yet) as an empty list without logging', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeStoreApi(() => error(404));
    await expect(loadWishlistSummary(client)).resolves.toEqual({ ids: [], count: 0 });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs any other failure and empties the list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeStoreApi(() => error(500));
    await expect(loadWishlistSummary(client)).resolves.toEqual({ ids: [], count: 0 });
    expect(log).toHaveBeenCalledWith('[wishlist] could not read the wishlist:', 500);
  });
});

describe('loadWishlistPage', () => {
  it('loads a page of 15 and reports the total', async () => {
    const { client, calls } = fakeStoreApi(() => wishlist([a], 16, 2));
    const page = await loadWishlistPage(client, 2);
    expect(page).toMatchObject({ total: 16, page: 2, limit: 15, failed: false });
    expect(page.products.map((p) => p.id)).toEqual([a]);
    expect(calls[0]!.body).toMatchObject({ page: 2, limit: 15, 'total-count-mode': 'exact' });
  });

  it('shows an empty list for a 404 and an empty, failed list for other errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadWishlistPage(fakeStoreApi(() => error(404)).client, 1)).resolves.toMatchObject({ products: [], total: 0, failed: false });
    expect(log).not.toHaveBeenCalled();
    await expect(loadWishlistPage(fakeStoreApi(() => error(503)).client, 1)).resolves.toMatchObject({ products: [], total: 0, failed: true });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('readProductIds', () => {
  it('keeps only well-formed ids, in lower case, once each, at most the limit', () => {
    expect(readProductIds([`${a},${b.toUpperCase()},nope,${a}`])).toEqual([a, b]);
    expect(readProductIds([a, `${b}|${c}`, ' '])).toEqual([a, b, c]);
    const many = Array.from({ length: 20 }, (_, i) => i.toString(16).padStart(32, '0')).join(',');
    expect(readProductIds([many], 15)).toHaveLength(15);
  });
});

describe('loadProductsByIds', () => {
  it('loads the products through the listing of the main navigation, in the list’s order', async () => {
    const { client, calls } = fakeStoreApi((method, path) => {
      if (path === '/context') return { status: 200, body: { salesChannel: { navigationCategoryId: 'root' } } };
      return { status: 200, body: { elements: [{ id: b }, { id: a }], total: 2 } };
    });
    const products = await loadProductsByIds(client, [a, b, c]);
    expect(products.map((p) => p.id)).toEqual([a, b]);
    const listing = calls.find((r) => r.path === '/product-listing/root');
    expect(listing?.body).toMatchObject({ ids: [a, b, c], limit: 3 });
    await expect(loadProductsByIds(client, [])).resolves.toEqual([]);
  });
});

describe('performWishlistAction', () => {
  const form = (entries: Record<string, string | string[]>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(key, v);
    return data;
  };

  it('adds, removes and merges', async () => {
    const { client, calls } = fakeStoreApi(() => ({ status: 200, body: { success: true } }));
    await expect(performWishlistAction(client, form({ intent: 'add', productId: a }))).resolves.toEqual({ ok: true, intent: 'add' });
    await expect(performWishlistAction(client, form({ intent: 'remove', productId: a }))).resolves.toEqual({ ok: true, intent: 'remove' });
    await expect(performWishlistAction(client, form({ intent: 'merge', productIds: [a, `${b},${c}`, 'bad'] }))).resolves.toEqual({ ok: true, intent: 'merge' });
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /customer/wishlist/add/${a}`,
      `DELETE /customer/wishlist/delete/${a}`,
      'POST /customer/wishlist/merge',
    ]);
    expect(calls[2]!.body).toEqual({ productIds: [a, b, c] });
  });

  it('refuses bad input without calling the Store API', async () => {
    const { client, calls } = fakeStoreApi(() => ({ status: 200, body: {} }));
    await expect(performWishlistAction(client, form({ intent: 'add', productId: 'x' }))).resolves.toMatchObject({ ok: false, error: 'invalid' });
    await expect(performWishlistAction(client, form({ intent: 'steal', productId: a }))).resolves.toMatchObject({ ok: false, error: 'invalid' });
    await expect(performWishlistAction(client, form({ intent: 'merge' }))).resolves.toMatchObject({ ok: false, error: 'invalid' });
    expect(calls).toHaveLength(0);
  });

  it('asks visitors to sign in and reports other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(performWishlistAction(fakeStoreApi(() => error(403)).client, form({ intent: 'add', productId: a }))).resolves.toMatchObject({ ok: false, error: 'signInRequired' });
    await expect(performWishlistAction(fakeStoreApi(() => error(500)).client, form({ intent: 'add', productId: a }))).resolves.toMatchObject({ ok: false, error: 'failed' });
    await expect(performWishlistAction(fakeStoreApi(() => error(404)).client, form({ intent: 'remove', productId: a }))).resolves.toEqual({ ok: true, intent: 'remove' });
  });
});

describe('loadWishlistPageFor', () => {
  const context = (customer: unknown) => ({ status: 200, body: { customer, salesChannel: { navigationCategoryId: 'root' } } });

  it('reads the customer and the list in parallel and shows the server list to a customer', async () => {
    const { client, calls } = fakeStoreApi((_, path) => (path === '/context' ? context({ id: 'c', active: true, guest: false }) : wishlist([a], 1)));
    await expect(loadWishlistPageFor(client, 1)).resolves.toMatchObject({ mode: 'server', total: 1, failed: false });
    expect(calls.map((r) => r.path).sort()).toEqual(['/context', '/customer/wishlist']);
  });

  it('leaves visitors and guests to their local list, without logging the refused read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const customer of [null, { id: 'g', active: true, guest: true }]) {
      const { client } = fakeStoreApi((_, path) => (path === '/context' ? context(customer) : error(403)));
      await expect(loadWishlistPageFor(client, 1)).resolves.toEqual({ mode: 'local' });
    }
    expect(log).not.toHaveBeenCalled();
  });
});
