import { createStoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { alpAddress, homeAddress, swissId } from './account-pages.fixtures';
import { loadAddressBook, submitAddressBookAction } from './address-book';

function routedClient(routes: Record<string, { status?: number; body: unknown }>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: Request) => {
    const path = new URL(input.url).pathname.replace('/store-api', '');
    calls.push(path);
    const route = routes[path] ?? { status: 204, body: null };
    return new Response(route.body === null ? null : JSON.stringify(route.body), { status: route.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { client: createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 }), calls };
}
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe('loadAddressBook', () => {
  it('loads the addresses and the choices, with the cantons of Switzerland sorted, and the address to change', async () => {
    const { client } = routedClient({
      '/account/list-address': { body: { elements: [homeAddress, alpAddress] } },
      '/salutation': { body: { elements: [{ id: 's1', translated: { displayName: 'Frau' } }] } },
      '/country': {
        body: { elements: [{ id: swissId, iso: 'CH', translated: { name: 'Schweiz' }, states: [{ id: 'zh', translated: { name: 'Zürich' } }, { id: 'be', translated: { name: 'Bern' } }] }] },
      },
    });
    const book = await loadAddressBook(client, alpAddress.id);
    expect(book.addresses.map((a) => a.id)).toEqual([homeAddress.id, alpAddress.id]);
    expect(book).toMatchObject({ swissId, salutations: [{ value: 's1', label: 'Frau' }], countries: [{ value: swissId, label: 'Schweiz' }] });
    expect(book.states.map((s) => s.label)).toEqual(['Bern', 'Zürich']);
    expect(book.editing).toMatchObject({ id: alpAddress.id, values: { city: 'Grindelwald' } });
  });
});

describe('submitAddressBookAction', () => {
  it('adds a valid address and says so', async () => {
    const { client, calls } = routedClient({ '/account/address': { body: { id: 'x' } } });
    const values = { salutationId: 'e'.repeat(32), firstName: 'Heidi', lastName: 'Muster', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: swissId };
    expect(await submitAddressBookAction(client, form({ intent: 'address', ...values }))).toEqual({ ok: true, notice: 'added' });
    expect(calls).toEqual(['/account/address']);
  });

  it('answers an incomplete address without a call, and an action without an address id', async () => {
    const { client, calls } = routedClient({});
    const refused = await submitAddressBookAction(client, form({ intent: 'address', firstName: 'Heidi' }));
    expect(refused).toMatchObject({ ok: false, result: { intent: 'address', values: { firstName: 'Heidi' } } });
    expect(await submitAddressBookAction(client, form({ intent: 'delete', addressId: 'nope' }))).toEqual({ ok: false, result: { intent: 'delete', formError: { key: 'account:addresses.notFound' } } });
    expect(calls).toEqual([]);
  });

  it('sets a default address and turns a refused deletion into its message', async () => {
    expect(await submitAddressBookAction(routedClient({}).client, form({ intent: 'default-billing', addressId: alpAddress.id }))).toEqual({ ok: true, notice: 'default-billing' });
    const { client } = routedClient({
      [`/account/address/${homeAddress.id}`]: { status: 400, body: { errors: [{ status: '400', code: 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT', detail: 'x' }] } },
    });
    expect(await submitAddressBookAction(client, form({ intent: 'delete', addressId: homeAddress.id }))).toMatchObject({ ok: false, result: { intent: 'delete', formError: { key: expect.stringContaining('addresses.') } } });
  });
});
