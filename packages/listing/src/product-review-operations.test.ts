import { fakeStoreApi } from '@gipfel/api/testing';
import { describe, expect, it } from 'vitest';
import { submitProductReview } from './product-review-operations';

const productId = 'a'.repeat(32);
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};
const valid = { productId, points: '4', title: 'Sehr fein', content: 'Ein Käse, der nach Alp schmeckt, kräftig und doch mild im Abgang.' };

const errorBody = (status: number, code: string, pointer?: string) => ({ errors: [{ status: String(status), code, detail: code, ...(pointer ? { source: { pointer } } : {}) }] });

describe('submitProductReview', () => {
  it('sends a valid review, trimmed, to the product', async () => {
    const { client, requests } = fakeStoreApi({ status: 204, body: null });
    expect(await submitProductReview(client, form({ ...valid, title: '  Sehr fein  ' }))).toEqual({ status: 'sent' });
    const request = requests[0]!;
    expect(request.url).toContain(`/product/${productId}/review`);
    expect(await request.json()).toEqual({ points: 4, title: 'Sehr fein', content: valid.content });
  });

  it('checks the form first and keeps what was typed', async () => {
    const { client, calls } = fakeStoreApi({ status: 204, body: null });
    const result = await submitProductReview(client, form({ ...valid, title: 'kurz', points: '9' }));
    expect(result).toMatchObject({ status: 'invalid', values: { title: 'kurz', points: '9' } });
    expect(result.status === 'invalid' && Object.keys(result.errors).sort()).toEqual(['points', 'title']);
    expect(calls).toHaveLength(0);
  });

  it('refuses a product id that is none without a call', async () => {
    const { client, calls } = fakeStoreApi({ status: 204, body: null });
    expect(await submitProductReview(client, form({ ...valid, productId: '../x' }))).toMatchObject({ status: 'failed' });
    expect(calls).toHaveLength(0);
  });

  it('sends a visitor to the login', async () => {
    const { client } = fakeStoreApi({ status: 403, body: errorBody(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') });
    expect(await submitProductReview(client, form(valid))).toEqual({ status: 'login' });
  });

  it('maps the Store API violations to the fields', async () => {
    const { client } = fakeStoreApi({ status: 400, body: errorBody(400, 'VIOLATION::TOO_SHORT_ERROR', '/content') });
    const result = await submitProductReview(client, form(valid));
    expect(result).toMatchObject({ status: 'invalid', errors: { content: { key: 'validation.minLength' } } });
  });

  it('passes on a rate limit with its wait', async () => {
    const { client } = fakeStoreApi({ status: 429, body: errorBody(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED'), headers: { 'retry-after': '30' } });
    expect(await submitProductReview(client, form(valid))).toMatchObject({ status: 'tooManyRequests', retryAfterSeconds: 30, values: { title: 'Sehr fein' } });
  });
});
