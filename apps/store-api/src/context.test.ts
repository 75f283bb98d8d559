import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from './app';
import { loadConfig } from './config';
import { ContextService } from './context';
import { openDatabase } from './db/database';
import {
  CANTON_IDS, COUNTRY_IDS, CURRENCY_IDS, DEFAULT_ACCESS_KEY, LANGUAGE_IDS, PAYMENT_METHOD_IDS, SALES_CHANNEL_ID, SHIPPING_METHOD_IDS,
} from './ids';
import { seedDemoShop } from './seed';
import { createTestApi, type TestApi } from './testing/harness';
import { assertMatchesSchema, prepareSchemas } from './testing/schema';

interface SalesChannelContext {
  token: string;
  apiAlias: string;
  customer: null;
  currency: { id: string; isoCode: string; totalRounding: { interval: number } };
  salesChannel: { id: string; languageId: string; currencyId: string; countryId: string };
  shippingMethod: { id: string };
  paymentMethod: { id: string };
  shippingLocation: { country: { id: string; iso: string }; state: { id: string; shortCode: string } | null };
  context: { languageIdChain: string[]; taxState: string; currencyId: string };
  languageInfo: { localeCode: string; name: string };
}
interface ErrorBody {
  errors: { status: string; code: string; detail: string; source?: { pointer?: string } }[];
}

let api: TestApi;
afterEach(() => api?.close());
beforeAll(() => prepareSchemas([['GET', '/store-api/context'], ['PATCH', '/store-api/context']]), 120_000);

describe('sw-context-token', () => {
  it('creates a context when no token is sent and returns its token', async () => {
    api = createTestApi();
    const res = await api.call<SalesChannelContext>('GET', '/store-api/context');
    expect(res.status).toBe(200);
    const token = res.headers.get('sw-context-token');
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(res.body.token).toBe(token);
    const rows = api.db.prepare('SELECT token FROM sales_channel_context').all();
    expect(rows).toEqual([{ token }]);
  });

  // Shopware's SalesChannelContextService::get keeps the token it is given: an unknown one gets a
  // new context with the sales channel's defaults under that same token (only an expired one is
  // replaced); SalesChannelRequestContextResolver makes one up when the header is missing. We keep
  // well-formed tokens (16–255 of A–Z, a–z, 0–9, `-`, `_`) and replace others (decision 0037).
  it('reuses a known token, keeps a well-formed unknown one and replaces a malformed one', async () => {
    api = createTestApi();
    const first = await api.call<SalesChannelContext>('GET', '/store-api/context');
    const token = first.body.token;
    const again = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers: { 'sw-context-token': token } });
    expect(again.headers.get('sw-context-token')).toBe(token);
    expect(again.body.token).toBe(token);

    const chosen = 'Client-Chosen_Token-0000000000001';
    const unknown = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers: { 'sw-context-token': chosen } });
    expect(unknown.body.token).toBe(chosen);
    expect(unknown.headers.get('sw-context-token')).toBe(chosen);
    expect(unknown.body.customer).toBeNull();
    const patched = await api.call('PATCH', '/store-api/context', { headers: { 'sw-context-token': chosen }, body: { currencyId: CURRENCY_IDS.EUR } });
    expect(patched.headers.get('sw-context-token')).toBe(chosen);
    const kept = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers: { 'sw-context-token': chosen } });
    expect(kept.body.currency.id).toBe(CURRENCY_IDS.EUR);

    for (const malformed of ['made-up', 'x'.repeat(256), 'token with spaces 0000000000', 'token;0000000000000000000']) {
      const replaced = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers: { 'sw-context-token': malformed } });
      expect(replaced.body.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(replaced.headers.get('sw-context-token')).toBe(replaced.body.token);
    }
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM sales_channel_context').get() as { n: number }).n).toBe(6);
  });

  it('every Store API answer carries the token, also lists', async () => {
    api = createTestApi();
    const res = await api.call('POST', '/store-api/language');
    expect(res.headers.get('sw-context-token')).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});

