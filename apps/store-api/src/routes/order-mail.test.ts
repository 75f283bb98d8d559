import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from '../catalogue/default-content';
import { escapeHtml } from '../checkout/gateway';
import { channelFormatOf } from '../domains';
import { COUNTRY_IDS, CURRENCY_IDS, EURO_SALES_CHANNEL_ID, LANGUAGE_IDS, SALES_CHANNEL_ID, SALUTATION_IDS } from '../ids';
import { formatAmount } from '../mail/format';
import { orderConfirmationMail } from '../mail/order-confirmation';
import { createTestApi, type CallOptions, type TestApi } from '../testing/harness';
import { prepareSchemas } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

/**
 * The order confirmation as Shopware's default flow "Order placed" sends it (CheckoutOrderPlacedEvent →
 * mail template `order_confirmation_mail`): to the order customer, in the order's language, with the
 * number, lines, totals, addresses, payment and shipping method; a guest also gets the deep link.
 */

const STOREFRONT = 'https://shop.example.ch';
const content = defaultCatalogueContent();
const hasVariants = (id: string) => content.products.some((child) => child.parentId === id);
const [p1, p2] = content.products.filter(
  (p) => p.active && !p.parentId && !hasVariants(p.id) && p.minPurchase === 1 && p.purchaseSteps === 1 && !p.isCloseout && p.stock > 100 && p.states.includes('is-physical') && p.tierPrices.length === 0,
) as [(typeof content.products)[0], (typeof content.products)[0]];

let api: TestApi;
beforeAll(() => {
  prepareSchemas([['POST', '/store-api/checkout/order'], ['POST', '/store-api/account/register']]);
  api = createTestApi({ storefrontUrl: STOREFRONT, outbox: 'on', doubleOptInRegistration: false, accountRateLimit: { max: 0, windowSeconds: 60 } });
}, 120_000);
afterAll(() => api.close());

async function shopper(languageId: string) {
  let token = (await api.call('GET', '/store-api/context', { skipSchema: true })).headers.get('sw-context-token')!;
  const call = async (method: string, path: string, options: CallOptions = {}) => {
    const result = await api.call<Json>(method, path, { ...options, headers: { 'sw-context-token': token, ...(options.headers ?? {}) } });
    token = result.headers.get('sw-context-token') ?? token;
    return result;
  };
  await call('PATCH', '/store-api/context', { body: { languageId } });
  return call;
}

const outbox = async (to: string) =>
  ((await (await api.dev(`/_outbox?type=order_confirmation_mail&to=${encodeURIComponent(to)}`)).json()) as { elements: Json[] }).elements;

const billing = { street: 'Rue du Marché 3', zipcode: '1204', city: 'Genève', countryId: COUNTRY_IDS.CH };

