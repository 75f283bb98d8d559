import { describe, expect, it, vi } from 'vitest';
import { createCartStore, type CartApi } from './cart-store';
import { createCartSync, type CartSyncChannel } from './cart-sync';
import { cartFixture } from './test-fixtures';

/** An in-memory stand-in for BroadcastChannel: every channel of one bus hears the others. */
function createBus() {
  const channels = new Set<CartSyncChannel>();
  return (_name: string): CartSyncChannel => {
    const channel: CartSyncChannel = {
      onmessage: null,
      postMessage: vi.fn((data: unknown) => {
        for (const other of channels) if (other !== channel) other.onmessage?.({ data: structuredClone(data) });
      }),
      close: vi.fn(() => channels.delete(channel)),
    };
    channels.add(channel);
    return channel;
  };
}

function api(): CartApi {
  const empty = () => Promise.resolve({ ...cartFixture(), lineItems: [] });
  return { getCart: empty, addLineItems: empty, updateLineItems: empty, removeLineItems: empty };
}

describe('createCartSync', () => {
  it('passes confirmed carts to the other tab without echoing them back', async () => {
    const bus = createBus();
    const tabA = createCartStore(cartFixture(), api());
    const tabB = createCartStore(cartFixture(), api());
    const stopA = createCartSync(tabA, bus);
    const stopB = createCartSync(tabB, bus);

    await tabA.getState().removeItem('65666d2629744f65b981cc6263d3ef0a');
    expect(tabB.getState().cart.lineItems).toEqual([]);
    expect(tabB.getState().cart).not.toBe(tabA.getState().cart);

    stopA();
    stopB();
  });

  it('does not send optimistic carts', () => {
    const bus = createBus();
    const tabA = createCartStore(cartFixture(), { ...api(), updateLineItems: () => new Promise(() => {}) });
    const tabB = createCartStore(cartFixture(), api());
    createCartSync(tabA, bus);
    createCartSync(tabB, bus);
    void tabA.getState().changeQuantity('65666d2629744f65b981cc6263d3ef0a', 3);
    expect(tabA.getState().cart.lineItems![0]!.quantity).toBe(3);
    expect(tabB.getState().cart.lineItems![0]!.quantity).toBe(1);
  });

  it('ignores foreign messages and stops on dispose', async () => {
    const bus = createBus();
    const tabA = createCartStore(cartFixture(), api());
    const tabB = createCartStore(cartFixture(), api());
    createCartSync(tabA, bus);
    const stopB = createCartSync(tabB, bus);
    const before = tabA.getState().cart;
    bus('x').postMessage({ type: 'something-else' });
    expect(tabA.getState().cart).toBe(before);
    stopB();
    await tabA.getState().refresh();
    expect(tabB.getState().cart.lineItems).toHaveLength(2);
  });

  it('does nothing where there is no channel (server rendering)', () => {
    const store = createCartStore(cartFixture(), api());
    expect(() => createCartSync(store, () => null)()).not.toThrow();
  });
});
