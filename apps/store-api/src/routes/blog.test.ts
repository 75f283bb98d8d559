import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBlogPosts } from '../demo/blog';
import { CURRENCY_IDS, LANGUAGE_IDS } from '../ids';
import { createTestApi, type TestApi } from '../testing/harness';
import { prepareSchemas, validateResponse } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

// A fixed "now" between the published posts and the scheduled ones.
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const published = demoBlogPosts.filter((post) => Date.parse(post.publishedAt) <= NOW);
const scheduled = demoBlogPosts.filter((post) => Date.parse(post.publishedAt) > NOW);
const newestFirst = [...published].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
const LANGUAGES = [['de', LANGUAGE_IDS['de-DE']], ['en', LANGUAGE_IDS['en-GB']], ['fr', LANGUAGE_IDS['fr-CH']]] as const;

let api: TestApi;

beforeAll(() => {
  prepareSchemas([['POST', '/store-api/product/x']]);
  api = createTestApi({ now: () => NOW });
}, 120_000);
afterAll(() => api.close());

/** Blog routes are not in Shopware's schema: every call of this file skips the operation lookup. */
const call = <T = Json>(method: string, path: string, options: Parameters<TestApi['call']>[2] = {}) =>
  api.call<T>(method, path, { ...options, skipSchema: true });

/** A Shopware error body: the published `failure` schema, via an operation that documents errors. */
function expectShopwareError(status: number, body: unknown) {
  const result = validateResponse('POST', '/store-api/product/0123456789abcdef0123456789abcdef', status, body);
  expect(result.errors).toEqual([]);
}

describe('the demo posts', () => {
  it('has at least twelve posts, some scheduled, with related products and covers', () => {
    expect(demoBlogPosts.length).toBeGreaterThanOrEqual(12);
    expect(scheduled.length).toBeGreaterThan(0);
    expect(published.length).toBeGreaterThan(10);
    for (const post of demoBlogPosts) {
      expect(post.relatedProductKeys.length).toBeGreaterThan(0);
      expect(post.cover.thumbnails.length).toBeGreaterThan(1);
      // Swiss German: no sharp s.
      expect(`${post.title.de}${post.teaser.de}${post.content.de}`).not.toContain('ß');
    }
    expect(demoBlogPosts.some((post) => /<script/i.test(post.content.de) && /onerror=/i.test(post.content.de))).toBe(true);
  });
});

describe('GET|POST /store-api/blog', () => {
  it('lists published posts newest first with total, page and limit', async () => {
    const { status, body } = await call('GET', '/store-api/blog?limit=5');
    expect(status).toBe(200);
    expect(body).toMatchObject({ entity: 'gipfel_blog_post', apiAlias: 'dal_entity_search_result', total: published.length, page: 1, limit: 5 });
    expect(body.elements.map((post: Json) => post.id)).toEqual(newestFirst.slice(0, 5).map((post) => post.id));
    const first = body.elements[0];
    expect(first).toMatchObject({ apiAlias: 'gipfel_blog_post', author: newestFirst[0]!.author, publishedAt: newestFirst[0]!.publishedAt, relatedProducts: null });
    expect(first.translated).toEqual({ title: first.title, teaser: first.teaser, content: first.content });
    expect(first.category).toMatchObject({ apiAlias: 'gipfel_blog_category', technicalName: newestFirst[0]!.category });
    expect(first.media).toMatchObject({ apiAlias: 'media', metaData: { width: 1600, height: 900 } });
    expect(first.media.thumbnails.map((thumb: Json) => thumb.width)).toEqual([400, 800, 1600]);
  });

  it('pages through all published posts, GET and POST alike', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { body } = await call('POST', '/store-api/blog', { body: { page, limit: 5 } });
      expect(body.page).toBe(page);
      seen.push(...body.elements.map((post: Json) => post.id));
    }
    expect(seen).toEqual(newestFirst.map((post) => post.id));
    const beyond = await call('GET', '/store-api/blog?page=99&limit=5');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ total: published.length, elements: [] });
  });

  it('never serves scheduled posts, in the list or by id', async () => {
    const { body } = await call('GET', `/store-api/blog?limit=100`);
    const ids = body.elements.map((post: Json) => post.id);
    for (const post of scheduled) {
      expect(ids).not.toContain(post.id);
      const detail = await call('GET', `/store-api/blog/${post.id}`);
      expect(detail.status).toBe(404);
      expect(detail.body.errors[0].code).toBe('GIPFEL__BLOG_POST_NOT_FOUND');
    }
  });

  it('serves scheduled posts once their date has come', async () => {
    const later = createTestApi({ now: () => Date.parse('2100-01-01T00:00:00.000Z') });
    try {
      const response = await later.app.request('/store-api/blog?limit=100', { headers: { 'sw-access-key': later.config.accessKey } });
      expect(((await response.json()) as Json).total).toBe(demoBlogPosts.length);
    } finally {
      later.close();
    }
  });

  it('filters by category', async () => {
    const { body } = await call('GET', '/store-api/blog?category=cheese&limit=100');
    const expected = newestFirst.filter((post) => post.category === 'cheese');
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(body.elements.map((post: Json) => post.id)).toEqual(expected.map((post) => post.id));
    expect((await call('GET', '/store-api/blog?category=unknown')).body).toMatchObject({ total: 0, elements: [] });
  });

  it.each(LANGUAGES)('answers in %s', async (locale, languageId) => {
    const { body } = await call('GET', '/store-api/blog?limit=1', { headers: { 'sw-language-id': languageId } });
    const post = newestFirst[0]!;
    expect(body.elements[0]).toMatchObject({ title: post.title[locale], teaser: post.teaser[locale], content: post.content[locale] });
    expect(body.elements[0].media.alt).toBe(post.title[locale]);
  });

  it.each([
    ['GET', '/store-api/blog?limit=0', undefined, '/limit'],
    ['GET', '/store-api/blog?limit=1000', undefined, '/limit'],
    ['GET', '/store-api/blog?limit=abc', undefined, '/limit'],
    ['GET', '/store-api/blog?page=-1', undefined, '/page'],
    ['GET', '/store-api/blog?page=0', undefined, '/page'],
    ['GET', '/store-api/blog?page=1.5', undefined, '/page'],
    ['POST', '/store-api/blog', { limit: 'abc' }, '/limit'],
    ['POST', '/store-api/blog', { page: -1 }, '/page'],
    ['POST', '/store-api/blog', { limit: 2.5 }, '/limit'],
    ['POST', '/store-api/blog', { category: ['cheese'] }, '/category'],
    ['GET', '/store-api/blog?category=%3Cscript%3E', undefined, '/category'],
    ['POST', '/store-api/blog', '{"page": 1', '/'],
    ['POST', '/store-api/blog', '[1, 2]', '/'],
  ])('%s %s %j → 400 with a pointer', async (method, path, body, pointer) => {
    const response = await call(method, path, body === undefined ? {} : { body });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source.pointer).toBe(pointer);
    expectShopwareError(400, response.body);
  });

  it('needs the access key like every Store API route', async () => {
    const response = await call('GET', '/store-api/blog', { noAccessKey: true });
    expect(response.status).toBe(401);
  });
});