describe('order confirmation mail', () => {
  it('mails a guest in the order language (French) with lines, totals, addresses, methods and the deep link', async () => {
    const call = await shopper(LANGUAGE_IDS['fr-CH']);
    const email = 'amelie.guest@example.ch';
    expect((await call('POST', '/store-api/account/register', {
      body: { guest: true, email, salutationId: SALUTATION_IDS.mrs, firstName: 'Amélie', lastName: 'Favre', billingAddress: billing, shippingAddress: { firstName: 'Luc', lastName: 'Favre', street: 'Quai 1', zipcode: '1003', city: 'Lausanne', countryId: COUNTRY_IDS.CH } },
    })).status).toBe(200);
    await call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: p1.id, quantity: 2 }, { type: 'product', referencedId: p2.id, quantity: 1 }] } });
    const { status, body: order } = await call('POST', '/store-api/checkout/order', { body: {} });
    expect(status).toBe(200);
    const [mail, ...others] = await outbox(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ type: 'order_confirmation_mail', to: email, language: 'fr', data: { orderNumber: order.orderNumber, amountTotal: order.amountTotal, currency: 'CHF', guest: true } });
    expect(mail!.subject).toBe(`Votre commande ${order.orderNumber} chez Gipfel`);
    const link = `${STOREFRONT}/fr/account/order/${order.deepLinkCode}`;
    expect(mail!.links).toEqual([link]);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(order.orderNumber);
      expect(part).toContain(link);
      expect(part).toContain(part === mail!.html ? escapeHtml(p1.name.fr) : p1.name.fr);
      expect(part).toContain(formatAmount(order.amountTotal, 'CHF', 'fr-CH'));
      expect(part).toContain('Rue du Marché 3');
      expect(part).toContain('Quai 1');
      expect(part).toContain(order.transactions[0].paymentMethod.translated.name);
      expect(part).toContain(order.deliveries[0].shippingMethod.translated.name);
    }
    expect(mail!.text).toContain(`2 × ${p1.name.fr}`);
    expect(mail!.text).toContain('Total général');
    expect(mail!.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
  });

  it('mails a registered customer in English and euros, without a deep link', async () => {
    const call = await shopper(LANGUAGE_IDS['en-GB']);
    await call('PATCH', '/store-api/context', { body: { currencyId: CURRENCY_IDS.EUR } });
    const email = 'john.customer@example.ch';
    expect((await call('POST', '/store-api/account/register', {
      body: { email, password: 'Matterhorn-4478', salutationId: SALUTATION_IDS.mr, firstName: 'John', lastName: 'Smith', storefrontUrl: `${STOREFRONT}/en`, billingAddress: billing },
    })).status).toBe(200);
    await call('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: p1.id, quantity: 1 }] } });
    const { body: order } = await call('POST', '/store-api/checkout/order', { body: {} });
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ language: 'en', links: [], data: { orderNumber: order.orderNumber, amountTotal: order.amountTotal, currency: 'EUR', guest: false } });
    expect(mail!.subject).toBe(`Your order ${order.orderNumber} at Gipfel`);
    expect(mail!.text).toContain(`Grand total: ${formatAmount(order.amountTotal, 'EUR', 'en-CH')}`);
    expect(mail!.text).toContain('in your account');
    expect(mail!.text).not.toContain(order.deepLinkCode);
    expect(mail!.html).not.toContain(order.deepLinkCode);
  });
});

