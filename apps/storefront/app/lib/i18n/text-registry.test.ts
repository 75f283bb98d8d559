import { describe, expect, it, vi } from 'vitest';
import { loadTexts, registeredTexts, registerTexts, textsOfRoot } from './text-registry';

const texts = { storefront: { shopName: 'Gipfel' } };

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('text registry', () => {
  it('fetches an address once however many ask, then answers from the registry', async () => {
    const fetcher = vi.fn(async () => answer(texts));
    const [a, b] = await Promise.all([loadTexts('/api/texts/de?v=once', { fetch: fetcher }), loadTexts('/api/texts/de?v=once', { fetch: fetcher })]);
    expect(a).toEqual(texts);
    expect(b).toBe(a);
    expect(await loadTexts('/api/texts/de?v=once', { fetch: fetcher })).toBe(a);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(registeredTexts('/api/texts/de?v=once')).toBe(a);
  });

  it('asks once more after a failure, and fails when the second answer is no better', async () => {
    const flaky = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(texts));
    expect(await loadTexts('/api/texts/fr?v=flaky', { fetch: flaky, retryDelayMs: 0 })).toEqual(texts);
    expect(flaky).toHaveBeenCalledTimes(2);

    const broken = vi.fn(async () => answer({ errors: [] }, 503));
    await expect(loadTexts('/api/texts/fr?v=broken', { fetch: broken, retryDelayMs: 0 })).rejects.toThrow('HTTP 503');
    expect(broken).toHaveBeenCalledTimes(2);
    expect(registeredTexts('/api/texts/fr?v=broken')).toBeUndefined();

    // Something that is not a texts object (a proxy's error page as JSON, say) is not taken.
    const odd = vi.fn(async () => answer(['x']));
    await expect(loadTexts('/api/texts/en?v=odd', { fetch: odd, retryDelayMs: 0 })).rejects.toThrow('not a texts object');
  });

  it('keeps a bounded number of addresses, the oldest going first', () => {
    registerTexts('/api/texts/de?v=first', texts);
    for (let n = 0; n < 60; n += 1) registerTexts(`/api/texts/de?v=n${n}`, texts);
    expect(registeredTexts('/api/texts/de?v=first')).toBeUndefined();
    expect(registeredTexts('/api/texts/de?v=n59')).toBe(texts);
  });

  it('finds the root texts for meta functions by the address in the root data', () => {
    registerTexts('/api/texts/en?v=meta', texts);
    expect(textsOfRoot([{ id: 'root', data: { textsUrl: '/api/texts/en?v=meta' } }, { id: 'home.en', data: {} }])).toBe(texts);
    expect(textsOfRoot([{ id: 'root', data: undefined }])).toBeUndefined();
    expect(textsOfRoot([{ id: 'root', data: { textsUrl: '/api/texts/en?v=unknown' } }])).toBeUndefined();
  });
});
