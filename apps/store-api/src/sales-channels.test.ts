import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from './catalogue/default-content';
import { assertProductionCredentials, loadConfig } from './config';
import { openDatabase } from './db/database';
import { categoryId } from './demo/keys';
import { PROPERTY_GROUP_IDS, optionId } from './demo/properties';
import type { DemoProduct } from './demo/types';
import { domainUrls, isDomainUrl } from './domains';
import {
  COUNTRY_IDS,
  CURRENCY_IDS,
  DEFAULT_ACCESS_KEY,
  DEFAULT_EURO_ACCESS_KEY,
  EURO_SALES_CHANNEL_ID,
  LANGUAGE_IDS,
  PAYMENT_METHOD_IDS,
  SALES_CHANNEL_ID,
  SALUTATION_IDS,
  SHIPPING_METHOD_IDS,
} from './ids';
import { seedDemoShop, seedIfEmpty } from './seed';
import { createTestApi, type CallOptions, type TestApi } from './testing/harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

/**
 * Proof data of docs/decisions/0059-store-api-italian-and-euro-sales-channel.md: Italian (it-CH under `/it`) in the Swiss channel, with Shopware's translation
 * fallback (language → system language, German), and a second sales channel "Gipfel Deutschland" in
 * euros, with its own access key, domains, languages, countries and methods.
 */

const STOREFRONT = 'https://shop.example.ch';
const EURO_STOREFRONT = 'https://shop.example.de';
const IT = LANGUAGE_IDS['it-CH'];
const content = defaultCatalogueContent();
const byNumber = (number: string) => content.products.find((product) => product.productNumber === number)!;
const cocotte = byNumber('GF-10112.1');
const hasVariants = (p: DemoProduct) => content.products.some((child) => child.parentId === p.id);
const plain = content.products.find(
  (p) => p.active && !p.parentId && !hasVariants(p) && p.minPurchase === 1 && p.purchaseSteps === 1 && !p.isCloseout && p.stock > 100 && p.tierPrices.length === 0 && p.states.includes('is-physical') && p.name.it !== undefined,
)!;
const untranslated = content.products.find((p) => p.active && !p.parentId && p.name.it === undefined)!;

let api: TestApi;
beforeAll(() => {
  api = createTestApi({
    storefrontUrl: STOREFRONT,
    euroStorefrontUrl: EURO_STOREFRONT,
    outbox: 'on',
    doubleOptInRegistration: false,
    accountRateLimit: { max: 0, windowSeconds: 60 },
    formRateLimit: { max: 0, windowSeconds: 60 },
  });
}, 120_000);
afterAll(() => api.close());

/** A shopper of one sales channel (by its access key) that follows the context token of each answer. */
async function shopper(accessKey: string = DEFAULT_ACCESS_KEY, languageId?: string) {
  let token: string | undefined;
  const call = async <T = Json>(method: string, path: string, options: CallOptions = {}) => {
    const headers = { 'sw-access-key': accessKey, ...(token ? { 'sw-context-token': token } : {}), ...(options.headers ?? {}) };
    const result = await api.call<T>(method, path, { ...options, headers });
    token = result.headers.get('sw-context-token') ?? token;
    return result;
  };
  if (languageId) expect((await call('PATCH', '/store-api/context', { body: { languageId } })).status).toBe(200);
  return Object.assign(call, { token: () => token! });
}

const italian = { 'sw-language-id': IT };
const euro = { 'sw-access-key': DEFAULT_EURO_ACCESS_KEY };

