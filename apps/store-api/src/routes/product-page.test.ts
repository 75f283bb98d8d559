import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from '../catalogue/default-content';
import { CANTON_IDS, COUNTRY_IDS, CURRENCY_IDS, LANGUAGE_IDS, SALUTATION_IDS } from '../ids';
import { createTestApi, type CallOptions, type TestApi } from '../testing/harness';
import { prepareSchemas, validateResponse } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

/** FAQ entries (custom field), tier prices (calculatedPrices) and review writing: decisions 0009 and 0019. */

const content = defaultCatalogueContent();
const hasVariants = (id: string) => content.products.some((child) => child.parentId === id);
const withFaq = content.products.find((p) => p.active && !p.parentId && p.faq.length > 1 && !hasVariants(p.id))!;
const withoutFaq = content.products.find((p) => p.active && !p.parentId && p.faq.length === 0 && !hasVariants(p.id))!;
const tiered = content.products.find((p) => p.active && !p.parentId && p.tierPrices.length > 2 && !hasVariants(p.id) && p.minPurchase === 1 && p.purchaseSteps === 1)!;
const plain = content.products.find((p) => p.active && !p.parentId && p.tierPrices.length === 0 && !hasVariants(p.id))!;

const LOCALES = [['de', LANGUAGE_IDS['de-DE']], ['en', LANGUAGE_IDS['en-GB']], ['fr', LANGUAGE_IDS['fr-CH']]] as const;
const PASSWORD = 'Matterhorn-4478';
let counter = 0;
let api: TestApi;

beforeAll(() => {
  prepareSchemas([['POST', '/store-api/product/x'], ['POST', '/store-api/product/x/reviews'], ['POST', '/store-api/checkout/cart/line-item']]);
  api = createTestApi({ storefrontUrl: 'http://localhost:3000', doubleOptInRegistration: false, formRateLimit: { max: 0, windowSeconds: 60 } });
}, 120_000);
afterAll(() => api.close());

async function visitor(target: TestApi = api) {
  const first = await target.call('GET', '/store-api/context', { skipSchema: true });
  let token = first.headers.get('sw-context-token')!;
  const call = async <T = Json>(method: string, path: string, options: CallOptions = {}) => {
    const result = await target.call<T>(method, path, { ...options, headers: { 'sw-context-token': token, ...(options.headers ?? {}) } });
    const next = result.headers.get('sw-context-token');
    if (next) token = next;
    return result;
  };
  return { call };
}

async function customer(target: TestApi = api) {
  const v = await visitor(target);
  const result = await v.call('POST', '/store-api/account/register', {
    skipSchema: true,
    body: {
      salutationId: SALUTATION_IDS.mrs,
      firstName: 'Heidi',
      lastName: 'Muster',
      email: `review-${++counter}@example.ch`,
      password: PASSWORD,
      storefrontUrl: 'http://localhost:3000',
      acceptedDataProtection: true,
      billingAddress: { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: COUNTRY_IDS.CH, countryStateId: CANTON_IDS.ZH },
    },
  });
  expect(result.status).toBe(200);
  return v;
}

const review = (overrides: Json = {}) => ({
  title: 'Sehr feines Produkt',
  content: 'Wir haben es am Wochenende ausprobiert und sind rundum zufrieden damit.',
  points: 5,
  ...overrides,
});

const codes = (body: Json) => (body.errors as Json[]).map((error) => `${error.source?.pointer ?? ''} ${error.code}`);

describe('FAQ entries', () => {
  it.each(LOCALES)('are served in the custom field `faq` in %s', async (locale, languageId) => {
    const { status, body } = await api.call<Json>('POST', `/store-api/product/${withFaq.id}`, { headers: { 'sw-language-id': languageId }, body: {} });
    expect(status).toBe(200);
    const expected = [...withFaq.faq].sort((a, b) => a.position - b.position).map((entry) => ({ id: entry.id, question: entry.question[locale], answer: entry.answer[locale] }));
    expect(body.product.translated.customFields.faq).toEqual(expected);
    expect(body.product.customFields.faq).toEqual(expected);
  });

  it('are absent for a product without entries', async () => {
    const { body } = await api.call<Json>('POST', `/store-api/product/${withoutFaq.id}`, { body: {} });
    expect(body.product.translated.customFields).toEqual({});
  });
});