describe('GET /store-api/context', () => {
  it('answers a Shopware SalesChannelContext with the shop defaults', async () => {
    api = createTestApi();
    const { body } = await api.call<SalesChannelContext>('GET', '/store-api/context');
    expect(body.apiAlias).toBe('sales_channel_context');
    expect(body.customer).toBeNull();
    expect(body.salesChannel).toMatchObject({
      id: SALES_CHANNEL_ID,
      languageId: LANGUAGE_IDS['de-DE'],
      currencyId: CURRENCY_IDS.CHF,
      countryId: COUNTRY_IDS.CH,
    });
    expect(body.currency.isoCode).toBe('CHF');
    expect(body.currency.totalRounding.interval).toBe(0.05);
    expect(body.context.languageIdChain).toEqual([LANGUAGE_IDS['de-DE']]);
    expect(body.context.taxState).toBe('gross');
    expect(body.shippingMethod.id).toBe(SHIPPING_METHOD_IDS.standard);
    expect(body.paymentMethod.id).toBe(PAYMENT_METHOD_IDS.invoice);
    expect(body.shippingLocation.country.iso).toBe('CH');
    expect(body.languageInfo).toEqual({ name: 'Deutsch', localeCode: 'de-DE' });
  });

  it('loads the sales channel domains into the context, as BaseSalesChannelContextFactory (ContextRoute)', async () => {
    api = createTestApi({ storefrontUrl: 'https://shop.example.ch/' });
    const { body } = await api.call<{ salesChannel: { domains: Record<string, unknown>[] | null } }>('GET', '/store-api/context');
    const domains = body.salesChannel.domains;
    expect(domains?.map((domain) => [domain.url, domain.languageId])).toEqual([
      ['https://shop.example.ch', LANGUAGE_IDS['de-DE']],
      ['https://shop.example.ch/en', LANGUAGE_IDS['en-GB']],
      ['https://shop.example.ch/fr', LANGUAGE_IDS['fr-CH']],
      ['https://shop.example.ch/it', LANGUAGE_IDS['it-CH']],
    ]);
    for (const domain of domains ?? []) {
      expect(domain).toMatchObject({ salesChannelId: SALES_CHANNEL_ID, currencyId: CURRENCY_IDS.CHF, apiAlias: 'sales_channel_domain' });
      expect(domain.id).toMatch(/^[0-9a-f]{32}$/);
      expect(domain.snippetSetId).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(domains?.map((domain) => domain.snippetSetId)).size).toBe(4);
  });

  it('honours sw-language-id for one request without changing the context', async () => {
    api = createTestApi();
    const first = await api.call<SalesChannelContext>('GET', '/store-api/context');
    const fr = await api.call<SalesChannelContext>('GET', '/store-api/context', {
      headers: { 'sw-context-token': first.body.token, 'sw-language-id': LANGUAGE_IDS['fr-CH'] },
    });
    expect(fr.body.context.languageIdChain).toEqual([LANGUAGE_IDS['fr-CH'], LANGUAGE_IDS['de-DE']]);
    expect(fr.body.languageInfo.localeCode).toBe('fr-CH');
    expect(fr.body.shippingLocation.country).toMatchObject({ name: 'Suisse' });
    const back = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers: { 'sw-context-token': first.body.token } });
    expect(back.body.context.languageIdChain[0]).toBe(LANGUAGE_IDS['de-DE']);
  });

  it('rejects an unknown or malformed sw-language-id with 412 like Shopware', async () => {
    api = createTestApi();
    const unknown = await api.call<ErrorBody>('GET', '/store-api/context', { headers: { 'sw-language-id': 'ffffffffffffffffffffffffffffffff' } });
    expect(unknown.status).toBe(412);
    expect(unknown.body.errors[0]?.code).toBe('SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION');
    expect(unknown.body.errors[0]?.detail).toContain(LANGUAGE_IDS['en-GB']);
    const malformed = await api.call<ErrorBody>('POST', '/store-api/language', { headers: { 'sw-language-id': 'english' } });
    expect(malformed.status).toBe(412);
    expect(malformed.body.errors[0]?.code).toBe('SYSTEM__LANGUAGE_INVALID_EXCEPTION');
  });
});