describe('Italian (it-CH) in the Swiss sales channel', () => {
  it('is a language of the channel with its locale, domain under /it and a redirect to it', async () => {
    const languages = await api.call<Json>('POST', '/store-api/language', { body: {} });
    expect(languages.body.elements.map((language: Json) => [language.name, language.locale.code])).toEqual([
      ['Deutsch', 'de-DE'], ['English', 'en-GB'], ['Français', 'fr-CH'], ['Italiano', 'it-CH'],
    ]);
    const context = await api.call<Json>('GET', '/store-api/context', { headers: italian });
    expect(context.body.languageInfo).toEqual({ name: 'Italiano', localeCode: 'it-CH' });
    expect(context.body.context.languageIdChain).toEqual([IT, LANGUAGE_IDS['de-DE']]);
    expect(context.body.salesChannel.domains).toContainEqual(expect.objectContaining({ url: `${STOREFRONT}/it`, languageId: IT, currencyId: CURRENCY_IDS.CHF }));
    const call = await shopper();
    const patched = await call('PATCH', '/store-api/context', { body: { languageId: IT } });
    expect(patched.body.redirectUrl).toBe(`${STOREFRONT}/it`);
    expect(isDomainUrl(`${STOREFRONT}/it`, STOREFRONT)).toBe(true);
  });

  it('names the navigation in Italian, with Italian SEO paths, and falls back to German elsewhere', async () => {
    const { body } = await api.call<Json[]>('POST', '/store-api/navigation/main-navigation/main-navigation', { headers: { ...italian, 'sw-include-seo-urls': 'true' }, body: { depth: 2 } });
    const food = body.find((category) => category.id === categoryId('food'))!;
    expect(food.translated.name).toBe('Alimentari');
    const chocolate = food.children.find((category: Json) => category.id === categoryId('chocolate'));
    expect(chocolate.translated.name).toBe('Cioccolato');
    expect(chocolate.seoUrls.map((url: Json) => [url.seoPathInfo, url.languageId])).toEqual([['Alimentari/Cioccolato/', IT]]);
    // No Italian description: the German one, as Shopware's translation chain ends with the system language.
    const german = content.categories.find((category) => category.key === 'chocolate')!;
    expect(chocolate.translated.description).toBe(german.description!.de);
    const seo = await api.call<Json>('POST', '/store-api/seo-url', { headers: italian, body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: 'Alimentari/Formaggi/' }] } });
    expect(seo.body.elements.map((url: Json) => url.foreignKey)).toEqual([categoryId('cheese')]);
  });

  it('names the products of the journeys in Italian (SEO path too) and leaves the others German', async () => {
    const { body } = await api.call<Json>('POST', `/store-api/product/${cocotte.id}`, { headers: { ...italian, 'sw-include-seo-urls': 'true' }, body: {} });
    expect(body.product.translated.name).toBe('Cocotte in ghisa smaltata');
    expect(body.product.seoUrls.map((url: Json) => url.seoPathInfo)).toEqual(['Cocotte-in-ghisa-smaltata/GF-10112.1']);
    expect(body.product.translated.description).toBe(cocotte.description.de);
    const colour = body.configurator.find((group: Json) => group.id === PROPERTY_GROUP_IDS.colour);
    expect(colour.translated.name).toBe('Colore');
    expect(colour.options.map((option: Json) => option.translated.name)).toContain('Rosso ciliegia');

    const other = await api.call<Json>('POST', `/store-api/product/${untranslated.id}`, { headers: { ...italian, 'sw-include-seo-urls': 'true' }, body: {} });
    expect(other.body.product.translated.name).toBe(untranslated.name.de);
    // Every language has an SEO URL of every product (SeoUrlUpdater), Italian from the German name here.
    expect(other.body.product.seoUrls.map((url: Json) => url.seoPathInfo)).toEqual([untranslated.seoPath.de]);
  });

  it('filters a listing by Italian property names', async () => {
    const { body } = await api.call<Json>('POST', `/store-api/product-listing/${categoryId('chocolate')}`, { headers: italian, body: {} });
    const diet = body.aggregations.properties.entities.find((group: Json) => group.id === PROPERTY_GROUP_IDS.diet);
    expect(diet.translated.name).toBe('Alimentazione');
    expect(diet.options.find((option: Json) => option.id === optionId('diet', 'vegan')).translated.name).toBe('Vegano');
    const vegan = await api.call<Json>('POST', `/store-api/product-listing/${categoryId('chocolate')}`, { headers: italian, body: { properties: optionId('diet', 'vegan') } });
    expect(vegan.body.total).toBeGreaterThan(0);
    expect(vegan.body.total).toBeLessThan(body.total);
    expect(vegan.body.elements.every((product: Json) => typeof product.translated.name === 'string')).toBe(true);
  });

  it('names the checkout\'s methods, salutations, countries and cantons in Italian', async () => {
    const names = async (path: string) => (await api.call<Json>('POST', path, { headers: italian, body: {} })).body.elements.map((e: Json) => e.translated.name ?? e.translated.displayName);
    expect(await names('/store-api/payment-method')).toEqual(['Fattura', 'Pagamento anticipato', 'Carta di credito / TWINT', 'Pagamento in contanti al ritiro']);
    expect(await names('/store-api/shipping-method')).toEqual(['Spedizione standard', 'Spedizione espressa', 'Ritiro in negozio']);
    expect(await names('/store-api/salutation')).toEqual(['Signor', 'Signora', 'Nessuna indicazione']);
    expect(await names('/store-api/country')).toEqual(['Svizzera', 'Liechtenstein', 'Germania', 'Austria', 'Francia', 'Italia']);
    expect(await names(`/store-api/country-state/${COUNTRY_IDS.CH}`)).toContain('Ticino');
  });

  it('places an Italian order: Italian lines, an Italian mail with the link on the /it domain', async () => {
    const call = await shopper(DEFAULT_ACCESS_KEY, IT);
    const email = 'lucia.guest@example.ch';
    expect((await call('POST', '/store-api/account/register', {
      body: { guest: true, email, salutationId: SALUTATION_IDS.mrs, firstName: 'Lucia', lastName: 'Bernasconi', billingAddress: { street: 'Via Nassa 5', zipcode: '6900', city: 'Lugano', countryId: COUNTRY_IDS.CH } },
    })).status).toBe(200);
    await call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: plain.id, quantity: 1 }] } });
    const { status, body: order } = await call('POST', '/store-api/checkout/order', { body: {} });
    expect(status).toBe(200);
    expect(order.languageId).toBe(IT);
    expect(order.lineItems[0].label).toBe(plain.name.it);
    const mails = ((await (await api.dev(`/_outbox?type=order_confirmation_mail&to=${encodeURIComponent(email)}`)).json()) as { elements: Json[] }).elements;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'it', links: [`${STOREFRONT}/it/account/order/${order.deepLinkCode}`] });
    expect(mails[0]!.subject).toBe(`Il Suo ordine ${order.orderNumber} presso Gipfel`);
    expect(mails[0]!.text).toContain(plain.name.it);
    expect(mails[0]!.text).toContain('Buongiorno Lucia Bernasconi,');
    expect(mails[0]!.text).toContain('Totale complessivo');
    expect(mails[0]!.text).toContain('Fattura');
    expect(mails[0]!.html).toMatch(/^<!doctype html>\n<html lang="it">/);
  });
});