describe('tier prices', () => {
  it('are sent in calculatedPrices like real Shopware (ProductTierPrices.json), in both currencies', async () => {
    const chf = await api.call<Json>('POST', `/store-api/product/${tiered.id}`, { body: {} });
    const tiers = chf.body.product.calculatedPrices as Json[];
    expect(tiers.map((tier) => [tier.quantity, tier.unitPrice])).toEqual(tiered.tierPrices.map((t) => [t.quantityEnd ?? t.quantityStart, t.price.CHF.gross]));
    const fixture = JSON.parse(readFileSync(new URL('../../../../fixtures/shopware-responses/ProductTierPrices.json', import.meta.url), 'utf8')) as Json;
    const shape = (value: Json) => Object.keys(value).sort();
    expect(tiers.map(shape)).toEqual(tiers.map(() => shape(fixture.product.calculatedPrices[0])));
    expect(tiers[1]).toMatchObject({ apiAlias: 'calculated_price', totalPrice: Math.round(tiers[1]!.unitPrice * tiers[1]!.quantity * 100) / 100 });

    const context = await api.call('PATCH', '/store-api/context', { body: { currencyId: CURRENCY_IDS.EUR }, skipSchema: true });
    const eur = await api.call<Json>('POST', `/store-api/product/${tiered.id}`, { headers: { 'sw-context-token': context.headers.get('sw-context-token')! }, body: {} });
    expect(eur.body.product.calculatedPrices.map((tier: Json) => tier.unitPrice)).toEqual(tiered.tierPrices.map((t) => t.price.EUR.gross));
  });

  it('are empty for a product without tiers', async () => {
    const { body } = await api.call<Json>('POST', `/store-api/product/${plain.id}`, { body: {} });
    expect(body.product.calculatedPrices).toEqual([]);
  });

  it('the real fixture validates, a broken tier does not', () => {
    const fixture = JSON.parse(readFileSync(new URL('../../../../fixtures/shopware-responses/ProductTierPrices.json', import.meta.url), 'utf8')) as Json;
    const tiers = fixture.product.calculatedPrices as Json[];
    expect(validateResponse('POST', '/store-api/product/x', 200, { product: { ...fixture.product }, configurator: [] }).errors.filter((e) => e.includes('calculatedPrices'))).toEqual([]);
    const broken = { ...fixture.product, calculatedPrices: [{ ...tiers[0], unitPrice: 'cheap' }] };
    expect(validateResponse('POST', '/store-api/product/x', 200, { product: broken, configurator: [] }).errors.some((e) => e.includes('calculatedPrices'))).toBe(true);
  });

  it('the cart charges the tier the quantity falls in', async () => {
    const v = await visitor();
    const last = tiered.tierPrices.at(-1)!;
    const second = tiered.tierPrices[1]!;
    const add = await v.call<Json>('POST', '/store-api/checkout/cart/line-item', { body: { items: [{ type: 'product', referencedId: tiered.id, quantity: second.quantityStart }] } });
    expect(add.status).toBe(200);
    expect(add.body.lineItems[0].price.unitPrice).toBe(second.price.CHF.gross);
    const more = await v.call<Json>('PATCH', '/store-api/checkout/cart/line-item', { body: { items: [{ id: add.body.lineItems[0].id, quantity: last.quantityStart }] }, skipSchema: true });
    expect(more.body.lineItems[0].price.unitPrice).toBe(last.price.CHF.gross);
  });
});

