import { createStoreApiClient, StoreApiError, type StoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { confirmNewsletterLink, subscribeToNewsletter } from './newsletter-operations';

function fakeClient(status: number, body: unknown): { client: StoreApiClient; fetch: ReturnType<typeof vi.fn>; sent: Request[] } {
  const sent: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    sent.push(request.clone());
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { sent, client: createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 }), fetch };
}
const form = (email: string) => {
  const data = new FormData();
  data.set('email', email);
  return data;
};
const failure = (status: number) => ({ errors: [{ status: String(status), code: 'X', detail: 'x' }] });

describe('subscribeToNewsletter', () => {
  it('subscribes with double opt-in to the storefront URL', async () => {
    const { client, sent } = fakeClient(200, { success: true, status: 'notSet' });
    expect(await subscribeToNewsletter(client, form(' heidi@example.ch '), 'https://shop.example/fr')).toEqual({ status: 'sent', email: 'heidi@example.ch' });
    expect(await sent[0]!.json()).toEqual({ email: 'heidi@example.ch', option: 'subscribe', storefrontUrl: 'https://shop.example/fr' });
  });

  it('answers a bad address without a call, with the typed value', async () => {
    const { client, fetch } = fakeClient(200, {});
    expect(await subscribeToNewsletter(client, form('heidi@'), 'https://shop.example')).toMatchObject({ status: 'invalid', email: 'heidi@', errors: { email: {} } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns a refused address into the field message and other refusals into failed; a 5xx is thrown', async () => {
    expect(await subscribeToNewsletter(fakeClient(400, failure(400)).client, form('a@b.ch'), 'x')).toEqual({ status: 'invalid', email: 'a@b.ch', errors: { email: { key: 'validation.email', params: {} } } });
    expect(await subscribeToNewsletter(fakeClient(403, failure(403)).client, form('a@b.ch'), 'x')).toEqual({ status: 'failed', email: 'a@b.ch' });
    await expect(subscribeToNewsletter(fakeClient(500, failure(500)).client, form('a@b.ch'), 'x')).rejects.toBeInstanceOf(StoreApiError);
  });
});

describe('confirmNewsletterLink', () => {
  const em = 'a'.repeat(40);
  it('confirms a well-formed link', async () => {
    const { client, sent } = fakeClient(200, { success: true });
    expect(await confirmNewsletterLink(client, em, 'abc123')).toBe(true);
    expect(await sent[0]!.json()).toEqual({ em, hash: 'abc123' });
  });

  it('refuses a malformed link without a call and an unknown one after it', async () => {
    const { client, fetch } = fakeClient(200, {});
    expect(await confirmNewsletterLink(client, 'nope', 'abc')).toBe(false);
    expect(await confirmNewsletterLink(client, em, 'a/b')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(await confirmNewsletterLink(fakeClient(404, failure(404)).client, em, 'abc')).toBe(false);
  });
});
