import { StoreApiError } from '@gipfel/api';
import { fakeStoreApi } from '@gipfel/api/testing';
import { describe, expect, it } from 'vitest';
import { confirmNewsletterLink, subscribeToNewsletter } from './newsletter-operations';

const form = (email: string) => {
  const data = new FormData();
  data.set('email', email);
  return data;
};
const failure = (status: number) => ({ errors: [{ status: String(status), code: 'X', detail: 'x' }] });

describe('subscribeToNewsletter', () => {
  it('subscribes with double opt-in to the storefront URL', async () => {
    const { client, requests } = fakeStoreApi({ status: 200, body: { success: true, status: 'notSet' } });
    expect(await subscribeToNewsletter(client, form(' heidi@example.ch '), 'https://shop.example/fr')).toEqual({ status: 'sent', email: 'heidi@example.ch' });
    expect(await requests[0]!.json()).toEqual({ email: 'heidi@example.ch', option: 'subscribe', storefrontUrl: 'https://shop.example/fr' });
  });

  it('answers a bad address without a call, with the typed value', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: {} });
    expect(await subscribeToNewsletter(client, form('heidi@'), 'https://shop.example')).toMatchObject({ status: 'invalid', email: 'heidi@', errors: { email: {} } });
    expect(calls).toHaveLength(0);
  });

  it('turns a refused address into the field message and other refusals into failed; a 5xx is thrown', async () => {
    expect(await subscribeToNewsletter(fakeStoreApi({ status: 400, body: failure(400) }).client, form('a@b.ch'), 'x')).toEqual({ status: 'invalid', email: 'a@b.ch', errors: { email: { key: 'validation.email', params: {} } } });
    expect(await subscribeToNewsletter(fakeStoreApi({ status: 403, body: failure(403) }).client, form('a@b.ch'), 'x')).toEqual({ status: 'failed', email: 'a@b.ch' });
    await expect(subscribeToNewsletter(fakeStoreApi({ status: 500, body: failure(500) }).client, form('a@b.ch'), 'x')).rejects.toBeInstanceOf(StoreApiError);
  });
});

describe('confirmNewsletterLink', () => {
  const em = 'a'.repeat(40);
  it('confirms a well-formed link', async () => {
    const { client, requests } = fakeStoreApi({ status: 200, body: { success: true } });
    expect(await confirmNewsletterLink(client, em, 'abc123')).toBe(true);
    expect(await requests[0]!.json()).toEqual({ em, hash: 'abc123' });
  });

  it('refuses a malformed link without a call and an unknown one after it', async () => {
    const { client, calls } = fakeStoreApi({ status: 200, body: {} });
    expect(await confirmNewsletterLink(client, 'nope', 'abc')).toBe(false);
    expect(await confirmNewsletterLink(client, em, 'a/b')).toBe(false);
    expect(calls).toHaveLength(0);
    expect(await confirmNewsletterLink(fakeStoreApi({ status: 404, body: failure(404) }).client, em, 'abc')).toBe(false);
  });
});
