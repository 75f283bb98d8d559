// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getBlogPost, listBlogPosts } from './blog';
import { createStoreApiClient, type StoreApiClient } from './client';
import { isStoreApiError } from './errors';
import { startTestServer, type RecordedRequest, type TestServer } from './test-server';

let server: TestServer;
const ID = '0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ status: 200, body: {} }));
});

function fresh(): StoreApiClient {
  return createStoreApiClient({ endpoint: `${server.url}/store-api`, accessKey: 'KEY', languageId: 'fr', retryDelay: 5 });
}

function last(): RecordedRequest {
  const request = server.requests[server.requests.length - 1];
  if (!request) throw new Error('no request was made');
  return request;
}

describe('blog operations', () => {
  it.each([
    ['listBlogPosts without input', (c: StoreApiClient) => listBlogPosts(c), 'POST', '/blog', {}],
    ['listBlogPosts with a page', (c: StoreApiClient) => listBlogPosts(c, { page: 2, limit: 6 }), 'POST', '/blog', { page: 2, limit: 6 }],
    ['listBlogPosts by category', (c: StoreApiClient) => listBlogPosts(c, { category: 'cheese', page: 1 }), 'POST', '/blog', { page: 1, category: 'cheese' }],
    ['getBlogPost', (c: StoreApiClient) => getBlogPost(c, { id: ID }), 'POST', `/blog/${ID}`, {}],
  ] as const)('%s', async (_name, call, method, path, body) => {
    await call(fresh());
    const request = last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(`/store-api${path}`);
    expect(request.body).toEqual(body);
    expect(request.headers['sw-access-key']).toBe('KEY');
    expect(request.headers['sw-language-id']).toBe('fr');
  });

  it('returns the list answer as it is', async () => {
    const answer = { entity: 'gipfel_blog_post', total: 1, page: 1, limit: 10, elements: [{ id: ID, title: 'Fondue' }], aggregations: {}, apiAlias: 'dal_entity_search_result' };
    server.handle(() => ({ body: answer }));
    await expect(listBlogPosts(fresh())).resolves.toEqual(answer);
  });

  it('asks for SEO URLs of the related products of a post', async () => {
    await getBlogPost(fresh(), { id: ID });
    expect(last().headers['sw-include-seo-urls']).toBe('true');
  });

  it('encodes an id that is not one, so it cannot change the path', async () => {
    await getBlogPost(fresh(), { id: '../context?x=1' }).catch(() => undefined);
    expect(last().path).toBe('/store-api/blog/..%2Fcontext%3Fx%3D1');
  });

  it('throws a StoreApiError with the status and code of a 404', async () => {
    server.handle(() => ({
      status: 404,
      body: { errors: [{ status: '404', code: 'GIPFEL__BLOG_POST_NOT_FOUND', title: 'Not Found', detail: `Blog post for id ${ID} not found.` }] },
    }));
    const error = await getBlogPost(fresh(), { id: ID }).catch((caught: unknown) => caught);
    expect(isStoreApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404 });
    expect(JSON.stringify(error)).toContain('GIPFEL__BLOG_POST_NOT_FOUND');
  });
});
