import { createOrder, createStoreApiClient } from '@gipfel/api';
import { createLocalWishlist, wishlistStorageKey, type WishlistStorage } from '@gipfel/account';
import { describe, expect, it, vi } from 'vitest';
import { createShop } from './shop';
import { createContextTokenStorage, type ContextTokenStorage } from './token-storage';
import { customerEmail, customerPassword, productId, shopBackend } from './test-shop-backend';

const endpoint = 'http://127.0.0.1:8787/store-api';

function memoryStorage(initial: Record<string, string> = {}): WishlistStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

function memoryTokens(): ContextTokenStorage & { token: string | null } {
  const tokens = { token: null as string | null, read: () => tokens.token, write: (token: string) => void (tokens.token = token) };
  return tokens;
}

/** A shop without a server, as a single-page host makes it: endpoint, key, its token storage and the visitor's local list. */
function browserShop(localIds: string[] = [], tokenStorage = memoryTokens()) {
  const backend = shopBackend();
  const storage = memoryStorage(localIds.length ? { [wishlistStorageKey]: JSON.stringify(localIds) } : {});
  const shop = createShop({ endpoint, accessKey: 'KEY', retryDelay: 0, fetch: backend.fetch, tokenStorage, localWishlist: createLocalWishlist(storage) });
  return { shop, backend, storage, tokenStorage };
}

const lineIds = (lineItems: { referencedId?: string | null }[] | undefined) => (lineItems ?? []).map((item) => item.referencedId);