describe('the euro sales channel "Gipfel Deutschland"', () => {
  it('answers its own context for its access key: EUR, de-DE, Germany, its domains', async () => {
    const { status, body } = await api.call<Json>('GET', '/store-api/context', { headers: euro });
    expect(status).toBe(200);
    expect(body.salesChannel).toMatchObject({ id: EURO_SALES_CHANNEL_ID, name: 'Gipfel Deutschland', currencyId: CURRENCY_IDS.EUR, countryId: COUNTRY_IDS.DE });
    expect(body.currency.isoCode).toBe('EUR');
    expect(body.context.currencyId).toBe(CURRENCY_IDS.EUR);
    expect(body.shippingLocation.country.iso).toBe('DE');
    expect(body.salesChannel.domains.map((domain: Json) => [domain.url, domain.languageId, domain.currencyId, domain.salesChannelId])).toEqual([
      [EURO_STOREFRONT, LANGUAGE_IDS['de-DE'], CURRENCY_IDS.EUR, EURO_SALES_CHANNEL_ID],
      [`${EURO_STOREFRONT}/en`, LANGUAGE_IDS['en-GB'], CURRENCY_IDS.EUR, EURO_SALES_CHANNEL_ID],
    ]);
    const swiss = await api.call<Json>('GET', '/store-api/context');
    expect(swiss.body.salesChannel).toMatchObject({ id: SALES_CHANNEL_ID, name: 'Gipfel', currencyId: CURRENCY_IDS.CHF });
  });

  it('lists only its languages, currencies, countries and methods', async () => {
    const ids = async (path: string) => {
      const { body } = await api.call<Json>('POST', path, { headers: euro, body: {} });
      return (Array.isArray(body) ? body : body.elements).map((entity: Json) => entity.id);
    };
    expect(await ids('/store-api/language')).toEqual([LANGUAGE_IDS['de-DE'], LANGUAGE_IDS['en-GB']]);
    expect(await ids('/store-api/currency')).toEqual([CURRENCY_IDS.EUR]);
    expect(await ids('/store-api/country')).toEqual([COUNTRY_IDS.DE, COUNTRY_IDS.AT]);
    expect(await ids('/store-api/payment-method')).toEqual([PAYMENT_METHOD_IDS.invoice, PAYMENT_METHOD_IDS.prepayment, PAYMENT_METHOD_IDS.online]);
    expect(await ids('/store-api/shipping-method')).toEqual([SHIPPING_METHOD_IDS.standard, SHIPPING_METHOD_IDS.express]);
  });

  it('refuses what the channel does not offer: French, francs, Switzerland, pick-up, cash', async () => {
    const french = await api.call<Json>('GET', '/store-api/context', { headers: { ...euro, 'sw-language-id': LANGUAGE_IDS['fr-CH'] } });
    expect(french.status).toBe(412);
    expect(french.body.errors[0].code).toBe('SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION');
    const call = await shopper(DEFAULT_EURO_ACCESS_KEY);
    for (const [field, id] of [['languageId', IT], ['currencyId', CURRENCY_IDS.CHF], ['countryId', COUNTRY_IDS.CH], ['shippingMethodId', SHIPPING_METHOD_IDS.pickup], ['paymentMethodId', PAYMENT_METHOD_IDS.cashOnDelivery]] as const) {
      const { status, body } = await call('PATCH', '/store-api/context', { body: { [field]: id } });
      expect(status, field).toBe(400);
      expect(body.errors[0]).toMatchObject({ code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS', source: { pointer: `/${field}` } });
    }
    const english = await call('PATCH', '/store-api/context', { body: { languageId: LANGUAGE_IDS['en-GB'], countryId: COUNTRY_IDS.AT } });
    expect(english.status).toBe(200);
    expect(english.body.redirectUrl).toBe(`${EURO_STOREFRONT}/en`);
  });

  it('keeps each channel\'s contexts apart: another channel\'s token starts a new context', async () => {
    const swiss = await shopper();
    await swiss('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: plain.id, quantity: 1 }] } });
    const swissToken = swiss.token();
    const { headers, body } = await api.call<Json>('GET', '/store-api/checkout/cart', { headers: { ...euro, 'sw-context-token': swissToken } });
    expect(headers.get('sw-context-token')).not.toBe(swissToken);
    expect(body.lineItems).toEqual([]);
    // The Swiss context is untouched.
    const again = await api.call<Json>('GET', '/store-api/checkout/cart', { headers: { 'sw-context-token': swissToken } });
    expect(again.headers.get('sw-context-token')).toBe(swissToken);
    expect(again.body.lineItems).toHaveLength(1);
  });

  it('prices the catalogue in euros, with the products\' own EUR prices', async () => {
    const { body } = await api.call<Json>('POST', `/store-api/product/${plain.id}`, { headers: euro, body: {} });
    expect(body.product.calculatedPrice.unitPrice).toBe(plain.price.EUR.gross);
    expect(plain.price.EUR.gross).not.toBe(plain.price.CHF.gross);
    const listing = await api.call<Json>('POST', `/store-api/product-listing/${categoryId('chocolate')}`, { headers: euro, body: {} });
    const listed = listing.body.elements.find((product: Json) => product.id === plain.id) ?? listing.body.elements[0];
    const demo = content.products.find((product) => product.id === listed.id)!;
    expect(listed.calculatedPrice.unitPrice).toBe((demo.tierPrices[0]?.price ?? demo.price).EUR.gross);
  });

  it('places an order in euros and mails it in the order\'s language with a link on its own domain', async () => {
    const call = await shopper(DEFAULT_EURO_ACCESS_KEY, LANGUAGE_IDS['en-GB']);
    const email = 'jonas.guest@example.de';
    const guest = await call('POST', '/store-api/account/register', {
      body: { guest: true, email, salutationId: SALUTATION_IDS.mr, firstName: 'Jonas', lastName: 'Weber', billingAddress: { street: 'Hauptstrasse 1', zipcode: '80331', city: 'München', countryId: COUNTRY_IDS.DE } },
    });
    expect(guest.status).toBe(200);
    expect(guest.body.salesChannelId).toBe(EURO_SALES_CHANNEL_ID);
    expect((await call('GET', '/store-api/context')).body.customer.salesChannelId).toBe(EURO_SALES_CHANNEL_ID);
    await call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: plain.id, quantity: 2 }] } });
    const cart = await call('GET', '/store-api/checkout/cart');
    expect(cart.body.lineItems[0].price.unitPrice).toBe(plain.price.EUR.gross);
    const { status, body: order } = await call('POST', '/store-api/checkout/order', { body: {} });
    expect(status).toBe(200);
    expect(order).toMatchObject({ salesChannelId: EURO_SALES_CHANNEL_ID, currencyId: CURRENCY_IDS.EUR, currency: { isoCode: 'EUR' }, languageId: LANGUAGE_IDS['en-GB'], amountTotal: cart.body.price.totalPrice });
    const mails = ((await (await api.dev(`/_outbox?type=order_confirmation_mail&to=${encodeURIComponent(email)}`)).json()) as { elements: Json[] }).elements;
    expect(mails[0]).toMatchObject({ language: 'en', data: { currency: 'EUR', orderNumber: order.orderNumber }, links: [`${EURO_STOREFRONT}/en/account/order/${order.deepLinkCode}`] });
    expect(mails[0]!.subject).toContain(order.orderNumber);
    // Written as Britain writes euros and dates, not the Swiss shop's `EUR 12.50` and `01.03.2026`.
    expect(order.amountTotal).toBeLessThan(1000);
    expect(mails[0]!.text).toContain(`Grand total: €${order.amountTotal.toFixed(2)}\n`);
    expect(mails[0]!.text).toContain(`2 × ${plain.name.en ?? plain.name.de} (${plain.productNumber}): €${order.lineItems[0].totalPrice.toFixed(2)}\n`);
    expect(mails[0]!.text).toMatch(new RegExp(`your order ${order.orderNumber} of \\d{2}/\\d{2}/\\d{4}\\.`));
    expect(mails[0]!.html).toContain(`<strong>€${order.amountTotal.toFixed(2)}</strong>`);
    expect(`${mails[0]!.text}${mails[0]!.html}`).not.toContain('EUR ');
  });

  it('mails a German euro order with amounts as Germany writes them', async () => {
    const call = await shopper(DEFAULT_EURO_ACCESS_KEY, LANGUAGE_IDS['de-DE']);
    const email = 'lena.guest@example.de';
    expect((await call('POST', '/store-api/account/register', {
      body: { guest: true, email, salutationId: SALUTATION_IDS.mrs, firstName: 'Lena', lastName: 'Becker', billingAddress: { street: 'Hauptstrasse 2', zipcode: '80331', city: 'München', countryId: COUNTRY_IDS.DE } },
    })).status).toBe(200);
    await call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: plain.id, quantity: 1 }] } });
    const { status, body: order } = await call('POST', '/store-api/checkout/order', { body: {} });
    expect(status).toBe(200);
    expect(order).toMatchObject({ salesChannelId: EURO_SALES_CHANNEL_ID, currency: { isoCode: 'EUR' }, languageId: LANGUAGE_IDS['de-DE'] });
    const [mail] = ((await (await api.dev(`/_outbox?type=order_confirmation_mail&to=${encodeURIComponent(email)}`)).json()) as { elements: Json[] }).elements;
    expect(mail).toMatchObject({ language: 'de', data: { currency: 'EUR' }, links: [`${EURO_STOREFRONT}/account/order/${order.deepLinkCode}`] });
    const euros = (value: number) => `${value.toFixed(2).replace('.', ',')}\u00a0€`;
    expect(order.amountTotal).toBeLessThan(1000);
    expect(mail!.text).toContain(`Gesamtsumme: ${euros(order.amountTotal)}\n`);
    expect(mail!.text).toContain(`Versandkosten: ${euros(order.shippingTotal)}\n`);
    expect(mail!.text).toContain(`1 × ${plain.name.de} (${plain.productNumber}): ${euros(plain.price.EUR.gross)}\n`);
    expect(mail!.text).toMatch(new RegExp(`Ihre Bestellung ${order.orderNumber} vom \\d{2}\\.\\d{2}\\.\\d{4}\\.`));
    expect(mail!.html).toContain(`<strong>${euros(order.amountTotal)}</strong>`);
    expect(`${mail!.text}${mail!.html}`).not.toContain('EUR ');
  });

  it('checks storefrontUrl against its own domains only', async () => {
    expect(domainUrls(EURO_STOREFRONT, EURO_SALES_CHANNEL_ID)).toEqual([EURO_STOREFRONT, `${EURO_STOREFRONT}/en`]);
    expect(isDomainUrl(`${STOREFRONT}/fr`, EURO_STOREFRONT, EURO_SALES_CHANNEL_ID)).toBe(false);
    const subscribe = (headers: Record<string, string>, storefrontUrl: string) =>
      api.call<Json>('POST', '/store-api/newsletter/subscribe', { headers, body: { email: `news.${Math.random().toString(36).slice(2)}@example.de`, option: 'subscribe', storefrontUrl } });
    expect((await subscribe(euro, `${EURO_STOREFRONT}/en`)).status).toBe(200);
    const foreign = await subscribe(euro, STOREFRONT);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ code: 'VIOLATION::NO_SUCH_CHOICE_ERROR', source: { pointer: '/storefrontUrl' } });
    expect((await subscribe({}, EURO_STOREFRONT)).status).toBe(400);
    expect((await subscribe({}, `${STOREFRONT}/it`)).status).toBe(200);
  });

  it('has a sitemap per language on its own storefront URL', async () => {
    const { body } = await api.call<Json[]>('GET', '/store-api/sitemap', { headers: euro });
    const url = new URL(body[0]!.filename as string);
    expect(url.pathname).toBe(`/sitemap/salesChannel-${EURO_SALES_CHANNEL_ID}-${LANGUAGE_IDS['de-DE']}/${EURO_SALES_CHANNEL_ID}-sitemap-1.xml.gz`);
    const xml = gunzipSync(Buffer.from(await (await api.app.request(url.pathname)).arrayBuffer())).toString('utf8');
    expect(xml).toContain(`${EURO_STOREFRONT}/${plain.seoPath.de}`);
    expect(xml).not.toContain(STOREFRONT);
  });
});

