import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingPageLoader } from './listing-page-loader';

afterEach(() => vi.unstubAllGlobals());

describe('listingPageLoader', () => {
  it('asks the resource for the page with the filters, the fixed criteria and the language', async () => {
    const fetchMock = vi.fn(async () => Response.json({ elements: [], page: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const load = listingPageLoader('/api/search-results', 'fr', { search: 'fromage' });
    await expect(load(3, { order: 'price-asc', properties: 'a'.repeat(32), search: 'ignored' })).resolves.toEqual({ elements: [], page: 3 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const query = new URL(url, 'http://shop.test').searchParams;
    expect(url.startsWith('/api/search-results?')).toBe(true);
    expect(query.get('search')).toBe('fromage');
    expect(query.get('order')).toBe('price-asc');
    expect(query.get('p')).toBe('3');
    expect(query.get('properties')).toBe('a'.repeat(32));
    expect(query.get('lang')).toBe('fr');
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('fails with the status when the resource answers an error, so the listing can say so', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: 'x' }, { status: 502 })));
    await expect(listingPageLoader('/api/listing/abc', 'de')(2, {})).rejects.toThrow('/api/listing/abc, page 2: 502');
  });
});