describe('POST /product/{productId}/review', () => {
  it('stores a logged-in customer’s review unapproved: 204, not listed', async () => {
    const c = await customer();
    const before = await api.call<Json>('POST', `/store-api/product/${plain.id}/reviews`, { body: {} });
    const saved = await c.call('POST', `/store-api/product/${plain.id}/review`, { body: review(), skipSchema: true });
    expect(saved.status).toBe(204);
    expect(saved.body).toBeNull();
    const row = api.db.prepare('SELECT status, points, data FROM product_review WHERE product_id = ? ORDER BY created_at DESC LIMIT 1').get(plain.id) as Json;
    expect(row).toMatchObject({ status: 0, points: 5 });
    expect(JSON.parse(row.data)).toMatchObject({ title: 'Sehr feines Produkt', externalUser: 'Heidi', status: false });
    const after = await api.call<Json>('POST', `/store-api/product/${plain.id}/reviews`, { body: {} });
    expect(after.body.total).toBe(before.body.total);
  });

  // Shopware's ProductReviewRoute (src/Core/Content/Product/SalesChannel/Review/ProductReviewRoute.php):
  // approved reviews (`status`) or the context customer's own; of the product id or of its
  // variants (`product.id` or `product.parentId`), so a parent lists its variants' reviews, a
  // variant only its own. Others still do not see a pending review.
  it('lists the customer’s own pending review to them only, and a variant’s review under its parent (ProductReviewRoute)', async () => {
    const parent = content.products.find((p) => p.active && !p.parentId && hasVariants(p.id))!;
    const variant = content.products.find((p) => p.parentId === parent.id && p.active)!;
    const c = await customer();
    const before = await api.call<Json>('POST', `/store-api/product/${parent.id}/reviews`, { body: {} });
    expect((await c.call('POST', `/store-api/product/${variant.id}/review`, { body: review(), skipSchema: true })).status).toBe(204);
    const mine = await c.call<Json>('POST', `/store-api/product/${parent.id}/reviews`, { body: {} });
    expect(mine.body.total).toBe(before.body.total + 1);
    const pending = (mine.body.elements as Json[]).find((entry) => entry.status === false)!;
    expect(pending).toMatchObject({ productId: variant.id, title: 'Sehr feines Produkt', status: false });
    const ofVariant = await c.call<Json>('POST', `/store-api/product/${variant.id}/reviews`, { body: {} });
    expect((ofVariant.body.elements as Json[]).map((entry) => entry.id)).toContain(pending.id);
    expect((ofVariant.body.elements as Json[]).every((entry) => entry.productId === variant.id)).toBe(true);
    const others = await api.call<Json>('POST', `/store-api/product/${parent.id}/reviews`, { body: {} });
    expect(others.body.total).toBe(before.body.total);
    const someoneElse = await customer();
    expect((await someoneElse.call<Json>('POST', `/store-api/product/${parent.id}/reviews`, { body: {} })).body.total).toBe(before.body.total);
  });

  it('refuses visitors with 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const v = await visitor();
    const { status, body } = await v.call<Json>('POST', `/store-api/product/${plain.id}/review`, { body: review() });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('answers 404 for an unknown product', async () => {
    const c = await customer();
    const { status, body } = await c.call<Json>('POST', `/store-api/product/${'f'.repeat(32)}/review`, { body: review() });
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ code: 'CONTENT__PRODUCT_NOT_FOUND', source: { pointer: '/productId' } });
  });

  it('reports bad input with 400 and pointers', async () => {
    const c = await customer();
    const empty = await c.call<Json>('POST', `/store-api/product/${plain.id}/review`, { body: {} });
    expect(empty.status).toBe(400);
    expect(codes(empty.body)).toEqual(['/title VIOLATION::IS_BLANK_ERROR', '/content VIOLATION::IS_BLANK_ERROR', '/points VIOLATION::IS_BLANK_ERROR']);
    const short = await c.call<Json>('POST', `/store-api/product/${plain.id}/review`, { body: review({ title: 'Gut', content: 'Zu kurz.', points: 9 }) });
    expect(codes(short.body)).toEqual(['/points VIOLATION::TOO_HIGH_ERROR', '/title VIOLATION::TOO_SHORT_ERROR', '/content VIOLATION::TOO_SHORT_ERROR']);
    const types = await c.call<Json>('POST', `/store-api/product/${plain.id}/review`, { body: review({ points: 'five', title: 42 }) });
    expect(codes(types.body)).toEqual(['/title VIOLATION::INVALID_TYPE_ERROR', '/points VIOLATION::INVALID_TYPE_ERROR']);
    const broken = await c.call<Json>('POST', `/store-api/product/${plain.id}/review`, { body: '{"title":' });
    expect(broken.status).toBe(400);
  });

  it('is rate-limited like the forms', async () => {
    const limited = createTestApi({ doubleOptInRegistration: false, formRateLimit: { max: 1, windowSeconds: 60 } });
    try {
      const c = await customer(limited);
      expect((await c.call('POST', `/store-api/product/${plain.id}/review`, { body: review(), skipSchema: true })).status).toBe(204);
      const blocked = await c.call<Json>('POST', `/store-api/product/${plain.id}/review`, { body: review() });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    } finally {
      limited.close();
    }
  });
});
