// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApiClient } from './client';
import { isStoreApiError } from './errors';
import { getRecipe, listRecipes } from './recipes';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ status: 200, body: { apiAlias: 'gipfel_recipe_listing', elements: [], total: 0, page: 1, limit: 12 } }));
});

const client = () => createStoreApiClient({ endpoint: `${server.url}/store-api`, accessKey: 'KEY', languageId: 'LANG', retryDelay: 5 });

describe('listRecipes', () => {
  it('posts the filters to /recipe and leaves empty ones out', async () => {
    const listing = await listRecipes<{ total: number }>(client(), {
      page: 2,
      limit: 12,
      tag: ['vegetarian', 'swiss'],
      difficulty: [],
      maxCookTime: 30,
      term: '',
    });
    expect(listing.total).toBe(0);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/store-api/recipe');
    expect(request?.body).toEqual({ page: 2, limit: 12, tag: ['vegetarian', 'swiss'], maxCookTime: 30 });
    expect(request?.headers['sw-access-key']).toBe('KEY');
    expect(request?.headers['sw-language-id']).toBe('LANG');
  });

  it('sends an empty body without filters', async () => {
    await listRecipes(client());
    expect(server.requests[0]?.body).toEqual({});
  });

  it('reports bad input as a StoreApiError with the pointer', async () => {
    server.handle(() => ({
      status: 400,
      body: { errors: [{ status: '400', code: 'FRAMEWORK__INVALID_CRITERIA', title: 'Bad Request', detail: 'Bad limit', source: { pointer: '/limit' } }] },
    }));
    const error = await listRecipes(client(), { limit: 1000 }).catch((e: unknown) => e);
    expect(isStoreApiError(error) && error.status).toBe(400);
  });
});

describe('getRecipe', () => {
  it('posts to /recipe/{idOrSlug} with SEO URLs', async () => {
    server.handle(() => ({ status: 200, body: { apiAlias: 'gipfel_recipe_detail', recipe: { id: 'x' }, products: [] } }));
    const detail = await getRecipe<{ recipe: { id: string } }>(client(), 'käsefondue moitié');
    expect(detail.recipe.id).toBe('x');
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/store-api/recipe/${encodeURIComponent('käsefondue moitié')}`);
    expect(request?.headers['sw-include-seo-urls']).toBe('true');
  });

  it('can leave the SEO URLs out', async () => {
    await getRecipe(client(), 'zopf', { seoUrls: false });
    expect(server.requests[0]?.headers['sw-include-seo-urls']).toBeUndefined();
  });

  it('turns an unknown recipe into a 404 StoreApiError', async () => {
    server.handle(() => ({
      status: 404,
      body: { errors: [{ status: '404', code: 'GIPFEL__RECIPE_NOT_FOUND', title: 'Not Found', detail: 'Recipe for id/slug "nope" not found.', source: { pointer: '/idOrSlug' } }] },
    }));
    const error = await getRecipe(client(), 'nope').catch((e: unknown) => e);
    expect(isStoreApiError(error) && error.status).toBe(404);
  });

  it('refuses an empty id or slug', () => {
    expect(() => getRecipe(client(), '')).toThrow(/idOrSlug/);
  });
});