describe('GET|POST /store-api/blog/{id}', () => {
  const post = published.find((candidate) => candidate.relatedProductKeys.length >= 3)!;

  it.each(LANGUAGES)('serves a post with its related products in %s', async (locale, languageId) => {
    const { status, body } = await call('POST', `/store-api/blog/${post.id}`, { headers: { 'sw-language-id': languageId }, body: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: post.id, apiAlias: 'gipfel_blog_post', title: post.title[locale], content: post.content[locale], author: post.author });
    expect(body.relatedProducts.length).toBe(post.relatedProductKeys.length);
    for (const product of body.relatedProducts) {
      expect(product.apiAlias).toBe('product');
      expect(product.calculatedPrice.unitPrice).toBeGreaterThan(0);
      expect(product.cover.media.thumbnails.length).toBeGreaterThan(0);
      expect(product.translated.name).toBeTruthy();
    }
    // Each related product is a Product entity of Shopware's published schema (the product detail's).
    for (const product of body.relatedProducts) {
      const result = validateResponse('POST', `/store-api/product/${product.id}`, 200, { product, configurator: [], apiAlias: 'product_detail' });
      expect(result.errors).toEqual([]);
    }
  });

  it('serialises related products exactly like /product does, in the context currency', async () => {
    const context = await api.call('PATCH', '/store-api/context', { body: { currencyId: CURRENCY_IDS.EUR } });
    const headers = { 'sw-context-token': context.headers.get('sw-context-token')! };
    const { body } = await call('GET', `/store-api/blog/${post.id}`, { headers });
    const first = body.relatedProducts[0];
    const detail = await api.call<Json>('POST', `/store-api/product/${first.id}`, { headers, body: {} });
    expect(detail.status).toBe(200);
    for (const field of ['id', 'productNumber', 'calculatedPrice', 'calculatedPrices', 'calculatedCheapestPrice', 'cover', 'translated', 'available', 'apiAlias']) {
      expect(first[field], field).toEqual(detail.body.product[field]);
    }
    expect(first.calculatedPrice.totalPrice).toBeGreaterThan(0);
    expect(first.calculatedPrice.unitPrice).toBeGreaterThan(0);
  });

  it('serves the cover and its thumbnails as SVG', async () => {
    const { body } = await call('GET', `/store-api/blog/${post.id}`);
    for (const url of [body.media.url, ...body.media.thumbnails.map((thumb: Json) => thumb.url)]) {
      const response = await api.app.request(new URL(url).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('accepts an upper-case id', async () => {
    expect((await call('GET', `/store-api/blog/${post.id.toUpperCase()}`)).status).toBe(200);
  });

  it('unknown id → 404 GIPFEL__BLOG_POST_NOT_FOUND', async () => {
    const { status, body } = await call('GET', '/store-api/blog/0123456789abcdef0123456789abcdef');
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ status: '404', code: 'GIPFEL__BLOG_POST_NOT_FOUND', source: { pointer: '/id' } });
    expectShopwareError(404, body);
  });

  it.each(['not-a-hex-id', 'zzzz456789abcdef0123456789abcdef', '0123', '%3Cscript%3E'])('non-hex id %s → 400 with pointer', async (id) => {
    const { status, body } = await call('GET', `/store-api/blog/${id}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_UUID', source: { pointer: '/id' } });
    expectShopwareError(400, body);
  });

  it('malformed JSON → 400, not 500', async () => {
    const { status, body } = await call('POST', `/store-api/blog/${post.id}`, { body: '{oops' });
    expect(status).toBe(400);
    expect(body.errors[0].source.pointer).toBe('/');
  });
});
