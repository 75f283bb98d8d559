import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { createCartStore, type CartApi } from './cart-store';
import { createCartSync, type CartSyncChannel } from './cart-sync';
import { useSharedCart } from './shared-cart';
import { createBus } from './test-bus';
import { cartFixture } from './test-fixtures';

const withoutItems = (): Schemas['Cart'] => ({ ...cartFixture(), lineItems: [] });

function api(): CartApi {
  const empty = () => Promise.resolve(withoutItems());
  return { getCart: empty, addLineItems: empty, updateLineItems: empty, removeLineItems: empty };
}

describe('useSharedCart', () => {
  it('shows the cart another tab confirms (a side cart store) without a reload', async () => {
    const bus = createBus();
    const page = renderHook(({ cart }) => useSharedCart(cart, bus.factory), { initialProps: { cart: cartFixture() } });
    expect(page.result.current.lineItems).toHaveLength(cartFixture().lineItems!.length);

    const otherTab = createCartStore(cartFixture(), api());
    const stop = createCartSync(otherTab, bus.factory);
    await act(() => otherTab.getState().removeItem('65666d2629744f65b981cc6263d3ef0a'));
    expect(page.result.current.lineItems).toEqual([]);
    stop();
  });

  it('shares a new cart from the server with the other tabs, and not the first one', () => {
    const bus = createBus();
    const initial = cartFixture();
    const page = renderHook(({ cart }) => useSharedCart(cart, bus.factory), { initialProps: { cart: initial } });
    const otherTab = createCartStore(initial, api());
    createCartSync(otherTab, bus.factory);
    const pageChannel = bus.factory.mock.results[0]!.value as CartSyncChannel;
    expect(pageChannel.postMessage).not.toHaveBeenCalled();

    const changed = withoutItems();
    page.rerender({ cart: changed });
    expect(page.result.current).toBe(changed);
    expect(pageChannel.postMessage).toHaveBeenCalledOnce();
    expect(otherTab.getState().cart.lineItems).toEqual([]);

    // The same cart again (a revalidation that changed nothing) is not sent twice.
    page.rerender({ cart: changed });
    expect(pageChannel.postMessage).toHaveBeenCalledOnce();
  });

  it('does not echo a received cart and closes its channel on unmount', () => {
    const bus = createBus();
    const page = renderHook(({ cart }) => useSharedCart(cart, bus.factory), { initialProps: { cart: cartFixture() } });
    const pageChannel = bus.factory.mock.results[0]!.value as CartSyncChannel;
    act(() => pageChannel.onmessage?.({ data: { type: 'cart-updated', cart: withoutItems() } }));
    expect(page.result.current.lineItems).toEqual([]);
    act(() => pageChannel.onmessage?.({ data: { type: 'something-else' } }));
    expect(page.result.current.lineItems).toEqual([]);
    expect(pageChannel.postMessage).not.toHaveBeenCalled();
    page.unmount();
    expect(pageChannel.close).toHaveBeenCalledOnce();
  });

  it('works without BroadcastChannel (the page keeps the server cart)', () => {
    const page = renderHook(({ cart }) => useSharedCart(cart, () => null), { initialProps: { cart: cartFixture() } });
    const changed = withoutItems();
    page.rerender({ cart: changed });
    expect(page.result.current).toBe(changed);
  });
});
