import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productId } from '../demo/keys';
import { demoProducts } from '../demo/products';
import { NUTRITION_UNITS, RECIPE_TAGS, RECIPE_UNITS, demoRecipes, recipeByKey, type DemoRecipe } from '../demo/recipes';
import { RECIPE_ROUTE_NAME } from '../demo/recipes-seed';
import { LANGUAGE_IDS, ROOT_CATEGORY_ID } from '../ids';
import { createTestApi, type TestApi } from '../testing/harness';
import { prepareSchemas, validateResponse } from '../testing/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in assertions
type Json = Record<string, any>;

const LANGUAGES = [['de', LANGUAGE_IDS['de-DE']], ['en', LANGUAGE_IDS['en-GB']], ['fr', LANGUAGE_IDS['fr-CH']]] as const;
const PRODUCTS = new Map(demoProducts.map((product) => [product.id, product]));
const fondue = recipeByKey('cheese-fondue');

let api: TestApi;

beforeAll(() => {
  prepareSchemas([['POST', '/store-api/product/x'], ['POST', '/store-api/navigation/a/b']]);
  api = createTestApi();
}, 120_000);
afterAll(() => api.close());

/** Recipe routes are not in Shopware's schema: their calls skip the operation lookup. */
const call = <T = Json>(method: string, path: string, options: Parameters<TestApi['call']>[2] = {}) =>
  api.call<T>(method, path, { ...options, skipSchema: true });
const list = (body: Json = {}, languageId?: string) =>
  call('POST', '/store-api/recipe', { body, headers: languageId ? { 'sw-language-id': languageId } : {} });

/** A Shopware error body: the published `failure` schema, via an operation that documents errors. */
function expectShopwareError(status: number, body: unknown) {
  const result = validateResponse('POST', '/store-api/product/0123456789abcdef0123456789abcdef', status, body);
  expect(result.errors).toEqual([]);
}

const ids = (elements: Json[]) => elements.map((element) => element.id);
const linkedIds = (recipe: DemoRecipe) => [...new Set(recipe.ingredients.flatMap((item) => (item.productId ? [item.productId] : [])))];

