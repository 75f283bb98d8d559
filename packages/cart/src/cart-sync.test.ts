import { describe, expect, it, vi } from 'vitest';
import { createCartStore, type CartApi } from './cart-store';
import { createCartSync } from './cart-sync';
import { createBus } from './test-bus';
import { cartFixture } from './test-fixtures';

function api(): CartApi {
  const empty = () => Promise.resolve({ ...cartFixture(), lineItems: [] });
  return { getCart: empty, addLineItems: empty, updateLineItems: empty, removeLineItems: empty };
}

describe('createCartSync', () => {
  it('passes confirmed carts to the other tab without echoing them back', async () => {
    const bus = createBus().factory;
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
    const bus = createBus().factory;
    const tabA = createCartStore(cartFixture(), { ...api(), updateLineItems: () => new Promise(() => {}) });
    const tabB = createCartStore(cartFixture(), api());
    createCartSync(tabA, bus);
    createCartSync(tabB, bus);
    void tabA.getState().changeQuantity('65666d2629744f65b981cc6263d3ef0a', 3);
    expect(tabA.getState().cart.lineItems![0]!.quantity).toBe(3);
    expect(tabB.getState().cart.lineItems![0]!.quantity).toBe(1);
  });

  it('ignores foreign messages and stops on dispose', async () => {
    const bus = createBus().factory;
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

  it('shares a cart the host confirmed (a form action answer) but not a plain received one', () => {
    const bus = createBus().factory;
    const tabA = createCartStore(cartFixture(), api());
    const tabB = createCartStore(cartFixture(), api());
    createCartSync(tabA, bus);
    createCartSync(tabB, bus);
    const [product] = cartFixture().lineItems!;

    tabA.getState().receiveCart({ ...cartFixture(), lineItems: [{ ...product!, quantity: 4 }] });
    expect(tabB.getState().cart.lineItems).toHaveLength(2);

    tabA.getState().receiveCart({ ...cartFixture(), lineItems: [{ ...product!, quantity: 5 }] }, { confirmed: true });
    expect(tabA.getState().status).toBe('success');
    expect(tabB.getState().cart.lineItems).toEqual([{ ...product!, quantity: 5 }]);
    // Taken over, not echoed: tab B stays idle and sends nothing back.
    expect(tabB.getState().status).toBe('idle');
  });

  it('keeps every tab of the bus in step and rolls a failed change back only locally', async () => {
    const bus = createBus().factory;
    const failing = { ...api(), updateLineItems: () => Promise.reject(new Error('offline')) };
    const tabs = [createCartStore(cartFixture(), failing), createCartStore(cartFixture(), api()), createCartStore(cartFixture(), api())];
    for (const tab of tabs) createCartSync(tab, bus);

    expect(await tabs[0]!.getState().changeQuantity('65666d2629744f65b981cc6263d3ef0a', 3)).toBe(false);
    expect(tabs[0]!.getState().cart.lineItems![0]!.quantity).toBe(1);
    expect(tabs[0]!.getState().errors.map((e) => e.textKey)).toContain('generic');
    expect(tabs[1]!.getState().cart.lineItems![0]!.quantity).toBe(1);

    await tabs[1]!.getState().removeItem('65666d2629744f65b981cc6263d3ef0a');
    expect(tabs[0]!.getState().cart.lineItems).toEqual([]);
    expect(tabs[2]!.getState().cart.lineItems).toEqual([]);
  });

  it('uses BroadcastChannel by default', async () => {
    const tabA = createCartStore(cartFixture(), api());
    const tabB = createCartStore(cartFixture(), api());
    const stopA = createCartSync(tabA);
    const stopB = createCartSync(tabB);
    await tabA.getState().refresh();
    await vi.waitFor(() => expect(tabB.getState().cart.lineItems).toEqual([]));
    stopA();
    stopB();
  });

  it('does nothing where there is no channel (server rendering)', () => {
    const store = createCartStore(cartFixture(), api());
    expect(() => createCartSync(store, () => null)()).not.toThrow();
  });
});
