import { createStoreApiClient, type StoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { submitProductReview } from './product-review-operations';

const productId = 'a'.repeat(32);
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};
const valid = { productId, points: '4', title: 'Sehr fein', content: 'Ein Käse, der nach Alp schmeckt, kräftig und doch mild im Abgang.' };

function fakeClient(status: number, body: unknown, headers: Record<string, string> = {}): { client: StoreApiClient; fetch: ReturnType<typeof vi.fn>; sent: Request[] } {
  const sent: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    sent.push(request.clone());
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  return { sent, client: createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 }), fetch };
}
const errorBody = (status: number, code: string, pointer?: string) => ({ errors: [{ status: String(status), code, detail: code, ...(pointer ? { source: { pointer } } : {}) }] });

describe('submitProductReview', () => {
  it('sends a valid review, trimmed, to the product', async () => {
    const { client, sent } = fakeClient(204, null);
    expect(await submitProductReview(client, form({ ...valid, title: '  Sehr fein  ' }))).toEqual({ status: 'sent' });
    const request = sent[0]!;
    expect(request.url).toContain(`/product/${productId}/review`);
    expect(await request.json()).toEqual({ points: 4, title: 'Sehr fein', content: valid.content });
  });

  it('checks the form first and keeps what was typed', async () => {
    const { client, fetch } = fakeClient(204, null);
    const result = await submitProductReview(client, form({ ...valid, title: 'kurz', points: '9' }));
    expect(result).toMatchObject({ status: 'invalid', values: { title: 'kurz', points: '9' } });
    expect(result.status === 'invalid' && Object.keys(result.errors).sort()).toEqual(['points', 'title']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a product id that is none without a call', async () => {
    const { client, fetch } = fakeClient(204, null);
    expect(await submitProductReview(client, form({ ...valid, productId: '../x' }))).toMatchObject({ status: 'failed' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a visitor to the login', async () => {
    const { client } = fakeClient(403, errorBody(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'));
    expect(await submitProductReview(client, form(valid))).toEqual({ status: 'login' });
  });

  it('maps the Store API violations to the fields', async () => {
    const { client } = fakeClient(400, errorBody(400, 'VIOLATION::TOO_SHORT_ERROR', '/content'));
    const result = await submitProductReview(client, form(valid));
    expect(result).toMatchObject({ status: 'invalid', errors: { content: { key: 'validation.minLength' } } });
  });

  it('passes on a rate limit with its wait', async () => {
    const { client } = fakeClient(429, errorBody(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED'), { 'retry-after': '30' });
    expect(await submitProductReview(client, form(valid))).toMatchObject({ status: 'tooManyRequests', retryAfterSeconds: 30, values: { title: 'Sehr fein' } });
  });
});
