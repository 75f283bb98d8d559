import { createStoreApiClient, StoreApiError } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { loadCustomerPage, summarizeCustomer } from './customer-session';

const customer = { id: 'c'.repeat(32), active: true, guest: false, firstName: 'Heidi', lastName: 'Muster' };

function client(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  return createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 });
}
const refused = (status: number) => ({ errors: [{ status: String(status), code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', detail: 'x' }] });

describe('summarizeCustomer', () => {
  it('keeps the role and the name only', () => {
    expect(summarizeCustomer(customer)).toEqual({ role: 'customer', firstName: 'Heidi', lastName: 'Muster' });
    expect(summarizeCustomer({ ...customer, guest: true })).toMatchObject({ role: 'guest' });
    expect(summarizeCustomer(null)).toEqual({ role: 'visitor', firstName: '', lastName: '' });
  });
});

describe('loadCustomerPage', () => {
  it('gives the customer with the page data, loaded beside it', async () => {
    const load = vi.fn(async () => 'orders');
    const page = await loadCustomerPage(client(200, customer), load);
    expect(page).toEqual({ status: 'signedIn', customer, data: 'orders' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('is signed out for a visitor (403) and for a guest', async () => {
    expect(await loadCustomerPage(client(403, refused(403)))).toEqual({ status: 'signedOut' });
    expect(await loadCustomerPage(client(200, { ...customer, guest: true }))).toEqual({ status: 'signedOut' });
  });

  it('throws a failure of the shop and of the page data', async () => {
    await expect(loadCustomerPage(client(500, refused(500)))).rejects.toBeInstanceOf(StoreApiError);
    await expect(loadCustomerPage(client(200, customer), async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
