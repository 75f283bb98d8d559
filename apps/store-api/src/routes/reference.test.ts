import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CANTON_IDS, COUNTRY_IDS, CURRENCY_IDS, LANGUAGE_IDS, PAYMENT_METHOD_IDS, SALUTATION_IDS, SHIPPING_METHOD_IDS,
} from '../ids';
import { createTestApi, type TestApi } from '../testing/harness';
import { prepareSchemas } from '../testing/schema';

interface List<T> {
  elements: T[];
  total: number;
  page: number;
  limit: number | null;
  apiAlias: string;
  entity: string;
}
type Named = { id: string; name: string; apiAlias: string; translated: Record<string, unknown> } & Record<string, unknown>;

let api: TestApi;
afterEach(() => api?.close());
beforeAll(
  () =>
    prepareSchemas([
      ['POST', '/store-api/language'], ['POST', '/store-api/currency'], ['POST', '/store-api/country'],
      ['POST', '/store-api/country-state/x'], ['POST', '/store-api/salutation'], ['POST', '/store-api/payment-method'],
      ['POST', '/store-api/shipping-method'],
    ]),
  60_000,
);

const fr = { 'sw-language-id': LANGUAGE_IDS['fr-CH'] };
const en = { 'sw-language-id': LANGUAGE_IDS['en-GB'] };

describe('/store-api/language', () => {
  it('lists de-DE, en-GB, fr-CH and it-CH with translationCode and locale (POST and GET)', async () => {
    api = createTestApi();
    for (const method of ['POST', 'GET']) {
      const { status, body } = await api.call<List<Named & { translationCode: { code: string }; locale: { code: string } }>>(method, '/store-api/language');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 4, entity: 'language', apiAlias: 'dal_entity_search_result' });
      expect(body.elements.map((language) => [language.id, language.name, language.translationCode.code, language.locale.code])).toEqual([
        [LANGUAGE_IDS['de-DE'], 'Deutsch', 'de-DE', 'de-DE'],
        [LANGUAGE_IDS['en-GB'], 'English', 'en-GB', 'en-GB'],
        [LANGUAGE_IDS['fr-CH'], 'Français', 'fr-CH', 'fr-CH'],
        [LANGUAGE_IDS['it-CH'], 'Italiano', 'it-CH', 'it-CH'],
      ]);
    }
  });

  it('filters on id, pages and applies includes', async () => {
    api = createTestApi();
    const filtered = await api.call<List<Named>>('POST', '/store-api/language', {
      body: { filter: [{ type: 'equals', field: 'id', value: LANGUAGE_IDS['en-GB'] }] },
    });
    expect(filtered.body.elements.map((language) => language.name)).toEqual(['English']);
    const paged = await api.call<List<Named>>('GET', '/store-api/language?limit=1&page=2');
    expect(paged.body).toMatchObject({ total: 4, page: 2, limit: 1 });
    expect(paged.body.elements.map((language) => language.id)).toEqual([LANGUAGE_IDS['en-GB']]);
    const included = await api.call<List<Record<string, unknown>>>('POST', '/store-api/language', {
      body: { includes: { language: ['id', 'name'] } },
      skipSchema: true,
    });
    expect(included.body.elements[0]).toEqual({ id: LANGUAGE_IDS['de-DE'], name: 'Deutsch', apiAlias: 'language' });
    const sorted = await api.call<List<Named>>('POST', '/store-api/language', { body: { sort: [{ field: 'name', order: 'DESC' }] } });
    expect(sorted.body.elements.map((language) => language.name)).toEqual(['English', 'Deutsch', 'Français', 'Italiano'].sort().reverse());
  });

  it('translates the locale names into the request language', async () => {
    api = createTestApi();
    const { body } = await api.call<List<Named & { translationCode: { name: string; territory: string } }>>('POST', '/store-api/language', { headers: en });
    expect(body.elements[0]?.translationCode).toMatchObject({ name: 'German', territory: 'Germany' });
  });
});

describe('/store-api/currency', () => {
  it('answers an array with CHF first (default) and EUR', async () => {
    api = createTestApi();
    const { body } = await api.call<(Named & { isoCode: string; isSystemDefault: boolean })[]>('POST', '/store-api/currency', { headers: fr });
    expect(body.map((currency) => [currency.id, currency.isoCode, currency.name, currency.isSystemDefault])).toEqual([
      [CURRENCY_IDS.CHF, 'CHF', 'Franc suisse', true],
      [CURRENCY_IDS.EUR, 'EUR', 'Euro', false],
    ]);
  });
});

