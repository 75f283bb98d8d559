import { MAINTENANCE_MESSAGE, StoreApiError, type Schemas, type StoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { addLineItems, headerCartCount, loadLayoutCart, performCartAction, readBundleForm } from './cart.server';

function failingClient(error: unknown): StoreApiClient & { calls: number } {
  const client = {
    calls: 0,
    endpoint: 'http://store.test/store-api',
    contextToken: undefined,
    languageId: undefined,
    setContextToken() {},
    setLanguageId() {},
    async request() {
      client.calls += 1;
      throw error;
    },
  };
  return client;
}

function addToCartForm() {
  const form = new FormData();
  form.set('intent', 'add-to-cart');
  form.set('productId', '0190c4b1a0e07a3b8d1f2e3c4b5a6978');
  form.set('quantity', '1');
  return form;
}

describe('performCartAction', () => {
  it.each([503, 500, 502, 408])('turns a failed add-to-cart (%i) into a translated message, without trying again', async (status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = failingClient(new StoreApiError({ status, message: 'down' }));
    const result = await performCartAction(client, addToCartForm());
    expect(result.cart).toBeNull();
    expect(result.messages).toEqual([expect.objectContaining({ type: 'danger', textKey: 'addToCartError' })]);
    expect(client.calls).toBe(1);
    log.mockRestore();
  });

  it('sends maintenance to the maintenance page', async () => {
    const client = failingClient(new StoreApiError({ status: 503, message: MAINTENANCE_MESSAGE }));
    const thrown = await performCartAction(client, addToCartForm()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });

  it('rethrows what is not a Store API error', async () => {
    await expect(performCartAction(failingClient(new TypeError('bug')), addToCartForm())).rejects.toThrow('bug');
  });
});

describe('addLineItems and the add-bundle intent', () => {
  const a = '0190c4b1a0e07a3b8d1f2e3c4b5a6978';
  const b = '0190c4b1a0e07a3b8d1f2e3c4b5a6979';

  function recordingClient() {
    const bodies: unknown[] = [];
    const client = {
      endpoint: 'http://store.test/store-api',
      contextToken: undefined,
      languageId: undefined,
      setContextToken() {},
      setLanguageId() {},
      async request(_method: string, _path: string, options: { body?: unknown } = {}) {
        bodies.push(options.body);
        return { apiAlias: 'cart', lineItems: [], errors: {} };
      },
    };
    return { client: client as unknown as StoreApiClient, bodies };
  }

  it('sends several products in one call, summing duplicates', async () => {
    const { client, bodies } = recordingClient();
    await addLineItems(client, [{ productId: a, quantity: 1 }, { productId: b, quantity: 2 }, { productId: a, quantity: 3 }]);
    expect(bodies).toHaveLength(1);
    expect(JSON.stringify(bodies[0])).toContain(`"referencedId":"${a}","quantity":4`);
    expect(JSON.stringify(bodies[0])).toContain(`"referencedId":"${b}","quantity":2`);
  });

  it('refuses bad items before sending anything', async () => {
    const { client, bodies } = recordingClient();
    await expect(addLineItems(client, [])).rejects.toThrow(RangeError);
    await expect(addLineItems(client, [{ productId: 'nope', quantity: 1 }])).rejects.toThrow(RangeError);
    await expect(addLineItems(client, [{ productId: a, quantity: 0 }])).rejects.toThrow(RangeError);
    expect(bodies).toHaveLength(0);
  });

  it('reads the bundle form and adds its products in one call', async () => {
    const form = new FormData();
    form.set('intent', 'add-bundle');
    form.append('productId', a);
    form.append('productId', b);
    form.set(`quantity-${b}`, '6');
    expect(readBundleForm(form)).toEqual([{ productId: a, quantity: 1 }, { productId: b, quantity: 6 }]);
    const { client, bodies } = recordingClient();
    const result = await performCartAction(client, form);
    expect(result.intent).toBe('add-bundle');
    expect(bodies).toHaveLength(1);
    form.append('productId', 'not-an-id');
    const bad = await performCartAction(client, form);
    expect(bad.cart).toBeNull();
    expect(bodies).toHaveLength(1);
  });
});

describe('the layout cart (header count and side cart)', () => {
  it('counts the items without promotions and gives null when the cart could not be read', async () => {
    const cart = {
      lineItems: [
        { id: 'a', type: 'product', quantity: 2 },
        { id: 'b', type: 'promotion', quantity: 1 },
        { id: 'c', type: 'product', quantity: 1 },
      ],
    } as unknown as Schemas['Cart'];
    expect(headerCartCount(cart)).toBe(3);
    expect(headerCartCount(null)).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadLayoutCart(failingClient(new StoreApiError({ status: 503, message: 'down' })))).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

