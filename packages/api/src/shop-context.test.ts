import { describe, expect, it, vi } from 'vitest';
import { createStoreApiClient } from './client';
import { countryOfContext, currencyOfContext, loadShopCountries, loadShopCurrencies } from './shop-context';

function client(body: unknown, endpoint: string) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  return { client: createStoreApiClient({ endpoint, accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 }), fetch };
}

describe('shop currencies and countries', () => {
  it('lists the currencies with their translated names, once per endpoint for a while', async () => {
    const { client: api, fetch } = client({ elements: [{ id: 'chf', isoCode: 'CHF', translated: { name: 'Schweizer Franken' } }, { id: 'eur', isoCode: 'EUR' }] }, 'http://currencies.test/store-api');
    const expected = [
      { id: 'chf', isoCode: 'CHF', name: 'Schweizer Franken' },
      { id: 'eur', isoCode: 'EUR', name: 'EUR' },
    ];
    expect(await loadShopCurrencies(api)).toEqual(expected);
    expect(await loadShopCurrencies(api)).toEqual(expected);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('lists the active countries that can be shipped to, by position', async () => {
    const { client: api } = client(
      {
        elements: [
          { id: 'de', iso: 'DE', position: 2, translated: { name: 'Deutschland' } },
          { id: 'ch', iso: 'CH', position: 1, translated: { name: 'Schweiz' } },
          { id: 'xx', iso: 'XX', position: 0, active: false },
          { id: 'yy', iso: 'YY', position: 0, shippingAvailable: false },
        ],
      },
      'http://countries.test/store-api',
    );
    expect(await loadShopCountries(api)).toEqual([
      { id: 'ch', iso: 'CH', name: 'Schweiz' },
      { id: 'de', iso: 'DE', name: 'Deutschland' },
    ]);
  });

  it("reads the shopper's currency and country from the context", () => {
    const context = { currency: { id: 'eur', isoCode: 'EUR', translated: { name: 'Euro' } }, shippingLocation: { country: { id: 'ch', iso: 'CH', translated: { name: 'Schweiz' } } } };
    expect(currencyOfContext(context as never)).toEqual({ id: 'eur', isoCode: 'EUR', name: 'Euro' });
    expect(countryOfContext(context as never)).toEqual({ id: 'ch', iso: 'CH', name: 'Schweiz' });
    expect(currencyOfContext({} as never)).toBeNull();
    expect(countryOfContext({} as never)).toBeNull();
  });
});
