import { createStoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { loadRegistrationChoices } from './registration-choices';

const ch = 'c'.repeat(32);
const de = 'd'.repeat(32);
const countries = [
  { id: de, iso: 'DE', position: 2, name: 'Deutschland', translated: { name: 'Deutschland' }, states: [] },
  {
    id: ch,
    iso: 'CH',
    position: 1,
    forceStateInRegistration: true,
    name: 'Schweiz',
    translated: { name: 'Schweiz' },
    states: [
      { id: 'zh', name: 'Zürich', translated: { name: 'Zürich' }, position: 2, active: true },
      { id: 'be', name: 'Bern', translated: { name: 'Bern' }, position: 1, active: true },
      { id: 'xx', name: 'Alt', translated: { name: 'Alt' }, position: 0, active: false },
    ],
  },
];
const salutations = [{ id: 's1', displayName: 'Frau', translated: { displayName: 'Frau' } }];

function client() {
  const fetch = vi.fn(async (input: Request) => {
    const body = input.url.includes('/salutation') ? { elements: salutations } : { elements: countries };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { client: createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 }), fetch };
}

describe('loadRegistrationChoices', () => {
  it('lists salutations and countries by position, and the active states of Switzerland by default', async () => {
    const { client: api, fetch } = client();
    const choices = await loadRegistrationChoices(api, null);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(choices).toEqual({
      salutations: [{ value: 's1', label: 'Frau' }],
      countries: [
        { value: ch, label: 'Schweiz' },
        { value: de, label: 'Deutschland' },
      ],
      countryId: ch,
      states: [
        { value: 'be', label: 'Bern' },
        { value: 'zh', label: 'Zürich' },
      ],
      stateRequired: true,
    });
  });

  it('lists the states of the country asked for; one without states wants none', async () => {
    const choices = await loadRegistrationChoices(client().client, de);
    expect(choices).toMatchObject({ countryId: de, states: [], stateRequired: false });
  });
});