describe('access keys and configuration', () => {
  it('opens a channel by its key only; a closed euro channel refuses its key', async () => {
    expect((await api.call<Json>('GET', '/store-api/context', { headers: { 'sw-access-key': 'SWGIPFELDEMO0000000000000003' } })).status).toBe(401);
    const closed = createTestApi({ euroAccessKey: null });
    try {
      expect((await closed.call<Json>('GET', '/store-api/context', { headers: euro })).status).toBe(401);
      expect((await closed.call<Json>('GET', '/store-api/context')).status).toBe(200);
    } finally {
      closed.close();
    }
  }, 60_000);

  it('takes the euro key and URL from the environment; production gets no demo key', () => {
    expect(loadConfig({})).toMatchObject({ euroAccessKey: DEFAULT_EURO_ACCESS_KEY, euroStorefrontUrl: 'http://localhost:3001' });
    expect(loadConfig({ STORE_API_EURO_ACCESS_KEY: ' SWEURO123 ', STORE_API_EURO_STOREFRONT_URL: 'https://shop.example.de' })).toMatchObject({ euroAccessKey: 'SWEURO123', euroStorefrontUrl: 'https://shop.example.de' });
    expect(loadConfig({ STORE_API_EURO_ACCESS_KEY: '0' }).euroAccessKey).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).euroAccessKey).toBeNull();
    const production = { NODE_ENV: 'production' };
    const own = { accessKey: 'SWOWNKEY0000000000000000001', adminClientSecret: 'a-secret-of-our-own-0001' };
    expect(() => assertProductionCredentials({ ...own, euroAccessKey: null }, production)).not.toThrow();
    expect(() => assertProductionCredentials({ ...own, euroAccessKey: DEFAULT_EURO_ACCESS_KEY }, production)).toThrow(/STORE_API_EURO_ACCESS_KEY/);
    expect(() => assertProductionCredentials({ ...own, euroAccessKey: own.accessKey }, {})).toThrow(/must differ/);
  });

  it('seeds a database written before the sales-channel migration again', () => {
    const db = openDatabase(':memory:');
    try {
      const config = loadConfig({});
      seedDemoShop(db, config);
      expect(seedIfEmpty(db, config)).toBe(false);
      // What such a database lacks: the channel assignments (and with them Italian and the euro channel).
      db.prepare('DELETE FROM sales_channel_language').run();
      expect(seedIfEmpty(db, config)).toBe(true);
      expect((db.prepare('SELECT COUNT(*) AS count FROM sales_channel').get() as { count: number }).count).toBe(2);
      expect((db.prepare("SELECT COUNT(*) AS count FROM sales_channel_language WHERE language_id = ?").get(IT) as { count: number }).count).toBe(1);
    } finally {
      db.close();
    }
  });
});