describe('the demo recipes', () => {
  it('has at least 32 recipes with every difficulty and short and long cook times', () => {
    expect(demoRecipes.length).toBeGreaterThanOrEqual(32);
    expect(new Set(demoRecipes.map((recipe) => recipe.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(demoRecipes.some((recipe) => recipe.cookTimeMinutes < 60)).toBe(true);
    expect(demoRecipes.some((recipe) => recipe.cookTimeMinutes > 60)).toBe(true);
    for (const recipe of demoRecipes) {
      expect(recipe.ingredients.length, recipe.key).toBeGreaterThanOrEqual(3);
      expect(recipe.ingredients.length, recipe.key).toBeLessThanOrEqual(12);
      expect(recipe.steps.length, recipe.key).toBeGreaterThanOrEqual(3);
      expect(recipe.steps.length, recipe.key).toBeLessThanOrEqual(8);
      expect(recipe.servings).toBeGreaterThan(0);
      expect(recipe.tags.length, recipe.key).toBeGreaterThan(0);
      for (const locale of ['de', 'en', 'fr'] as const) {
        const texts = [recipe.name, recipe.teaser, ...recipe.steps, ...recipe.ingredients.map((item) => item.name)].map((value) => value[locale]);
        for (const value of texts) expect(value.trim().length, `${recipe.key} ${locale}`).toBeGreaterThan(0);
      }
      // Swiss German: no sharp s.
      expect(JSON.stringify([recipe.name.de, recipe.teaser.de, recipe.steps.map((s) => s.de), recipe.ingredients.map((i) => i.name.de)])).not.toContain('ß');
    }
  });

  it('has most ingredients 4 to 12 per recipe and uses every tag', () => {
    expect(demoRecipes.filter((recipe) => recipe.ingredients.length >= 4).length).toBeGreaterThanOrEqual(demoRecipes.length - 2);
    expect(new Set(demoRecipes.flatMap((recipe) => recipe.tags))).toEqual(new Set(Object.keys(RECIPE_TAGS)));
  });

  it('uses the whole unit vocabulary, and only it, plus amount-less items', () => {
    const units = new Set(demoRecipes.flatMap((recipe) => recipe.ingredients.map((item) => item.unit)));
    for (const unit of RECIPE_UNITS) expect(units.has(unit), unit).toBe(true);
    for (const unit of units) if (unit !== null) expect(RECIPE_UNITS as readonly string[]).toContain(unit);
    const amountless = demoRecipes.flatMap((recipe) => recipe.ingredients.filter((item) => item.amount === null));
    expect(amountless.length).toBeGreaterThan(3);
    expect(amountless.some((item) => item.unit === 'some')).toBe(true);
    expect(amountless.some((item) => item.unit === null)).toBe(true);
  });

  it('links existing products, at least two in most recipes', () => {
    for (const recipe of demoRecipes) for (const id of linkedIds(recipe)) expect(PRODUCTS.has(id), `${recipe.key} → ${id}`).toBe(true);
    const withTwo = demoRecipes.filter((recipe) => linkedIds(recipe).length >= 2);
    expect(withTwo.length / demoRecipes.length).toBeGreaterThan(0.8);
  });

  it('exists in all three languages with distinct slugs, unique across all recipes and languages', () => {
    const all = demoRecipes.flatMap((recipe) => [recipe.slug.de, recipe.slug.en, recipe.slug.fr]);
    for (const recipe of demoRecipes) {
      expect(new Set([recipe.slug.de, recipe.slug.en, recipe.slug.fr]).size, recipe.key).toBe(3);
      for (const slug of [recipe.slug.de, recipe.slug.en, recipe.slug.fr]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(fondue.slug).toEqual({ de: 'kaesefondue-moitie-moitie', en: 'cheese-fondue-half-and-half', fr: 'fondue-moitie-moitie' });
  });
});

describe('GET|POST /store-api/recipe', () => {
  it('lists the recipes in order with total, page, limit and listing fields', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ apiAlias: 'gipfel_recipe_listing', total: demoRecipes.length, page: 1, limit: 12 });
    expect(ids(body.elements)).toEqual(demoRecipes.slice(0, 12).map((recipe) => recipe.id));
    const first = body.elements[0];
    expect(first).toMatchObject({ apiAlias: 'gipfel_recipe', id: fondue.id, slug: fondue.slug.de, name: fondue.name.de, servings: 4, difficulty: 'medium' });
    expect(first.ingredients).toHaveLength(fondue.ingredients.length);
    expect(first.steps).toBeUndefined();
    expect(first.nutrition).toBeUndefined();
    expect(first.media).toMatchObject({ apiAlias: 'media', width: 1600, height: 1200 });
    expect(first.media.thumbnails.length).toBe(3);
    expect(first.translated).toEqual({ name: first.name, teaser: first.teaser });
  });

  it('pages through all recipes', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(demoRecipes.length / 10); page += 1) {
      const { body } = await list({ page, limit: 10 });
      expect(body.page).toBe(page);
      expect(body.total).toBe(demoRecipes.length);
      seen.push(...ids(body.elements));
    }
    expect(seen).toEqual(demoRecipes.map((recipe) => recipe.id));
    const beyond = await list({ page: 100, limit: 10 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.elements).toEqual([]);
    expect(beyond.body.total).toBe(demoRecipes.length);
    const get = await call('GET', '/store-api/recipe?page=2&limit=5');
    expect(ids(get.body.elements)).toEqual(demoRecipes.slice(5, 10).map((recipe) => recipe.id));
  });

  it('filters by tags (all of them), also from the query string', async () => {
    const vegan = demoRecipes.filter((recipe) => recipe.tags.includes('vegan'));
    const { body } = await list({ tag: ['vegan'], limit: 100 });
    expect(ids(body.elements)).toEqual(vegan.map((recipe) => recipe.id));
    expect(body.total).toBe(vegan.length);
    const both = demoRecipes.filter((recipe) => recipe.tags.includes('cheese') && recipe.tags.includes('vegetarian'));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(demoRecipes.filter((recipe) => recipe.tags.includes('cheese')).length);
    for (const query of ['tag[]=cheese&tag[]=vegetarian', 'tag=cheese,vegetarian', 'tag=cheese&tag=vegetarian', 'tag[0]=cheese&tag[1]=vegetarian']) {
      const get = await call('GET', `/store-api/recipe?${query}&limit=100`);
      expect(ids(get.body.elements), query).toEqual(both.map((recipe) => recipe.id));
    }
  });

  it('filters by difficulty (any of them)', async () => {
    const hard = await list({ difficulty: ['hard'], limit: 100 });
    expect(hard.body.total).toBe(demoRecipes.filter((recipe) => recipe.difficulty === 'hard').length);
    expect(hard.body.elements.every((recipe: Json) => recipe.difficulty === 'hard')).toBe(true);
    const two = await list({ difficulty: ['easy', 'hard'], limit: 100 });
    expect(ids(two.body.elements)).toEqual(demoRecipes.filter((recipe) => recipe.difficulty !== 'medium').map((recipe) => recipe.id));
    const get = await call('GET', '/store-api/recipe?difficulty[]=medium&limit=100');
    expect(get.body.total).toBe(demoRecipes.filter((recipe) => recipe.difficulty === 'medium').length);
  });

  it('filters by maximum cook time', async () => {
    const quick = demoRecipes.filter((recipe) => recipe.cookTimeMinutes <= 30);
    const { body } = await list({ maxCookTime: 30, limit: 100 });
    expect(ids(body.elements)).toEqual(quick.map((recipe) => recipe.id));
    const get = await call('GET', '/store-api/recipe?maxCookTime=30&limit=100');
    expect(get.body.total).toBe(quick.length);
  });

  it('searches names, teasers and ingredients in the context language, accent-insensitively', async () => {
    for (const term of ['Käsefondue', 'kasefondue', 'KAESEFONDUE']) {
      const { body } = await list({ term }, LANGUAGE_IDS['de-DE']);
      expect(ids(body.elements), term).toContain(fondue.id);
    }
    const byIngredient = await list({ term: 'Greyerzer', limit: 100 }, LANGUAGE_IDS['de-DE']);
    expect(ids(byIngredient.body.elements)).toContain(fondue.id);
    const english = await list({ term: 'cheese fondue' }, LANGUAGE_IDS['en-GB']);
    expect(ids(english.body.elements)).toEqual([fondue.id]);
    const french = await list({ term: 'creme entiere', limit: 100 }, LANGUAGE_IDS['fr-CH']);
    expect(french.body.total).toBeGreaterThan(1);
    expect(french.body.elements.every((recipe: Json) => recipe.ingredients.some((item: Json) => item.name.includes('crème entière')))).toBe(true);
    const none = await list({ term: 'xylophon' });
    expect(none.body).toMatchObject({ total: 0, elements: [] });
  });

  it('aggregates tags over all filters, difficulty and cook time over the other filters', async () => {
    const all = await list({}, LANGUAGE_IDS['fr-CH']);
    const tags = all.body.aggregations.tags.buckets as Json[];
    expect(tags.map((bucket) => bucket.key).sort()).toEqual(Object.keys(RECIPE_TAGS).sort());
    const vegetarian = tags.find((bucket) => bucket.key === 'vegetarian')!;
    expect(vegetarian).toEqual({ key: 'vegetarian', name: 'Végétarien', count: demoRecipes.filter((recipe) => recipe.tags.includes('vegetarian')).length });
    expect(all.body.aggregations.difficulty.buckets.map((bucket: Json) => bucket.key)).toEqual(['easy', 'medium', 'hard']);
    expect(all.body.aggregations.cookTime).toEqual({
      min: Math.min(...demoRecipes.map((recipe) => recipe.cookTimeMinutes)),
      max: Math.max(...demoRecipes.map((recipe) => recipe.cookTimeMinutes)),
    });

    const filtered = await list({ tag: ['dessert'], difficulty: ['hard'], maxCookTime: 150 });
    const dessert = demoRecipes.filter((recipe) => recipe.tags.includes('dessert'));
    const matching = dessert.filter((recipe) => recipe.difficulty === 'hard' && recipe.cookTimeMinutes <= 150);
    expect(filtered.body.total).toBe(matching.length);
    const buckets = filtered.body.aggregations;
    expect(buckets.tags.buckets.find((bucket: Json) => bucket.key === 'dessert').count).toBe(matching.length);
    expect(buckets.tags.buckets.find((bucket: Json) => bucket.key === 'drinks').count).toBe(0);
    expect(buckets.difficulty.buckets).toEqual(
      (['easy', 'medium', 'hard'] as const).map((key) => ({
        key,
        count: dessert.filter((recipe) => recipe.difficulty === key && recipe.cookTimeMinutes <= 150).length,
      })),
    );
    const hardDesserts = dessert.filter((recipe) => recipe.difficulty === 'hard').map((recipe) => recipe.cookTimeMinutes);
    expect(buckets.cookTime).toEqual({ min: Math.min(...hardDesserts), max: Math.max(...hardDesserts) });
  });

  it.each([
    ['limit 0', { limit: 0 }, '/limit'],
    ['limit 1000', { limit: 1000 }, '/limit'],
    ['limit abc', { limit: 'abc' }, '/limit'],
    ['limit 2.5', { limit: 2.5 }, '/limit'],
    ['page -1', { page: -1 }, '/page'],
    ['page 0', { page: 0 }, '/page'],
    ['unknown difficulty', { difficulty: ['easy', 'extreme'] }, '/difficulty/1'],
    ['difficulty not a list', { difficulty: 42 }, '/difficulty'],
    ['unknown tag', { tag: ['nope'] }, '/tag/0'],
    ['malformed tag', { tag: ['<script>'] }, '/tag/0'],
    ['maxCookTime negative', { maxCookTime: -5 }, '/maxCookTime'],
    ['maxCookTime huge', { maxCookTime: 1e12 }, '/maxCookTime'],
    ['maxCookTime string', { maxCookTime: 'long' }, '/maxCookTime'],
    ['term too long', { term: 'x'.repeat(201) }, '/term'],
    ['term not a string', { term: ['fondue'] }, '/term'],
  ])('answers bad input (%s) with a 400 and a pointer', async (_name, body, pointer) => {
    const response = await list(body);
    expect(response.status).toBe(400);
    expectShopwareError(400, response.body);
    expect(response.body.errors.map((error: Json) => error.source.pointer)).toContain(pointer);
  });

  it('answers bad query strings, malformed JSON and non-object bodies with a 400', async () => {
    for (const query of ['limit=0', 'limit=1000', 'limit=abc', 'page=-1', 'difficulty=extreme', 'maxCookTime=-1', 'maxCookTime=99999999999', 'maxCookTime=abc', `term=${'a'.repeat(201)}`]) {
      const response = await call('GET', `/store-api/recipe?${query}`);
      expect(response.status, query).toBe(400);
      expectShopwareError(400, response.body);
      expect(response.body.errors[0].source.pointer, query).toMatch(/^\/(limit|page|difficulty\/0|maxCookTime|term)$/);
    }
    const malformed = await call('POST', '/store-api/recipe', { body: '{"limit": ' });
    expect(malformed.status).toBe(400);
    expectShopwareError(400, malformed.body);
    expect(malformed.body.errors[0].source.pointer).toBe('/');
    const array = await call('POST', '/store-api/recipe', { body: '[1,2]' });
    expect(array.status).toBe(400);
    const several = await list({ limit: 0, page: 'x', difficulty: ['x'] });
    expect(several.body.errors.map((error: Json) => error.source.pointer)).toEqual(['/page', '/limit', '/difficulty/0']);
  });
});

describe('GET|POST /store-api/recipe/{idOrSlug}', () => {
  it.each(LANGUAGES)('returns a recipe by id and by its slug in %s, translated', async (locale, languageId) => {
    for (const key of [fondue.id, fondue.slug[locale]]) {
      const { status, body } = await call('GET', `/store-api/recipe/${key}`, { headers: { 'sw-language-id': languageId } });
      expect(status).toBe(200);
      expect(body.apiAlias).toBe('gipfel_recipe_detail');
      const recipe = body.recipe;
      expect(recipe).toMatchObject({
        apiAlias: 'gipfel_recipe',
        id: fondue.id,
        slug: fondue.slug[locale],
        name: fondue.name[locale],
        teaser: fondue.teaser[locale],
        servings: fondue.servings,
        cookTimeMinutes: fondue.cookTimeMinutes,
        difficulty: fondue.difficulty,
      });
      expect(recipe.steps).toEqual(fondue.steps.map((step) => step[locale]));
      expect(recipe.translated).toEqual({ name: fondue.name[locale], teaser: fondue.teaser[locale], steps: recipe.steps });
      expect(recipe.tags).toEqual(fondue.tags.map((slug) => ({ slug, name: RECIPE_TAGS[slug][locale] })).sort((a, b) => Object.keys(RECIPE_TAGS).indexOf(a.slug) - Object.keys(RECIPE_TAGS).indexOf(b.slug)));
      expect(recipe.ingredients).toEqual(fondue.ingredients.map((item) => ({ id: item.id, amount: item.amount, unit: item.unit, name: item.name[locale], productId: item.productId })));
      expect(recipe.media.alt).toBe(fondue.name[locale]);
      expect(recipe.seoUrls.map((url: Json) => [url.languageId, url.seoPathInfo])).toEqual(LANGUAGES.map(([l, id]) => [id, `recipes/${fondue.slug[l]}`]));
      expect(recipe.seoUrls[0]).toMatchObject({ apiAlias: 'seo_url', routeName: RECIPE_ROUTE_NAME, foreignKey: fondue.id, pathInfo: `/recipes/${fondue.id}`, isCanonical: true });
    }
  });

  it('accepts the slug of another language and answers in the context language', async () => {
    const { status, body } = await call('POST', `/store-api/recipe/${fondue.slug.fr}`, { headers: { 'sw-language-id': LANGUAGE_IDS['en-GB'] }, body: {} });
    expect(status).toBe(200);
    expect(body.recipe).toMatchObject({ id: fondue.id, slug: fondue.slug.en, name: fondue.name.en });
    const upper = await call('GET', `/store-api/recipe/${fondue.id.toUpperCase()}`);
    expect(upper.body.recipe.id).toBe(fondue.id);
  });

  it('has every nutrition key per serving in every recipe', async () => {
    for (const recipe of demoRecipes) {
      const { body } = await call('GET', `/store-api/recipe/${recipe.id}`);
      expect(Object.keys(body.recipe.nutrition).sort(), recipe.key).toEqual(Object.keys(NUTRITION_UNITS).sort());
      for (const [key, unit] of Object.entries(NUTRITION_UNITS)) {
        expect(body.recipe.nutrition[key], `${recipe.key} ${key}`).toEqual({ value: expect.any(Number), unit });
      }
      expect(body.recipe.nutrition.energy.value).toBeGreaterThan(0);
    }
  });

  it('sends the linked products as /product does, schema-valid, available ones only', async () => {
    let checked = 0;
    for (const recipe of demoRecipes) {
      const { body } = await call('GET', `/store-api/recipe/${recipe.id}`, { headers: { 'sw-include-seo-urls': 'true' } });
      const expected = linkedIds(recipe).filter((id) => PRODUCTS.get(id)!.active && PRODUCTS.get(id)!.available);
      expect(body.products.map((product: Json) => product.id), recipe.key).toEqual(expected);
      for (const product of body.products as Json[]) {
        const result = validateResponse('POST', '/store-api/product/x', 200, { product, configurator: [], apiAlias: 'product_detail' });
        expect(result.errors, product.productNumber).toEqual([]);
        expect(product.seoUrls.length).toBe(1);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
    const fondueDetail = await call('GET', `/store-api/recipe/${fondue.id}`);
    const gruyere = fondueDetail.body.products.find((product: Json) => product.id === productId('gruyere-18'));
    const direct = await api.call<Json>('POST', `/store-api/product/${productId('gruyere-18')}`, { body: {} });
    const { cmsPage: _cmsPage, cmsPageId: _cmsPageId, ...plain } = direct.body.product;
    expect({ ...gruyere, cmsPage: null, cmsPageId: null }).toEqual({ ...plain, cmsPage: null, cmsPageId: null });
    expect(gruyere.cover.media.thumbnails.length).toBeGreaterThan(0);
    // The sold-out chilli chocolate is an ingredient but not offered.
    const chocolate = recipeByKey('heisse-schoggi');
    const soldOut = productId('dark-chili');
    expect(chocolate.ingredients.some((item) => item.productId === soldOut)).toBe(true);
    const hot = await call('GET', `/store-api/recipe/${chocolate.id}`);
    expect(hot.body.products.map((product: Json) => product.id)).not.toContain(soldOut);
    expect(hot.body.products.length).toBeGreaterThan(0);
  });

  it('serves the recipe pictures', async () => {
    const { body } = await call('GET', `/store-api/recipe/${fondue.id}`);
    for (const thumbnail of body.recipe.media.thumbnails as Json[]) {
      const response = await api.app.request(new URL(thumbnail.url).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain(`width="${thumbnail.width}"`);
    }
  });

  it('answers unknown ids and slugs with a 404, malformed bodies with a 400', async () => {
    for (const key of ['no-such-recipe', 'f'.repeat(32), '%E2%9C%93', 'x'.repeat(300)]) {
      const { status, body } = await call('GET', `/store-api/recipe/${key}`);
      expect(status, key).toBe(404);
      expectShopwareError(404, body);
      expect(body.errors[0]).toMatchObject({ status: '404', code: 'GIPFEL__RECIPE_NOT_FOUND', title: 'Not Found', source: { pointer: '/idOrSlug' } });
    }
    const missing = await call('GET', '/store-api/recipe/no-such-recipe');
    expect(missing.body.errors[0].detail).toBe('Recipe for id/slug "no-such-recipe" not found.');
    const malformed = await call('POST', `/store-api/recipe/${fondue.id}`, { body: '{nope' });
    expect(malformed.status).toBe(400);
  });
});

describe('SEO URLs and navigation', () => {
  it.each(LANGUAGES)('resolves recipes/{slug} in %s', async (locale, languageId) => {
    for (const recipe of [fondue, demoRecipes.at(-1)!]) {
      const { status, body } = await api.call<Json>('POST', '/store-api/seo-url', {
        headers: { 'sw-language-id': languageId },
        body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: `recipes/${recipe.slug[locale]}` }] },
      });
      expect(status).toBe(200);
      expect(body.total).toBe(1);
      expect(body.elements[0]).toMatchObject({ foreignKey: recipe.id, routeName: RECIPE_ROUTE_NAME, pathInfo: `/recipes/${recipe.id}`, languageId, isCanonical: true });
    }
    const all = await api.call<Json>('POST', '/store-api/seo-url', {
      headers: { 'sw-language-id': languageId },
      body: { filter: [{ type: 'equals', field: 'routeName', value: RECIPE_ROUTE_NAME }], limit: 100 },
    });
    expect(all.body.total).toBe(demoRecipes.length);
  });

  it.each(LANGUAGES)('ends the main navigation with the recipes link in %s', async (locale, languageId) => {
    const { status, body } = await api.call<Json[]>('POST', '/store-api/navigation/main-navigation/main-navigation', {
      headers: { 'sw-language-id': languageId },
      body: { depth: 1 },
    });
    expect(status).toBe(200);
    const last = body.at(-1)!;
    const path = { de: '/recipes', en: '/en/recipes', fr: '/fr/recipes' }[locale];
    expect(last).toMatchObject({ type: 'link', linkType: 'external', externalLink: path, linkNewTab: false, parentId: ROOT_CATEGORY_ID });
    expect(last.translated).toMatchObject({ name: { de: 'Rezepte', en: 'Recipes', fr: 'Recettes' }[locale], externalLink: path, linkType: 'external' });
  });
});