describe('PATCH /store-api/context', () => {
  async function start() {
    api = createTestApi();
    const { body } = await api.call<SalesChannelContext>('GET', '/store-api/context');
    return { 'sw-context-token': body.token };
  }

  it('switches language, currency, country, state, shipping and payment method and persists them', async () => {
    const headers = await start();
    const patch = await api.call<{ redirectUrl: string | null; apiAlias: string }>('PATCH', '/store-api/context', {
      headers,
      body: {
        languageId: LANGUAGE_IDS['en-GB'],
        currencyId: CURRENCY_IDS.EUR,
        countryStateId: CANTON_IDS.GE,
        shippingMethodId: SHIPPING_METHOD_IDS.express,
        paymentMethodId: PAYMENT_METHOD_IDS.prepayment,
      },
    });
    expect(patch.status).toBe(200);
    // ContextSwitchRoute answers a ContextTokenResponse: the (same) token in the header only.
    expect(patch.body).toEqual({ redirectUrl: 'http://localhost:3000/en', apiAlias: 'array_struct' });
    expect(patch.headers.get('sw-context-token')).toBe(headers['sw-context-token']);

    const { body } = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers });
    expect(body.context.languageIdChain).toEqual([LANGUAGE_IDS['en-GB'], LANGUAGE_IDS['de-DE']]);
    expect(body.languageInfo.localeCode).toBe('en-GB');
    expect(body.currency.isoCode).toBe('EUR');
    expect(body.context.currencyId).toBe(CURRENCY_IDS.EUR);
    expect(body.shippingMethod.id).toBe(SHIPPING_METHOD_IDS.express);
    expect(body.paymentMethod.id).toBe(PAYMENT_METHOD_IDS.prepayment);
    expect(body.shippingLocation.state).toMatchObject({ id: CANTON_IDS.GE, shortCode: 'CH-GE', name: 'Geneva' });
    // the sales channel keeps its defaults
    expect(body.salesChannel.currencyId).toBe(CURRENCY_IDS.CHF);

    // changing the country drops a state of the old country
    await api.call('PATCH', '/store-api/context', { headers, body: { countryId: COUNTRY_IDS.DE } });
    const moved = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers });
    expect(moved.body.shippingLocation.country.iso).toBe('DE');
    expect(moved.body.shippingLocation.state).toBeNull();
  });

  it('answers unknown ids with 400 and a pointer per field', async () => {
    const headers = await start();
    const res = await api.call<ErrorBody>('PATCH', '/store-api/context', {
      headers,
      body: { currencyId: 'ffffffffffffffffffffffffffffffff', languageId: 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', paymentMethodId: SHIPPING_METHOD_IDS.standard },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((error) => [error.source?.pointer, error.code])).toEqual([
      ['/languageId', 'VIOLATION::ENTITY_DOES_NOT_EXISTS'],
      ['/currencyId', 'VIOLATION::ENTITY_DOES_NOT_EXISTS'],
      ['/paymentMethodId', 'VIOLATION::ENTITY_DOES_NOT_EXISTS'],
    ]);
    // nothing was changed
    const { body } = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers });
    expect(body.currency.isoCode).toBe('CHF');
  });

  it('answers wrong types and malformed ids with 400', async () => {
    const headers = await start();
    const res = await api.call<ErrorBody>('PATCH', '/store-api/context', { headers, body: { currencyId: 5, countryId: 'CH', shippingMethodId: null } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((error) => [error.source?.pointer, error.code])).toEqual([
      ['/currencyId', 'VIOLATION::INVALID_TYPE_ERROR'],
      ['/countryId', 'VIOLATION::INVALID_UUID_ERROR'],
      ['/shippingMethodId', 'VIOLATION::INVALID_TYPE_ERROR'],
    ]);
    const notObject = await api.call<ErrorBody>('PATCH', '/store-api/context', { headers, body: '[]' });
    expect(notObject.status).toBe(400);
    const broken = await api.call<ErrorBody>('PATCH', '/store-api/context', { headers, body: '{languageId:' });
    expect(broken.status).toBe(400);
  });

  it('rejects a state of another country', async () => {
    const headers = await start();
    const res = await api.call<ErrorBody>('PATCH', '/store-api/context', {
      headers,
      body: { countryId: COUNTRY_IDS.AT, countryStateId: CANTON_IDS.ZH },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.source?.pointer).toBe('/countryStateId');
  });

  it('needs a customer for address ids (403)', async () => {
    const headers = await start();
    const res = await api.call<ErrorBody>('PATCH', '/store-api/context', {
      headers,
      body: { billingAddressId: 'ffffffffffffffffffffffffffffffff' },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});

describe('ContextService.update reads own fields only', () => {
  it('ignores fields a body inherits, as from a polluted prototype', () => {
    api = createTestApi();
    const contexts = new ContextService(api.db);
    const session = contexts.resolve(undefined, undefined);
    const body = Object.create({ currencyId: CURRENCY_IDS.EUR, languageId: 'not-a-uuid' }) as Record<string, unknown>;
    body.countryId = COUNTRY_IDS.DE;
    const row = contexts.update(session, body);
    expect(row.currency_id).toBe(CURRENCY_IDS.CHF);
    expect(row.country_id).toBe(COUNTRY_IDS.DE);
  });

  it('takes a `"__proto__"` field of a JSON body for nothing', async () => {
    api = createTestApi();
    const { body: context } = await api.call<SalesChannelContext>('GET', '/store-api/context');
    const headers = { 'sw-context-token': context.token };
    const res = await api.call('PATCH', '/store-api/context', { headers, body: `{"__proto__":{"currencyId":"${CURRENCY_IDS.EUR}"}}` });
    expect(res.status).toBe(200);
    const { body } = await api.call<SalesChannelContext>('GET', '/store-api/context', { headers });
    expect(body.currency.isoCode).toBe('CHF');
    expect(({} as Record<string, unknown>).currencyId).toBeUndefined();
  });
});

describe('persistence', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps contexts across restarts of the app on the same database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-api-'));
    dirs.push(dir);
    const file = join(dir, 'shop.sqlite');
    const config = loadConfig({});
    const headers = { 'sw-access-key': DEFAULT_ACCESS_KEY };

    const db1 = openDatabase(file);
    seedDemoShop(db1, config);
    const app1 = createStoreApi({ db: db1, config });
    const created = await app1.request('/store-api/context', { headers });
    const token = created.headers.get('sw-context-token') ?? '';
    const patched = await app1.request('/store-api/context', {
      method: 'PATCH',
      headers: { ...headers, 'sw-context-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ currencyId: CURRENCY_IDS.EUR }),
    });
    expect(patched.status).toBe(200);
    db1.close();

    const db2 = openDatabase(file);
    const app2 = createStoreApi({ db: db2, config });
    const res = await app2.request('/store-api/context', { headers: { ...headers, 'sw-context-token': token } });
    const body = assertMatchesSchema('GET', '/store-api/context', res.status, (await res.json()) as SalesChannelContext);
    expect(body.token).toBe(token);
    expect(body.currency.isoCode).toBe('EUR');
    db2.close();
  });
});
