import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ListingCriteria, Schemas } from '@gipfel/api';
import { getListingCriteria } from './listing-url';

/** A Store API product listing (`/product-listing/{categoryId}`, `/search`, a CMS listing slot). */
export type ListingResult = Schemas['ProductListingResult'];
export type ListingCurrentFilters = ListingResult['currentFilters'];
export type ListingSorting = ListingResult['availableSortings'][number];

/**
 * Loads one page of the listing with the given criteria (`p` is the page). The host wires it to
 * its data source, e.g. a fetch of its own route; the package never fetches by itself.
 */
export type ListingPageLoader = (page: number, criteria: ListingCriteria) => Promise<ListingResult>;

export interface ListingStoreOptions {
  /** Needed for `loadMore` and `search`; without it the listing only shows what it is given. */
  loadPage?: ListingPageLoader;
  /** Products per page when the result does not say (the CMS element's configuration); default 10. */
  limit?: number;
}

/** Where a failed load came from, for the message next to the listing. */
export type ListingLoadError = 'search' | 'load-more' | 'load-previous';

/**
 * What is loading, if anything (one field, so no two loads can be shown at once): `results`, a new
 * result (search, filters, sorting) that will replace the shown one; `next`, the page after the
 * last shown, to append; `previous`, the page before the first shown, to put in front.
 */
export type ListingLoading = 'results' | 'next' | 'previous';

export interface ListingState {
  elements: Schemas['Product'][];
  total: number;
  limit: number;
  /** The last page shown, from 1; `loadMore` loads `page + 1`. */
  page: number;
  /** The first page shown (a listing opened at `?p=3` starts there); `loadPrevious` loads the one before. */
  firstPage: number;
  sorting: string | null;
  availableSortings: ListingSorting[];
  aggregations: ListingResult['aggregations'];
  currentFilters: ListingCurrentFilters;
  /** What is loading now, or null. */
  loading: ListingLoading | null;
  error: ListingLoadError | null;
  /** True when the store has a page loader, so `loadMore` and `search` can fetch. */
  canLoadPages: boolean;
  /** Replaces the shown result (loader data of a navigation, a new search, filters, sorting). */
  applyResult(result: ListingResult): void;
  /** Marks a new result as coming (e.g. while the host navigates); `applyResult` ends it. */
  setLoading(loading: boolean): void;
  /** Loads the listing for new criteria (page 1 unless `criteria.p`) and replaces the shown one. */
  search(criteria: ListingCriteria): Promise<boolean>;
  /** Appends the next page's products and moves `page` on; false when there is none or it failed. */
  loadMore(): Promise<boolean>;
  /** Puts the products of the page before `firstPage` in front; false when there is none or it failed. */
  loadPrevious(): Promise<boolean>;
  /** Swaps the page loader, e.g. when the host's listing moves to another category. */
  setPageLoader(loadPage: ListingPageLoader | undefined): void;
}

export type ListingStore = StoreApi<ListingState>;

const defaultLimit = 10;

