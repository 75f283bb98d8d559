import { createStoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { orderFixture } from './account-pages.fixtures';
import { loadOrderPage } from './order-page';

function routedClient(routes: Record<string, unknown>) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: Request) => {
    const path = new URL(input.url).pathname.replace('/store-api', '');
    calls.push({ path, body: input.method === 'GET' ? null : await input.clone().json().catch(() => null) });
    return new Response(JSON.stringify(routes[path] ?? {}), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { client: createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 }), calls };
}

const order = orderFixture({ id: 'a0000000000000000000000000000001' });
const methods = { elements: [{ id: 'pm000000000000000000000000000001', translated: { name: 'Rechnung' } }] };

describe('loadOrderPage', () => {
  it('reads one of the customer’s orders with the payment methods for "pay now"', async () => {
    const { client, calls } = routedClient({ '/order': { orders: { elements: [order], total: 1 }, paymentChangeable: { [order.id]: false } }, '/payment-method': methods });
    expect(await loadOrderPage(client, { orderId: order.id })).toEqual({
      view: 'detail',
      order,
      paymentChangeable: false,
      paymentMethods: [{ id: 'pm000000000000000000000000000001', name: 'Rechnung' }],
    });
    expect(calls.map((c) => c.path).sort()).toEqual(['/order', '/payment-method']);
    expect(calls.find((c) => c.path === '/order')?.body).toMatchObject({ filter: [{ type: 'equals', field: 'id', value: order.id }] });
  });

  it('finds nothing for an id that is not a Shopware id or not among the customer’s orders, without asking for it', async () => {
    const { client, calls } = routedClient({ '/payment-method': methods });
    expect(await loadOrderPage(client, { orderId: 'nope' })).toMatchObject({ view: 'detail', order: null, paymentChangeable: false });
    expect(calls.map((c) => c.path)).toEqual(['/payment-method']);
    const other = routedClient({ '/order': { orders: { elements: [], total: 0 } }, '/payment-method': methods });
    expect(await loadOrderPage(other.client, { orderId: 'f'.repeat(32) })).toMatchObject({ view: 'detail', order: null });
  });

  it('lists a page of orders with the number of pages', async () => {
    const { client, calls } = routedClient({ '/order': { orders: { elements: [order], total: 21 } } });
    expect(await loadOrderPage(client, { page: 3 })).toEqual({ view: 'list', orders: [order], page: 3, pages: 3 });
    expect(calls[0]?.body).toMatchObject({ page: 3, limit: 10 });
    expect(await loadOrderPage(routedClient({}).client, {})).toEqual({ view: 'list', orders: [], page: 1, pages: 1 });
  });
});
