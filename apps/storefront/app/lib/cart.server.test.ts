import { MAINTENANCE_MESSAGE, StoreApiError, type StoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { performCartAction } from './cart.server';

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
