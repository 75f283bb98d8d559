import { describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { createCartStore, type CartApi } from './cart-store';
import { cartFixture } from './test-fixtures';

type Cart = Schemas['Cart'];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeApi(overrides: Partial<CartApi> = {}): CartApi {
  return {
    getCart: vi.fn(async () => cartFixture()),
    addLineItems: vi.fn(async () => cartFixture()),
    updateLineItems: vi.fn(async () => cartFixture()),
    removeLineItems: vi.fn(async () => ({ ...cartFixture(), lineItems: [], errors: {} })),
    ...overrides,
  };
}

const productId = '65666d2629744f65b981cc6263d3ef0a';

function withoutErrors(cart: Cart): Cart {
  return { ...cart, errors: {} };
}

describe('createCartStore', () => {
  it('makes independent stores, starting idle with the errors of the initial cart', () => {
    const a = createCartStore(cartFixture(), fakeApi());
    const b = createCartStore(withoutErrors(cartFixture()), fakeApi());
    expect(a).not.toBe(b);
    expect(a.getState().status).toBe('idle');
    expect(a.getState().errors.map((e) => e.textKey)).toEqual(['promotionDiscountAdded']);
    expect(b.getState().errors).toEqual([]);
  });

  it('adds a product and goes pending → success', async () => {
    const next = deferred<Cart>();
    const api = fakeApi({ addLineItems: vi.fn(() => next.promise) });
    const store = createCartStore(withoutErrors(cartFixture()), api);
    const result = store.getState().addProduct('p1', 2);
    expect(store.getState().status).toBe('pending');
    expect(api.addLineItems).toHaveBeenCalledWith([{ id: 'p1', referencedId: 'p1', type: 'product', quantity: 2 }]);
    const answer = withoutErrors(cartFixture());
    next.resolve(answer);
    await expect(result).resolves.toBe(true);
    expect(store.getState()).toMatchObject({ status: 'success', cart: answer });
  });

  it('changes a quantity optimistically and keeps the server answer', async () => {
    const next = deferred<Cart>();
    const store = createCartStore(withoutErrors(cartFixture()), fakeApi({ updateLineItems: vi.fn(() => next.promise) }));
    const result = store.getState().changeQuantity(productId, 3);
    const optimistic = store.getState().cart.lineItems![0]!;
    expect(optimistic.quantity).toBe(3);
    expect(optimistic.price?.totalPrice).toBe(53.7);
    const answer = withQuantityFromServer(4);
    next.resolve(answer);
    await result;
    expect(store.getState().cart.lineItems![0]!.quantity).toBe(4);
  });

  it('rolls an optimistic quantity back when the Store API refuses it', async () => {
    const api = fakeApi({
      updateLineItems: vi.fn(async () => {
        throw { details: { errors: [{ code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY' }] } };
      }),
    });
    const store = createCartStore(withoutErrors(cartFixture()), api);
    await expect(store.getState().changeQuantity(productId, 3)).resolves.toBe(false);
    expect(store.getState().status).toBe('error');
    expect(store.getState().cart.lineItems![0]!.quantity).toBe(1);
    expect(store.getState().errors.map((e) => e.textKey)).toEqual(['invalidQuantity']);
  });

  it('refuses invalid quantities without calling the Store API', async () => {
    const api = fakeApi();
    const store = createCartStore(withoutErrors(cartFixture()), api);
    await expect(store.getState().changeQuantity(productId, 0)).resolves.toBe(false);
    await expect(store.getState().addProduct('p1', 1.5)).resolves.toBe(false);
    expect(api.updateLineItems).not.toHaveBeenCalled();
    expect(api.addLineItems).not.toHaveBeenCalled();
    expect(store.getState().errors.map((e) => e.textKey)).toEqual(['invalidQuantity']);
  });

  it('ignores the answer of an older call that arrives late', async () => {
    const first = deferred<Cart>();
    const second = deferred<Cart>();
    const update = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const store = createCartStore(withoutErrors(cartFixture()), fakeApi({ updateLineItems: update }));
    const a = store.getState().changeQuantity(productId, 2);
    const b = store.getState().changeQuantity(productId, 3);
    second.resolve(withQuantityFromServer(3));
    await b;
    first.resolve(withQuantityFromServer(2));
    await a;
    expect(store.getState().cart.lineItems![0]!.quantity).toBe(3);
  });

  it('removes an item and reports an add-to-cart failure', async () => {
    const api = fakeApi({ addLineItems: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const store = createCartStore(withoutErrors(cartFixture()), api);
    await store.getState().removeItem(productId);
    expect(api.removeLineItems).toHaveBeenCalledWith([productId]);
    expect(store.getState().cart.lineItems).toEqual([]);
    await store.getState().addProduct('p1');
    expect(store.getState().errors.map((e) => e.textKey)).toEqual(['addToCartError']);
  });

  it('adds a trimmed promotion code and stores the cart errors of the answer', async () => {
    const answer = {
      ...cartFixture(),
      errors: { 'promotion-not-found': { key: 'promotion-not-found', messageKey: 'promotion-not-found', message: '', level: 20, code: 0 } },
    } as Cart;
    const api = fakeApi({ addLineItems: vi.fn(async () => answer) });
    const store = createCartStore(withoutErrors(cartFixture()), api);
    await expect(store.getState().addPromotionCode('  ')).resolves.toBe(false);
    expect(api.addLineItems).not.toHaveBeenCalled();
    await store.getState().addPromotionCode(' SUMMER ');
    expect(api.addLineItems).toHaveBeenCalledWith([{ type: 'promotion', referencedId: 'SUMMER' }]);
    expect(store.getState().errors.map((e) => e.textKey)).toEqual(['promotionNotFound']);
  });

  it('hands out stored errors only once', async () => {
    const store = createCartStore(cartFixture(), fakeApi());
    expect(store.getState().consumeErrors()).toHaveLength(1);
    expect(store.getState().consumeErrors()).toEqual([]);
    await store.getState().refresh();
    expect(store.getState().consumeErrors()).toHaveLength(1);
  });

  it('takes a cart from elsewhere', () => {
    const store = createCartStore(cartFixture(), fakeApi());
    const other = { ...cartFixture(), lineItems: [] };
    store.getState().receiveCart(other);
    expect(store.getState().cart).toBe(other);
  });
});

function withQuantityFromServer(quantity: number): Cart {
  const cart = withoutErrors(cartFixture());
  cart.lineItems![0]!.quantity = quantity;
  return cart;
}
