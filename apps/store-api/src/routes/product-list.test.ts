import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogueContent } from '../catalogue/default-content';
import { CURRENCY_IDS, LANGUAGE_IDS } from '../ids';
import { createTestApi, type TestApi } from '../testing/harness';
import { prepareSchemas } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

/**
 * `GET|POST /store-api/product` as Shopware's ProductListRoute: a ProductListResponse (EntitySearchResult
 * of `product`) for a criteria, searched in the sales channel's product repository, which shows only
 * products available in the sales channel (SalesChannelProductDefinition::processCriteria).
 */

const content = defaultCatalogueContent();
const parent = content.products.find((p) => p.active && !p.parentId && content.products.filter((child) => child.parentId === p.id).length > 1)!;
const variants = content.products.filter((p) => p.parentId === parent.id);
const simple = content.products.filter((p) => p.active && !p.parentId && !content.products.some((child) => child.parentId === p.id));
const [a, b, hidden] = simple as [(typeof simple)[0], (typeof simple)[0], (typeof simple)[0]];

let api: TestApi | undefined;
beforeAll(() => prepareSchemas([['POST', '/store-api/product'], ['GET', '/store-api/product']]), 120_000);
afterEach(() => {
  api?.close();
  api = undefined;
});

/** The demo shop with `hidden` deactivated, and the parent of `variants` deactivated when asked. */
function shop(options: { hideParent?: boolean } = {}) {
  const changed = defaultCatalogueContent();
  changed.products = changed.products.map((p) =>
    p.id === hidden.id || (options.hideParent && p.id === parent.id) ? { ...p, active: false } : p,
  );
  return createTestApi({}, changed);
}

const ids = (body: Json) => (body.elements as Json[]).map((product) => product.id);

describe('ProductListRoute (GET|POST /store-api/product)', () => {
  it('answers the products of the ids, with prices, as an EntitySearchResult; inactive ones are not there', async () => {
    api = shop();
    const { status, body } = await api.call<Json>('POST', '/store-api/product', { body: { ids: [b.id, hidden.id, a.id, 'ffffffffffffffffffffffffffffffff'] } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ entity: 'product', apiAlias: 'dal_entity_search_result', page: 1 });
    expect(ids(body)).toEqual([b.id, a.id]);
    expect(body.total).toBe(2);
    expect(body.elements[0]).toMatchObject({ id: b.id, productNumber: b.productNumber, apiAlias: 'product' });
    expect(body.elements[0].calculatedPrice.unitPrice).toBeGreaterThan(0);
  });

  it('lists variants and parents; a variant of an inactive parent is not available', async () => {
    api = shop();
    const visible = await api.call<Json>('POST', '/store-api/product', { body: { filter: [{ type: 'equals', field: 'parentId', value: parent.id }] } });
    expect(ids(visible.body).sort()).toEqual(variants.filter((v) => v.active).map((v) => v.id).sort());
    api.close();
    api = shop({ hideParent: true });
    const gone = await api.call<Json>('POST', '/store-api/product', { body: { ids: [parent.id, ...variants.map((v) => v.id)] } });
    expect(gone.body.elements).toEqual([]);
  });

  it('filters, sorts, pages and counts as the criteria asks (GET with a query string too)', async () => {
    api = shop();
    const all = await api.call<Json>('POST', '/store-api/product', { body: { 'total-count-mode': 'exact', limit: 1 } });
    const activeCount = content.products.filter((p) => p.id !== hidden.id && p.active && (!p.parentId || content.products.find((x) => x.id === p.parentId)?.active)).length;
    expect(all.body.total).toBe(activeCount);
    expect(all.body.elements).toHaveLength(1);
    const byNumber = await api.call<Json>('GET', `/store-api/product?filter[0][type]=equals&filter[0][field]=productNumber&filter[0][value]=${encodeURIComponent(a.productNumber)}`);
    expect(byNumber.status).toBe(200);
    expect(ids(byNumber.body)).toEqual([a.id]);
    const sorted = await api.call<Json>('POST', '/store-api/product', {
      body: { ids: [a.id, b.id], sort: [{ field: 'productNumber', order: 'DESC' }], page: 2, limit: 1 },
    });
    const desc = [a, b].sort((x, y) => y.productNumber.localeCompare(x.productNumber));
    expect(ids(sorted.body)).toEqual([desc[1]!.id]);
    expect(sorted.body).toMatchObject({ page: 2, limit: 1, total: 1 });
  });

  it('keeps only the included fields, answers in the context language and currency, and refuses a bad criteria', async () => {
    api = shop();
    const { body } = await api.call<Json>('POST', '/store-api/product', {
      headers: { 'sw-language-id': LANGUAGE_IDS['fr-CH'] },
      body: { ids: [a.id], includes: { product: ['id', 'translated', 'calculatedPrice'], calculated_price: ['unitPrice'] }, associations: { manufacturer: {} } },
      skipSchema: true,
    });
    expect(Object.keys(body.elements[0]).sort()).toEqual(['apiAlias', 'calculatedPrice', 'id', 'translated']);
    expect(body.elements[0].translated.name).toBe(a.name.fr);
    const eur = await api.call<Json>('GET', '/store-api/context');
    const token = eur.headers.get('sw-context-token')!;
    await api.call('PATCH', '/store-api/context', { headers: { 'sw-context-token': token }, body: { currencyId: CURRENCY_IDS.EUR } });
    const chf = await api.call<Json>('POST', '/store-api/product', { body: { ids: [a.id] } });
    const inEur = await api.call<Json>('POST', '/store-api/product', { headers: { 'sw-context-token': token }, body: { ids: [a.id] } });
    expect(inEur.body.elements[0].calculatedPrice.unitPrice).not.toBe(chf.body.elements[0].calculatedPrice.unitPrice);
    const bad = await api.call<Json>('POST', '/store-api/product', { body: { limit: -1 } });
    expect(bad.status).toBe(400);
  });
});
