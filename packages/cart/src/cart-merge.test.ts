import { login, type StoreApiClient } from '@gipfel/api';
import { fakeStoreApi, type FakeAnswer } from '@gipfel/api/testing';
import { describe, expect, it, vi } from 'vitest';
import { watchCartMerge } from './cart-merge';

/** The visitor's cart, read before signing in. */
const guestCart = (lineItems: unknown[] = []): FakeAnswer => ({ status: 200, body: { lineItems, errors: [] } });
const product = (id: string, quantity: number) => ({ id, referencedId: id, type: 'product', good: true, quantity });

/** A sign-in watched for the cart merge, as a host does it. */
async function signInWatched(client: StoreApiClient): Promise<boolean> {
  const watch = await watchCartMerge(client);
  await login(client, { username: 'anna@example.ch', password: 'secret123' });
  return watch.merged();
}

describe('watchCartMerge', () => {
  it('sees the merge when the cart after login holds more than the visitor brought', async () => {
    const loggedIn = { status: 200, body: { contextToken: 'new-token', apiAlias: 'context_token' }, headers: { 'sw-context-token': 'new-token' } };
    const merged = fakeStoreApi([guestCart([product('a', 1)]), loggedIn, guestCart([product('a', 1), product('b', 2)])]);
    expect(await signInWatched(merged.client)).toBe(true);
    expect(merged.calls.map((c) => c.path)).toEqual(['/checkout/cart', '/account/login', '/checkout/cart']);
    // Only the visitor's cart (nothing was saved), or nothing brought: no hint.
    const own = fakeStoreApi([guestCart([product('a', 1)]), loggedIn, guestCart([product('a', 1)])]);
    expect(await signInWatched(own.client)).toBe(false);
    const restored = fakeStoreApi([guestCart(), loggedIn, guestCart([product('b', 2)])]);
    expect(await signInWatched(restored.client)).toBe(false);
  });

  it('reports the cart-merged hint of the cart after logging in', async () => {
    const { client, calls } = fakeStoreApi([guestCart(), { status: 200, body: { contextToken: 'new-token', apiAlias: 'context_token' }, headers: { 'sw-context-token': 'new-token' } }, { status: 200, body: { lineItems: [], errors: { 'cart-merged-hint': { key: 'cart-merged-hint', messageKey: 'cart-merged-hint', message: '', level: 0 } } } }]);
    expect(await signInWatched(client)).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/checkout/cart', '/account/login', '/checkout/cart']);
  });

  it('counts failing cart reads as not merged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeStoreApi([{ status: 403, body: { errors: [] } }, { status: 200, body: {} }, { status: 403, body: { errors: [] } }]);
    expect(await signInWatched(client)).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