describe('/store-api/country and /store-api/country-state', () => {
  it('lists the countries with Switzerland first, in the request language', async () => {
    api = createTestApi();
    const { body } = await api.call<List<Named & { iso: string }>>('POST', '/store-api/country', { headers: fr });
    expect(body.elements.map((country) => country.iso)).toEqual(['CH', 'LI', 'DE', 'AT', 'FR', 'IT']);
    expect(body.elements[0]).toMatchObject({ id: COUNTRY_IDS.CH, name: 'Suisse', displayStateInRegistration: true });
    expect(body.elements[0]?.states).toBeUndefined();
  });

  it('filters on id (as the storefront does) and loads states on request', async () => {
    api = createTestApi();
    const { body } = await api.call<List<Named & { states: { shortCode: string }[] }>>('POST', '/store-api/country', {
      body: { filter: [{ type: 'equalsAny', field: 'country.id', value: [COUNTRY_IDS.CH, COUNTRY_IDS.DE] }], associations: { states: {} } },
    });
    expect(body.elements.map((country) => [country.id, country.states.length])).toEqual([[COUNTRY_IDS.CH, 26], [COUNTRY_IDS.DE, 0]]);
    const none = await api.call<List<Named>>('POST', '/store-api/country', { body: { ids: ['ffffffffffffffffffffffffffffffff'] } });
    expect(none.body.total).toBe(0);
  });

  it('lists the 26 cantons of Switzerland with translated names', async () => {
    api = createTestApi();
    const { body } = await api.call<List<Named & { shortCode: string }>>('POST', `/store-api/country-state/${COUNTRY_IDS.CH}`, { headers: fr });
    expect(body.total).toBe(26);
    expect(body.elements[0]).toMatchObject({ id: CANTON_IDS.ZH, shortCode: 'CH-ZH', countryId: COUNTRY_IDS.CH });
    expect(body.elements.find((state) => state.shortCode === 'CH-GE')?.name).toBe('Genève');
    const german = await api.call<List<Named & { shortCode: string }>>('GET', `/store-api/country-state/${COUNTRY_IDS.CH}?filter[0][type]=equals&filter[0][field]=shortCode&filter[0][value]=CH-GR`);
    expect(german.body.elements.map((state) => state.name)).toEqual(['Graubünden']);
    const otherCountry = await api.call<List<Named>>('POST', `/store-api/country-state/${COUNTRY_IDS.DE}`);
    expect(otherCountry.body.total).toBe(0);
    const bad = await api.call<{ errors: { source?: { pointer?: string } }[] }>('POST', '/store-api/country-state/not-an-id');
    expect(bad.status).toBe(400);
  });
});

describe('/store-api/salutation, /payment-method, /shipping-method', () => {
  it('lists salutations and filters them on id', async () => {
    api = createTestApi();
    const all = await api.call<List<Named & { salutationKey: string; displayName: string }>>('POST', '/store-api/salutation', { headers: fr });
    expect(all.body.elements.map((s) => [s.salutationKey, s.displayName])).toEqual([['mr', 'Monsieur'], ['mrs', 'Madame'], ['not_specified', 'Non spécifié']]);
    const one = await api.call<List<Named & { salutationKey: string }>>('POST', '/store-api/salutation', {
      body: { filter: [{ type: 'equals', field: 'id', value: SALUTATION_IDS.mrs }] },
    });
    expect(one.body.elements.map((s) => s.salutationKey)).toEqual(['mrs']);
  });

  it('lists payment methods with the online one asynchronous', async () => {
    api = createTestApi();
    const { body } = await api.call<List<Named & { technicalName: string; asynchronous: boolean }>>('POST', '/store-api/payment-method', {
      body: { onlyAvailable: true },
      headers: en,
    });
    expect(body.elements.map((method) => [method.id, method.name, method.asynchronous])).toEqual([
      [PAYMENT_METHOD_IDS.invoice, 'Invoice', false],
      [PAYMENT_METHOD_IDS.prepayment, 'Prepayment', false],
      [PAYMENT_METHOD_IDS.online, 'Credit card / TWINT', true],
      [PAYMENT_METHOD_IDS.cashOnDelivery, 'Cash on pick-up', false],
    ]);
  });

  it('lists shipping methods with delivery times and CHF/EUR prices', async () => {
    api = createTestApi();
    const { body } = await api.call<List<Named & { deliveryTime: { name: string }; prices: { currencyPrice: { currencyId: string; gross: number }[] }[] }>>(
      'GET',
      '/store-api/shipping-method',
    );
    expect(body.elements.map((method) => [method.id, method.name, method.deliveryTime.name])).toEqual([
      [SHIPPING_METHOD_IDS.standard, 'Standardversand', '1-3 Tage'],
      [SHIPPING_METHOD_IDS.express, 'Expressversand', '1 Tag'],
      [SHIPPING_METHOD_IDS.pickup, 'Abholung im Laden', '2-4 Tage'],
    ]);
    expect(body.elements[0]?.prices[0]?.currencyPrice).toEqual([
      expect.objectContaining({ currencyId: CURRENCY_IDS.CHF, gross: 7.9 }),
      expect.objectContaining({ currencyId: CURRENCY_IDS.EUR, gross: 8.5 }),
    ]);
  });
});