describe('createShop', () => {
  it('loads a visitor: the session (language, currency), the cart and the local wishlist; the token is kept', async () => {
    const { shop, tokenStorage } = browserShop([productId('a')]);
    expect(shop.session.getState().status).toBe('idle');
    expect(await shop.load()).toBe(true);
    const session = shop.session.getState();
    expect(session).toMatchObject({ status: 'success', role: 'visitor', customer: null, languageId: 'de-id', wishlist: null });
    expect(session.currency).toEqual({ id: 'eur', isoCode: 'EUR', name: 'Euro' });
    expect(shop.cart.getState().cart.lineItems).toEqual([]);
    expect(shop.wishlist.getState()).toMatchObject({ mode: 'local', ids: [productId('a')], count: 1 });
    expect(tokenStorage.token).toMatch(/^visitor-/);
  });

  it('switches the session once to the language the host shows', async () => {
    const backend = shopBackend();
    const shop = createShop({ endpoint, accessKey: 'KEY', fetch: backend.fetch, language: (languages) => languages.find((l) => l.translationCode?.code === 'en-GB')?.id });
    await shop.load();
    expect(shop.session.getState().languageId).toBe('en-id');
    expect(shop.client.languageId).toBe('en-id');
    expect(backend.calls.filter((call) => call.method === 'PATCH' && call.path === '/context')).toHaveLength(1);
    await shop.refresh();
    expect(backend.calls.filter((call) => call.path === '/language')).toHaveLength(1);
  });

  it('a reload goes on with the kept token: the same cart', async () => {
    const tokens = memoryTokens();
    const first = browserShop([], tokens);
    await first.shop.load();
    await first.shop.cart.getState().addProduct(productId('b'));
    // A new page load: a new shop over the same backend and the same token storage.
    const again = createShop({ endpoint, accessKey: 'KEY', fetch: first.backend.fetch, tokenStorage: tokens, localWishlist: createLocalWishlist(memoryStorage()) });
    await again.load();
    expect(lineIds(again.cart.getState().cart.lineItems)).toEqual([productId('b')]);
  });

  it('signs in: the visitor’s wishlist moves into the customer’s, the merged cart and the customer arrive, the new token is kept', async () => {
    const { shop, backend, storage, tokenStorage } = browserShop([productId('a')]);
    await shop.load();
    await shop.cart.getState().addProduct(productId('b'));
    const result = await shop.signIn({ username: customerEmail, password: customerPassword });
    expect(result).toEqual({ ok: true, cartMerged: true });
    expect(tokenStorage.token).toMatch(/^customer-/);
    expect(shop.session.getState()).toMatchObject({ status: 'success', role: 'customer', customer: { email: customerEmail } });
    expect(lineIds(shop.cart.getState().cart.lineItems)).toEqual(['saved', productId('b')]);
    // Moved once into the server list, and the local list emptied.
    expect(backend.calls.filter((call) => call.path === '/customer/wishlist/merge')).toHaveLength(1);
    expect(backend.wishlist).toEqual([productId('1'), productId('a')]);
    expect(JSON.parse(storage.data[wishlistStorageKey]!)).toEqual([]);
    expect(shop.wishlist.getState()).toMatchObject({ mode: 'server', ids: [productId('1'), productId('a')], count: 2 });
    expect(shop.session.getState().wishlist).toEqual({ ids: [productId('1'), productId('a')], count: 2 });
  });

  it('a customer’s heart goes to the Store API’s list', async () => {
    const { shop, backend } = browserShop();
    await shop.load();
    await shop.signIn({ username: customerEmail, password: customerPassword });
    shop.wishlist.getState().toggle(productId('c'));
    await vi.waitFor(() => expect(backend.wishlist).toContain(productId('c')));
  });

  it('a refused sign-in changes nothing and says why', async () => {
    const { shop, backend, storage } = browserShop([productId('a')]);
    await shop.load();
    const result = await shop.signIn({ username: customerEmail, password: 'wrong-password-1' });
    expect(result).toEqual({ ok: false, error: 'invalidCredentials' });
    expect(shop.session.getState().role).toBe('visitor');
    expect(backend.calls.some((call) => call.path.startsWith('/customer/wishlist'))).toBe(false);
    expect(JSON.parse(storage.data[wishlistStorageKey]!)).toEqual([productId('a')]);
  });

  it('signs out: a visitor again, with an empty cart and the (empty) local wishlist', async () => {
    const { shop, tokenStorage } = browserShop();
    await shop.load();
    await shop.signIn({ username: customerEmail, password: customerPassword });
    expect(await shop.signOut()).toBe(true);
    expect(shop.session.getState()).toMatchObject({ role: 'visitor', customer: null, wishlist: null });
    expect(shop.cart.getState().cart.lineItems).toEqual([]);
    expect(shop.wishlist.getState()).toMatchObject({ mode: 'local', ids: [] });
    expect(tokenStorage.token).toMatch(/^visitor-/);
  });

  it('after an order, refresh brings the new empty cart and the guest session', async () => {
    const { shop, backend } = browserShop();
    await shop.load();
    await shop.cart.getState().addProduct(productId('b'));
    // The order as the checkout places it (its own store, over the shop's client).
    await createOrder(shop.client);
    expect(backend.calls.at(-1)?.path).toBe('/checkout/order');
    expect(await shop.refresh()).toBe(true);
    expect(shop.cart.getState().cart.lineItems).toEqual([]);
    expect(shop.session.getState().role).toBe('guest');
  });

  it('keeps the session shown while it is read again (a host’s pages stay mounted)', async () => {
    const { shop } = browserShop();
    await shop.load();
    const seen: string[] = [];
    const stop = shop.session.subscribe((state) => seen.push(state.status));
    await shop.refresh();
    await shop.signIn({ username: customerEmail, password: customerPassword });
    stop();
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['success']));
  });

  it('takes a Remix host’s loader data as its state without reading anything', async () => {
    const backend = shopBackend();
    const client = createStoreApiClient({ endpoint, accessKey: 'KEY', fetch: backend.fetch });
    const context = { customer: { id: 'c1', active: true, guest: false }, currency: { id: 'chf', isoCode: 'CHF', translated: { name: 'Franken' } }, salesChannel: { languageId: 'de-id' } };
    const shop = createShop({ client, initial: { context: context as never, cart: { lineItems: [{ id: 'x', referencedId: 'x' }] } as never, wishlist: { ids: [productId('1')], count: 1 } } });
    expect(backend.calls).toEqual([]);
    expect(shop.session.getState()).toMatchObject({ status: 'success', role: 'customer', languageId: 'de-id', currency: { isoCode: 'CHF' } });
    expect(lineIds(shop.cart.getState().cart.lineItems)).toEqual(['x']);
    expect(shop.wishlist.getState()).toMatchObject({ mode: 'server', ids: [productId('1')], count: 1 });
  });

  it('reports a shop that does not answer as an error, not a visitor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shop = createShop({ endpoint, accessKey: 'KEY', retryDelay: 0, fetch: async () => new Response('{}', { status: 503 }) });
    expect(await shop.load()).toBe(false);
    expect(shop.session.getState().status).toBe('error');
  });
});

describe('createContextTokenStorage', () => {
  it('keeps the token in the chosen web storage, in memory, or nowhere', () => {
    const session = createContextTokenStorage('session', 'test-token');
    session.write('t1');
    expect(sessionStorage.getItem('test-token')).toBe('t1');
    expect(createContextTokenStorage('session', 'test-token').read()).toBe('t1');
    const local = createContextTokenStorage('local', 'test-token');
    local.write('t2');
    expect(localStorage.getItem('test-token')).toBe('t2');
    const memory = createContextTokenStorage('memory');
    memory.write('t3');
    expect(memory.read()).toBe('t3');
    expect(createContextTokenStorage('memory').read()).toBeNull();
    const none = createContextTokenStorage('none');
    none.write('t4');
    expect(none.read()).toBeNull();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('falls back to memory when web storage refuses', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const storage = createContextTokenStorage('local', 'blocked-token');
    storage.write('t5');
    expect(storage.read()).toBe('t5');
    setItem.mockRestore();
  });
});