describe('orderConfirmationMail', () => {
  const order: Json = {
    orderNumber: '10042',
    orderDateTime: '2026-03-01T10:00:00.000Z',
    orderCustomer: { firstName: 'Heidi', lastName: '<Muster>' },
    lineItems: [{ label: 'Käse & "Brot"', quantity: 3, unitPrice: 4.5, totalPrice: 13.5, payload: { productNumber: 'GIP-1' } }],
    price: { calculatedTaxes: [{ tax: 0.55, taxRate: 2.6 }] },
    taxStatus: 'gross',
    positionPrice: 13.5,
    shippingTotal: 7.9,
    amountTotal: 21.4,
    amountNet: 20.85,
    billingAddress: { firstName: 'Heidi', lastName: 'Muster', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', country: { translated: { name: 'Schweiz' } } },
    deliveries: [{ shippingMethod: { translated: { name: 'Standard' } } }],
    transactions: [{ paymentMethod: { translated: { name: 'Rechnung' } } }],
  };

  it('writes German text and escaped HTML with every part of the order', () => {
    const mail = orderConfirmationMail('de', order, 'CHF', 'https://shop.example.ch/account/order/abc', channelFormatOf(SALES_CHANNEL_ID, LANGUAGE_IDS['de-DE']));
    expect(mail.subject).toBe('Ihre Bestellung 10042 bei Gipfel');
    expect(mail.text).toContain('vielen Dank für Ihre Bestellung 10042 vom 01.03.2026');
    expect(mail.text).toContain('3 × Käse & "Brot" (GIP-1): CHF 13.50');
    expect(mail.text).toContain('Versandkosten: CHF 7.90');
    expect(mail.text).toContain('inkl. 2.6 % MWST: CHF 0.55');
    expect(mail.text).toContain('Gesamtsumme: CHF 21.40');
    expect(mail.text).toContain('Bahnhofstrasse 1\n8001 Zürich\nSchweiz');
    expect(mail.text).toContain('Zahlungsart: Rechnung\nVersandart: Standard');
    expect(mail.text).toContain('https://shop.example.ch/account/order/abc');
    expect(mail.html).toContain('Käse &amp; &quot;Brot&quot;');
    expect(mail.html).toContain('&lt;Muster&gt;');
    expect(mail.html).not.toContain('<Muster>');
    expect(mail.html).toContain('<a href="https://shop.example.ch/account/order/abc">');
  });

  const euroOrder: Json = { ...order, positionPrice: 1234.5, shippingTotal: 5.9, amountTotal: 1240.4, lineItems: [{ ...order.lineItems[0], quantity: 3, unitPrice: 411.5, totalPrice: 1234.5 }] };

  it('writes a euro order of "Gipfel Deutschland" in German as Germany writes amounts', () => {
    const mail = orderConfirmationMail('de', euroOrder, 'EUR', null, channelFormatOf(EURO_SALES_CHANNEL_ID, LANGUAGE_IDS['de-DE']));
    expect(mail.text).toContain('vielen Dank für Ihre Bestellung 10042 vom 01.03.2026.');
    expect(mail.text).toContain('3 × Käse & "Brot" (GIP-1): 1.234,50\u00a0€');
    expect(mail.text).toContain('Versandkosten: 5,90\u00a0€');
    expect(mail.text).toContain('inkl. 2.6 % MWST: 0,55\u00a0€');
    expect(mail.text).toContain('Gesamtsumme: 1.240,40\u00a0€');
    expect(mail.html).toContain('<td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right">411,50\u00a0€</td>');
    expect(mail.text + mail.html).not.toContain('EUR');
  });

  it('writes a euro order of "Gipfel Deutschland" in English as Britain writes amounts and dates', () => {
    const mail = orderConfirmationMail('en', euroOrder, 'EUR', null, channelFormatOf(EURO_SALES_CHANNEL_ID, LANGUAGE_IDS['en-GB']));
    expect(mail.text).toContain('thank you for your order 10042 of 01/03/2026.');
    expect(mail.text).toContain('3 × Käse & "Brot" (GIP-1): €1,234.50');
    expect(mail.text).toContain('Shipping costs: €5.90');
    expect(mail.text).toContain('incl. 2.6% VAT: €0.55');
    expect(mail.text).toContain('Grand total: €1,240.40');
    expect(mail.text + mail.html).not.toContain('EUR');
  });

  it('writes the date in the sales channel\'s time zone', () => {
    const late = { ...order, orderDateTime: '2026-02-28T23:30:00.000Z' };
    expect(orderConfirmationMail('de', late, 'EUR', null, channelFormatOf(EURO_SALES_CHANNEL_ID, LANGUAGE_IDS['de-DE'])).text).toContain('vom 01.03.2026.');
    expect(orderConfirmationMail('en', late, 'EUR', null, { locale: 'en-GB', timeZone: 'Europe/London' }).text).toContain('of 28/02/2026.');
  });

  it('keeps the Swiss shop\'s amounts in every language', () => {
    const swiss = (locale: 'de' | 'en' | 'fr' | 'it', languageId: string, currency = 'CHF') => orderConfirmationMail(locale, euroOrder, currency, null, channelFormatOf(SALES_CHANNEL_ID, languageId)).text;
    expect(swiss('de', LANGUAGE_IDS['de-DE'])).toContain("Gesamtsumme: CHF 1'240.40");
    expect(swiss('en', LANGUAGE_IDS['en-GB'])).toContain("Grand total: CHF 1'240.40");
    expect(swiss('en', LANGUAGE_IDS['en-GB'], 'EUR')).toContain("Grand total: EUR 1'240.40");
    expect(swiss('en', LANGUAGE_IDS['en-GB'])).toContain('of 01.03.2026.');
    expect(swiss('fr', LANGUAGE_IDS['fr-CH'])).toContain('Total général: CHF 1\u202f240,40');
    expect(swiss('it', LANGUAGE_IDS['it-CH'])).toContain("Totale complessivo: CHF 1'240.40");
  });
});
