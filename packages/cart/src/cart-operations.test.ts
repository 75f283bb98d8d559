import { isMaintenanceError, MAINTENANCE_MESSAGE, StoreApiError, type StoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { addProductsToCart, isAddedAsAsked, performCartAction, readBundleForm, type CartActionResult } from './cart-operations';

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

const a = '0190c4b1a0e07a3b8d1f2e3c4b5a6978';
const b = '0190c4b1a0e07a3b8d1f2e3c4b5a6979';

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const addToCartForm = () => form([['intent', 'add-to-cart'], ['productId', a], ['quantity', '1']]);

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

  it('throws maintenance for the host’s maintenance page', async () => {
    const client = failingClient(new StoreApiError({ status: 503, message: MAINTENANCE_MESSAGE }));
    const thrown = await performCartAction(client, addToCartForm()).catch((error: unknown) => error);
    expect(isMaintenanceError(thrown)).toBe(true);
  });

  it('rethrows what is not a Store API error', async () => {
    await expect(performCartAction(failingClient(new TypeError('bug')), addToCartForm())).rejects.toThrow('bug');
  });

  it('refuses bad input with a message and without a call', async () => {
    const { client, bodies } = recordingClient();
    const results = await Promise.all([
      performCartAction(client, form([['intent', 'add-to-cart'], ['productId', 'nope']])),
      performCartAction(client, form([['intent', 'add-to-cart'], ['productId', a], ['quantity', '0']])),
      performCartAction(client, form([['intent', 'change-quantity'], ['lineItemId', a], ['quantity', '1.5']])),
      performCartAction(client, form([['intent', 'add-promotion'], ['code', ' ']])),
    ]);
    expect(results.map((r) => [r.cart, r.messages[0]?.textKey])).toEqual([
      [null, 'invalidQuantity'],
      [null, 'invalidQuantity'],
      [null, 'invalidQuantity'],
      [null, 'promotionNotFound'],
    ]);
    expect(bodies).toHaveLength(0);
  });

  it('changes a quantity, removes a line and adds a promotion code', async () => {
    const { client, bodies } = recordingClient();
    await performCartAction(client, form([['intent', 'change-quantity'], ['lineItemId', a], ['quantity', '3']]));
    await performCartAction(client, form([['intent', 'remove'], ['lineItemId', a]]));
    const promotion = await performCartAction(client, form([['intent', 'add-promotion'], ['code', ' SUMMER ']]));
    expect(promotion).toMatchObject({ intent: 'add-promotion', messages: [] });
    expect(bodies).toEqual([{ items: [{ id: a, quantity: 3 }] }, expect.anything(), expect.objectContaining({ items: [expect.objectContaining({ referencedId: 'SUMMER' })] })]);
  });
});

describe('addProductsToCart and the add-bundle intent', () => {
  it('sends several products in one call, summing duplicates', async () => {
    const { client, bodies } = recordingClient();
    await addProductsToCart(client, [{ productId: a, quantity: 1 }, { productId: b, quantity: 2 }, { productId: a, quantity: 3 }]);
    expect(bodies).toHaveLength(1);
    expect(JSON.stringify(bodies[0])).toContain(`"referencedId":"${a}","quantity":4`);
    expect(JSON.stringify(bodies[0])).toContain(`"referencedId":"${b}","quantity":2`);
  });

  it('refuses bad items before sending anything', async () => {
    const { client, bodies } = recordingClient();
    await expect(addProductsToCart(client, [])).rejects.toThrow(RangeError);
    await expect(addProductsToCart(client, [{ productId: 'nope', quantity: 1 }])).rejects.toThrow(RangeError);
    await expect(addProductsToCart(client, [{ productId: a, quantity: 0 }])).rejects.toThrow(RangeError);
    expect(bodies).toHaveLength(0);
  });

  it('reads the bundle form and adds its products in one call', async () => {
    const bundle = form([['intent', 'add-bundle'], ['productId', a], ['productId', b], [`quantity-${b}`, '6']]);
    expect(readBundleForm(bundle)).toEqual([{ productId: a, quantity: 1 }, { productId: b, quantity: 6 }]);
    const { client, bodies } = recordingClient();
    const result = await performCartAction(client, bundle);
    expect(result.intent).toBe('add-bundle');
    expect(bodies).toHaveLength(1);
    bundle.append('productId', 'not-an-id');
    const bad = await performCartAction(client, bundle);
    expect(bad.cart).toBeNull();
    expect(bodies).toHaveLength(1);
  });
});

describe('isAddedAsAsked', () => {
  const message = (textKey: CartActionResult['messages'][number]['textKey']) => ({ id: 'm', type: 'warning' as const, textKey, params: {}, fallback: '' });
  const cart = {} as CartActionResult['cart'];
  it('is true for an add that went in unchanged', () => {
    expect(isAddedAsAsked({ intent: 'add-to-cart', cart, messages: [] })).toBe(true);
    expect(isAddedAsAsked({ intent: 'add-bundle', cart, messages: [message('promotionNotEligible')] })).toBe(true);
  });
  it('is false for a failed add, an adjusted quantity and other intents', () => {
    expect(isAddedAsAsked({ intent: 'add-to-cart', cart: null, messages: [] })).toBe(false);
    expect(isAddedAsAsked({ intent: 'add-to-cart', cart, messages: [message('productStockReached')] })).toBe(false);
    expect(isAddedAsAsked({ intent: 'change-quantity', cart, messages: [] })).toBe(false);
  });
});
