import { describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { createListingStore, hasMoreListingPages, type ListingPageLoader, type ListingResult } from './listing-store';
import { fixtures } from './test-utils';

function product(id: string): Schemas['Product'] {
  return { ...fixtures.boxProduct, id } as Schemas['Product'];
}

/** A listing page of `limit` products named `p<page>-<n>` out of `total`. */
function result(page: number, overrides: Partial<ListingResult> = {}, limit = 2, total = 5): ListingResult {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    ...fixtures.search,
    page,
    limit,
    total,
    elements: Array.from({ length: count }, (_, n) => product(`p${page}-${n + 1}`)),
    ...overrides,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const ids = (store: ReturnType<typeof createListingStore>) => store.getState().elements.map((p) => p.id);

describe('createListingStore', () => {
  it('makes independent stores filled from the result', () => {
    const a = createListingStore(result(1));
    const b = createListingStore(result(2));
    expect(a).not.toBe(b);
    expect(ids(a)).toEqual(['p1-1', 'p1-2']);
    expect(a.getState()).toMatchObject({ total: 5, limit: 2, page: 1, loading: null, error: null, canLoadPages: false });
    expect(a.getState().sorting).toBe(fixtures.search.sorting);
    expect(a.getState().availableSortings).toHaveLength(fixtures.search.availableSortings.length);
    expect(a.getState().aggregations).toBe(fixtures.search.aggregations);
    expect(ids(b)).toEqual(['p2-1', 'p2-2']);
  });

  it('starts at page 1 with a limit of 10, or the CMS element’s limit, when the result does not say', () => {
    const bare = { ...result(1), page: undefined, limit: undefined } as unknown as ListingResult;
    expect(createListingStore(bare).getState()).toMatchObject({ page: 1, limit: 10 });
    expect(createListingStore(bare, { limit: 24 }).getState()).toMatchObject({ page: 1, limit: 24 });
    expect(createListingStore(null).getState()).toMatchObject({ elements: [], total: 0, page: 1, limit: 10 });
  });

  it('keeps the current filters: manufacturers, properties, price range and search', () => {
    const store = createListingStore(
      result(1, {
        currentFilters: { navigationId: 'n', manufacturer: ['m1'], properties: ['a', 'b'], price: { min: 5, max: 20 }, rating: null, search: 'käse', 'shipping-free': false },
      }),
    );
    expect(store.getState().currentFilters).toEqual({
      navigationId: 'n',
      manufacturer: ['m1'],
      properties: ['a', 'b'],
      price: { min: 5, max: 20 },
      rating: null,
      search: 'käse',
      'shipping-free': false,
    });
    const partial = createListingStore({ ...result(1), currentFilters: undefined } as unknown as ListingResult);
    expect(partial.getState().currentFilters).toMatchObject({ manufacturer: [], properties: [], price: { min: 0, max: 0 } });
  });

  it('load more APPENDS the next page below the shown products and moves the page on', async () => {
    const loadPage = vi.fn<ListingPageLoader>(async (page) => result(page));
    const store = createListingStore(result(1), { loadPage });
    expect(await store.getState().loadMore()).toBe(true);
    expect(ids(store)).toEqual(['p1-1', 'p1-2', 'p2-1', 'p2-2']);
    expect(store.getState().page).toBe(2);
    expect(await store.getState().loadMore()).toBe(true);
    expect(ids(store)).toEqual(['p1-1', 'p1-2', 'p2-1', 'p2-2', 'p3-1']);
    expect(store.getState().page).toBe(3);
    // All 5 shown: nothing more to load.
    expect(hasMoreListingPages(store.getState())).toBe(false);
    expect(await store.getState().loadMore()).toBe(false);
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('asks for the next page with the applied criteria and limit', async () => {
    const loadPage = vi.fn<ListingPageLoader>(async (page) => result(page));
    const store = createListingStore(
      result(1, {
        sorting: 'price-asc',
        currentFilters: { navigationId: 'n', manufacturer: [], properties: ['0190a4d3e1c97c02b8b9a7c0e1f2a3b4'], price: { min: 0, max: 0 }, rating: null, 'shipping-free': false },
      }),
      { loadPage },
    );
    await store.getState().loadMore();
    expect(loadPage).toHaveBeenCalledWith(2, { order: 'price-asc', properties: '0190a4d3e1c97c02b8b9a7c0e1f2a3b4', limit: 2, p: 2 });
  });

  it('shows the next page loading while it loads, and does not load it twice', async () => {
    const next = deferred<ListingResult>();
    const loadPage = vi.fn<ListingPageLoader>(() => next.promise);
    const store = createListingStore(result(1), { loadPage });
    const first = store.getState().loadMore();
    expect(store.getState()).toMatchObject({ loading: 'next' });
    expect(await store.getState().loadMore()).toBe(false);
    next.resolve(result(2));
    expect(await first).toBe(true);
    expect(store.getState().loading).toBe(null);
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the shown products and reports the failure when the next page does not load', async () => {
    const store = createListingStore(result(1), { loadPage: async () => Promise.reject(new Error('offline')) });
    expect(await store.getState().loadMore()).toBe(false);
    expect(ids(store)).toEqual(['p1-1', 'p1-2']);
    expect(store.getState()).toMatchObject({ page: 1, loading: null, error: 'load-more' });
  });

  it('skips products of the next page that are shown already', async () => {
    const store = createListingStore(result(1), { loadPage: async () => ({ ...result(2), elements: [product('p1-2'), product('p2-1')] }) });
    await store.getState().loadMore();
    expect(ids(store)).toEqual(['p1-1', 'p1-2', 'p2-1']);
  });

  it('a new result REPLACES the shown one, load-more pages included', async () => {
    const store = createListingStore(result(1), { loadPage: async (page) => result(page) });
    await store.getState().loadMore();
    store.getState().applyResult(result(1, { sorting: 'name-desc', elements: [product('z1'), product('z2')] }));
    expect(ids(store)).toEqual(['z1', 'z2']);
    expect(store.getState()).toMatchObject({ page: 1, sorting: 'name-desc' });
  });

  it('a new search replaces the listing and marks it loading meanwhile', async () => {
    const found = deferred<ListingResult>();
    const loadPage = vi.fn<ListingPageLoader>(() => found.promise);
    const store = createListingStore(result(1), { loadPage });
    const searching = store.getState().search({ search: 'käse' });
    expect(store.getState().loading).toBe('results');
    expect(loadPage).toHaveBeenCalledWith(1, { limit: 2, search: 'käse' });
    found.resolve(result(1, { total: 1, elements: [product('k1')] }));
    expect(await searching).toBe(true);
    expect(ids(store)).toEqual(['k1']);
    expect(store.getState()).toMatchObject({ loading: null, total: 1 });
  });

  it('drops a next page that arrives after a new result was applied', async () => {
    const next = deferred<ListingResult>();
    const store = createListingStore(result(1), { loadPage: () => next.promise });
    const loading = store.getState().loadMore();
    store.getState().applyResult(result(1, { elements: [product('new')] }));
    next.resolve(result(2));
    expect(await loading).toBe(false);
    expect(ids(store)).toEqual(['new']);
    expect(store.getState().loading).toBe(null);
  });

  it('takes another page loader (the host moved to another category)', async () => {
    const store = createListingStore(result(1));
    const loadPage = vi.fn<ListingPageLoader>(async (page) => result(page));
    store.getState().setPageLoader(loadPage);
    expect(store.getState().canLoadPages).toBe(true);
    expect(await store.getState().loadMore()).toBe(true);
    expect(loadPage).toHaveBeenCalledTimes(1);
    store.getState().setPageLoader(undefined);
    expect(store.getState().canLoadPages).toBe(false);
  });

  it('cannot load without a page loader', async () => {
    const store = createListingStore(result(1));
    expect(await store.getState().loadMore()).toBe(false);
    expect(await store.getState().search({ order: 'name-asc' })).toBe(false);
    expect(ids(store)).toEqual(['p1-1', 'p1-2']);
  });
});

describe('loadPrevious', () => {
  it('puts the page before the first shown in front, down to page 1', async () => {
    const loadPage = vi.fn<ListingPageLoader>(async (n) => result(n));
    const store = createListingStore(result(3), { loadPage });
    expect(store.getState()).toMatchObject({ firstPage: 3, page: 3 });
    expect(await store.getState().loadPrevious()).toBe(true);
    expect(ids(store)).toEqual(['p2-1', 'p2-2', 'p3-1']);
    expect(loadPage).toHaveBeenLastCalledWith(2, expect.objectContaining({ p: 2, limit: 2 }));
    expect(await store.getState().loadPrevious()).toBe(true);
    expect(ids(store)).toEqual(['p1-1', 'p1-2', 'p2-1', 'p2-2', 'p3-1']);
    expect(store.getState()).toMatchObject({ firstPage: 1, page: 3, loading: null });
    // Nothing before page 1; load more still goes on from the last page.
    expect(await store.getState().loadPrevious()).toBe(false);
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('loads one page at a time and keeps the products when it fails', async () => {
    const previous = deferred<ListingResult>();
    const loadPage = vi.fn<ListingPageLoader>(() => previous.promise);
    const store = createListingStore(result(2), { loadPage });
    const first = store.getState().loadPrevious();
    expect(store.getState().loading).toBe('previous');
    expect(await store.getState().loadPrevious()).toBe(false);
    expect(await store.getState().loadMore()).toBe(false);
    previous.reject(new Error('offline'));
    expect(await first).toBe(false);
    expect(ids(store)).toEqual(['p2-1', 'p2-2']);
    expect(store.getState()).toMatchObject({ firstPage: 2, loading: null, error: 'load-previous' });
  });

  it('drops a previous page that arrives after a new result, and skips products shown already', async () => {
    const previous = deferred<ListingResult>();
    const store = createListingStore(result(2), { loadPage: () => previous.promise });
    const pending = store.getState().loadPrevious();
    store.getState().applyResult(result(3));
    previous.resolve(result(1));
    expect(await pending).toBe(false);
    expect(ids(store)).toEqual(['p3-1']);

    const overlapping = createListingStore(result(2), { loadPage: async () => ({ ...result(1), elements: [product('p1-1'), product('p2-1')] }) });
    await overlapping.getState().loadPrevious();
    expect(ids(overlapping)).toEqual(['p1-1', 'p2-1', 'p2-2']);
  });
});
