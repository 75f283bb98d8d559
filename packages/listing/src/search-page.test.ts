import { createStoreApiClient } from '@gipfel/api';
import { describe, expect, it, vi } from 'vitest';
import { loadSearchPage } from './search-page';
import { fixtures } from './test-utils';

function searchClient() {
  const queries: URLSearchParams[] = [];
  const fetch = vi.fn(async (input: Request) => {
    queries.push(new URL(input.url).searchParams);
    return new Response(JSON.stringify(fixtures.search), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { client: createStoreApiClient({ endpoint: 'http://127.0.0.1:8787/store-api', accessKey: 'KEY', fetch: fetch as unknown as typeof globalThis.fetch, retryDelay: 0 }), queries, fetch };
}

describe('loadSearchPage', () => {
  it('searches the term of the URL with its filters and sorting, the products cut to card size', async () => {
    const { client, queries } = searchClient();
    const page = await loadSearchPage(client, { searchParams: new URLSearchParams('search=Käse&order=price-asc&p=2'), minTermLength: 3 });
    expect(page.term).toBe('Käse');
    expect(page.criteria).toMatchObject({ search: 'Käse', order: 'price-asc', p: 2 });
    expect([queries[0]?.get('search'), queries[0]?.get('order'), queries[0]?.get('p')]).toEqual(['Käse', 'price-asc', '2']);
    expect(page.listing?.total).toBe(fixtures.search.total);
    expect(page.listing?.elements).toHaveLength(fixtures.search.elements.length);
    // Card size: no description, the long texts a card never shows.
    expect(page.listing?.elements[0]).not.toHaveProperty('description');
  });

  it('asks nothing for a term shorter than the shortest searched one', async () => {
    const { client, fetch } = searchClient();
    expect(await loadSearchPage(client, { searchParams: new URLSearchParams('search=ab'), minTermLength: 3 })).toEqual({ term: 'ab', criteria: { search: 'ab' }, listing: null });
    expect(await loadSearchPage(client, { searchParams: new URLSearchParams(''), minTermLength: 3 })).toMatchObject({ term: '', listing: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});
