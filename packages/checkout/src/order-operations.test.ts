import { describe, expect, it } from 'vitest';
import { fakeStoreApi } from '@gipfel/api/testing';
import { loadOrder } from './order-operations';

const orderId = 'a'.repeat(32);

describe('loadOrder', () => {
  it('asks for the order with its currency, so a page writes its total in the order’s own currency', async () => {
    const { client, calls } = fakeStoreApi({
      body: { orders: { elements: [{ id: orderId, orderNumber: '10001', amountTotal: 59.99, currency: { isoCode: 'EUR' } }] }, paymentChangeable: { [orderId]: false } },
    });
    const loaded = await loadOrder(client, orderId, null);
    expect(loaded?.order.currency?.isoCode).toBe('EUR');
    expect(loaded?.paymentChangeable).toBe(false);
    expect(calls[0]?.body).toMatchObject({ filter: [{ type: 'equals', field: 'id', value: orderId }], associations: { currency: {} } });
  });

  it('reads a guest’s order by its deep link with the currency too, and nothing for an id that is none', async () => {
    const { client, calls } = fakeStoreApi({ body: { orders: { elements: [] } } });
    expect(await loadOrder(client, orderId, { orderId, deepLinkCode: 'code', email: 'a@example.ch', zipcode: '8001' })).toBeNull();
    expect(calls[0]?.body).toMatchObject({ filter: [{ field: 'deepLinkCode', value: 'code' }], email: 'a@example.ch', zipcode: '8001', associations: { currency: {} } });
    expect(await loadOrder(client, '../etc', null)).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