/** `currentFilters` with every field present (Shopware omits some, other backends more). */
export function normalizeCurrentFilters(filters: Partial<ListingCurrentFilters> | null | undefined): ListingCurrentFilters {
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const normalized: ListingCurrentFilters = {
    navigationId: typeof filters?.navigationId === 'string' ? filters.navigationId : '',
    manufacturer: ids(filters?.manufacturer),
    properties: ids(filters?.properties),
    price: { min: number(filters?.price?.min), max: number(filters?.price?.max) },
    rating: typeof filters?.rating === 'number' ? filters.rating : null,
    'shipping-free': filters?.['shipping-free'] === true,
  };
  if (typeof filters?.search === 'string' && filters.search !== '') normalized.search = filters.search;
  return normalized;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The listing fields of the state for a result. */
function fromResult(result: ListingResult | null | undefined, fallbackLimit: number) {
  return {
    elements: [...(result?.elements ?? [])],
    total: Math.max(0, result?.total ?? 0),
    limit: positive(result?.limit) ?? fallbackLimit,
    page: positive(result?.page) ?? 1,
    firstPage: positive(result?.page) ?? 1,
    sorting: result?.sorting ?? null,
    availableSortings: [...(result?.availableSortings ?? [])],
    aggregations: result?.aggregations,
    currentFilters: normalizeCurrentFilters(result?.currentFilters),
  };
}

/** The criteria the shown result was loaded with, for the next page. */
export function getListingStateCriteria(state: Pick<ListingState, 'currentFilters' | 'sorting' | 'limit'>): ListingCriteria {
  return { ...getListingCriteria({ currentFilters: state.currentFilters, sorting: state.sorting ?? undefined }), limit: state.limit };
}

/** True while products beyond the shown pages exist. */
export function hasMoreListingPages(state: Pick<ListingState, 'page' | 'limit' | 'total' | 'elements'>): boolean {
  return state.elements.length > 0 && state.page * state.limit < state.total;
}

/** The products of a loaded page that are not shown yet (pages can overlap when the catalogue changes). */
function notShownYet(shown: ReadonlyArray<Schemas['Product']>, result: ListingResult): Schemas['Product'][] {
  const ids = new Set(shown.map((product) => product.id));
  return (result.elements ?? []).filter((product) => !ids.has(product.id));
}

/**
 * Creates the listing store of one request or page (filled from the loader's result). Never keep
 * it in a module variable: on the server it would mix one shopper's listing into the next page.
 */
export function createListingStore(initial?: ListingResult | null, options: ListingStoreOptions = {}): ListingStore {
  const fallbackLimit = positive(options.limit) ?? defaultLimit;
  let loadPage = options.loadPage;
  // Each applied result starts a new generation: answers of older loads are dropped.
  let generation = 0;

  return createStore<ListingState>()((set, get) => {
    /** Loads the page after the last shown one or before the first, and adds its new products there. */
    const addPage = async (side: 'after' | 'before'): Promise<boolean> => {
      const state = get();
      const after = side === 'after';
      if (!loadPage || state.loading) return false;
      if (after ? !hasMoreListingPages(state) : state.firstPage <= 1) return false;
      const started = generation;
      const wanted = after ? state.page + 1 : state.firstPage - 1;
      set({ loading: after ? 'next' : 'previous', error: null });
      try {
        const result = await loadPage(wanted, { ...getListingStateCriteria(state), p: wanted });
        // A new search replaced the listing meanwhile: this page belongs to the old one.
        if (started !== generation) return false;
        set((current) => {
          const added = notShownYet(current.elements, result);
          const total = Math.max(0, result.total ?? current.total);
          return after
            ? { elements: [...current.elements, ...added], page: positive(result.page) ?? wanted, total, loading: null }
            : { elements: [...added, ...current.elements], firstPage: wanted, total, loading: null };
        });
        return true;
      } catch {
        if (started === generation) set({ loading: null, error: after ? 'load-more' : 'load-previous' });
        return false;
      }
    };

    return {
      ...fromResult(initial, fallbackLimit),
      loading: null,
      error: null,
      canLoadPages: Boolean(loadPage),

      applyResult(result) {
        generation += 1;
        set({ ...fromResult(result, fallbackLimit), loading: null, error: null });
      },

      setLoading(loading) {
        set({ loading: loading ? 'results' : null });
      },

      async search(criteria) {
        if (!loadPage) return false;
        const started = ++generation;
        set({ loading: 'results', error: null });
        try {
          const result = await loadPage(positive(criteria.p) ?? 1, { limit: get().limit, ...criteria });
          if (started !== generation) return false;
          get().applyResult(result);
          return true;
        } catch {
          if (started === generation) set({ loading: null, error: 'search' });
          return false;
        }
      },

      loadMore: () => addPage('after'),

      loadPrevious: () => addPage('before'),

      setPageLoader(next) {
        loadPage = next;
        if (get().canLoadPages !== Boolean(next)) set({ canLoadPages: Boolean(next) });
      },
    };
  });
}
