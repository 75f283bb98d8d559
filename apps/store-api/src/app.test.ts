import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_KEY } from './ids';
import { createTestApi, type TestApi } from './testing/harness';
import { prepareSchemas } from './testing/schema';

interface ErrorBody {
  errors: { status: string; code: string; title: string; detail: string; source?: { pointer?: string }; meta?: unknown }[];
}

let api: TestApi;
afterEach(() => api?.close());

beforeAll(() => prepareSchemas([['POST', '/store-api/language'], ['POST', '/store-api/country']]), 60_000);

describe('sw-access-key', () => {
  it('answers 401 FRAMEWORK__API_INVALID_ACCESS_KEY when the key is missing', async () => {
    api = createTestApi();
    const res = await api.call<ErrorBody>('POST', '/store-api/language', { noAccessKey: true });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      errors: [
        {
          status: '401',
          code: 'FRAMEWORK__API_INVALID_ACCESS_KEY',
          title: 'Unauthorized',
          detail: 'Header "sw-access-key" is required.',
          meta: { parameters: {} },
        },
      ],
    });
    expect(res.headers.get('sw-context-token')).toBeNull();
  });

  it('answers 401 for a wrong key, and accepts the configured one', async () => {
    api = createTestApi({ accessKey: 'SWSCCUSTOMKEY' });
    const wrong = await api.call<ErrorBody>('POST', '/store-api/language', { headers: { 'sw-access-key': DEFAULT_ACCESS_KEY } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0]?.code).toBe('FRAMEWORK__API_INVALID_ACCESS_KEY');
    expect(wrong.body.errors[0]?.detail).toBe('Access key is invalid and could not be identified.');
    const right = await api.call('POST', '/store-api/language', { headers: { 'sw-access-key': 'SWSCCUSTOMKEY' } });
    expect(right.status).toBe(200);
  });
});

describe('bad input never gives a 500', () => {
  it('malformed JSON → 400 with a pointer', async () => {
    api = createTestApi();
    const res = await api.call<ErrorBody>('POST', '/store-api/language', { body: '{"limit": 1,' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.code).toBe('FRAMEWORK__INVALID_REQUEST_BODY');
    expect(res.body.errors[0]?.source?.pointer).toBe('/');
  });

  it('a body that is not an object → 400', async () => {
    api = createTestApi();
    for (const body of ['[1,2]', '"text"', '42', 'true']) {
      const res = await api.call<ErrorBody>('POST', '/store-api/country', { body });
      expect(res.status, body).toBe(400);
      expect(res.body.errors[0]?.source?.pointer).toBe('/');
    }
  });

  it('criteria with wrong types → 400 with one pointer per problem', async () => {
    api = createTestApi();
    const res = await api.call<ErrorBody>('POST', '/store-api/country', {
      body: { limit: 'many', page: 0, filter: [{ type: 'equals' }, { type: 'nonsense', field: 'iso' }], sort: [{ order: 'up' }], ids: [1] },
    });
    expect(res.status).toBe(400);
    const pointers = res.body.errors.map((error) => error.source?.pointer).sort();
    expect(pointers).toEqual(['/filter/0/field', '/filter/1/type', '/ids', '/limit', '/page', '/sort/0/field']);
    expect(res.body.errors.every((error) => error.status === '400')).toBe(true);
  });

  it('a garbage filter structure is a 400, not a crash', async () => {
    api = createTestApi();
    const bodies: unknown[] = [
      { filter: 'x' },
      { filter: [null] },
      { filter: [{ type: 'multi', queries: 'x' }] },
      { filter: [{ type: 'range', field: 'position', parameters: { gte: {} } }] },
      { includes: ['a'] },
      { 'total-count-mode': 'sometimes' },
      { sort: 5 },
      { term: { a: 1 } },
    ];
    for (const body of bodies) {
      const res = await api.call('POST', '/store-api/country', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('unknown routes → 404 in Shopware error shape', async () => {
    api = createTestApi();
    const res = await api.call<ErrorBody>('GET', '/store-api/does-not-exist', { skipSchema: true });
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatchObject({ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND', title: 'Not Found' });
  });

  it('an unexpected exception becomes a 500 in Shopware shape without details', async () => {
    api = createTestApi();
    api.db.exec('DROP TABLE salutation');
    const res = await api.call<ErrorBody>('POST', '/store-api/salutation', { skipSchema: true });
    expect(res.status).toBe(500);
    expect(res.body.errors[0]).toMatchObject({ status: '500', code: 'FRAMEWORK__INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(res.body)).not.toContain('salutation');
  });
});

describe('test switches', () => {
  it('maintenance → 503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', async () => {
    api = createTestApi({ maintenance: true });
    const res = await api.call<ErrorBody>('POST', '/store-api/language');
    expect(res.status).toBe(503);
    expect(res.body.errors[0]).toMatchObject({ status: '503', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' });
    // the access key is still checked first, like Shopware
    expect((await api.call('POST', '/store-api/language', { noAccessKey: true })).status).toBe(401);
  });

  it('fail rate with 429 answers Retry-After', async () => {
    api = createTestApi({ failRate: 1, failStatus: 429, retryAfterSeconds: 7 });
    const res = await api.call<ErrorBody>('POST', '/store-api/language');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.body.errors[0]).toMatchObject({ status: '429', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' });
  });

  it('fail rate uses the random source: below the rate fails, above passes', async () => {
    let next = 0.2;
    api = createTestApi({ failRate: 0.5, failStatus: 502, random: () => next });
    expect((await api.call('POST', '/store-api/language')).status).toBe(502);
    next = 0.8;
    expect((await api.call('POST', '/store-api/language')).status).toBe(200);
  });

  it('latency delays the answer', async () => {
    api = createTestApi({ latencyMs: 120 });
    const started = Date.now();
    expect((await api.call('POST', '/store-api/language')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});
