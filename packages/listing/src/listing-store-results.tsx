import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { ListingCriteria } from '@gipfel/api';
import { AppLink, Button, useHydrated } from '@gipfel/ui';
import { getListingCriteria, listingHref } from './listing-url';
import { useListing, useListingStore } from './listing-store-context';
import { LoadMoreButton } from './load-more-button';
import { Pagination } from './pagination';
import { ProductGrid, type ProductGridProps } from './product-grid';
import * as gridStyles from './product-grid.css';
import * as moreStyles from './load-more-button.css';

export interface ListingResultsProps extends Omit<ProductGridProps, 'products' | 'loading'> {
  /** The criteria of the current URL for the links of load more and the pages; default: the store's. */
  criteria?: ListingCriteria;
  /** Page links below load more; default true. */
  showPagination?: boolean;
  /**
   * Called once a page was appended, to put it in the URL (reload and back show that page).
   * Default: `history.replaceState` of the current URL with `p` set, keeping the router's state.
   */
  onPageLoaded?: (page: number) => void;
  /**
   * The cards' heading level; default 2: a listing usually follows the page's h1 directly (on
   * phones the filters, with their h2, are in a drawer), and an h3 there would skip a level.
   */
  headingLevel?: ProductGridProps['headingLevel'];
}

/** Puts the page in the current URL without a navigation; the history entry keeps its state (router keys). */
export function replaceListingPageInUrl(page: number): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (page > 1) url.searchParams.set('p', String(page));
  else url.searchParams.delete('p');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The first link of a product card (its name), where focus goes when the card was just loaded. */
function cardLink(card: Element | undefined): HTMLElement | null {
  return card?.querySelector<HTMLElement>('h2 a[href], h3 a[href], h4 a[href]') ?? card?.querySelector<HTMLElement>('a[href]') ?? null;
}

/**
 * "Load previous": a link to the page before until JavaScript runs, then a button (`onLoad`).
 * Its own component, so that the switch to "hydrated" re-renders this control, not the grid.
 */
function LoadPreviousControl({ href, loading, onLoad }: { href: string; loading: boolean; onLoad?: () => void }) {
  const { t } = useTranslation('listing');
  const hydrated = useHydrated();
  return hydrated && onLoad ? (
    <Button variant="secondary" loading={loading} onClick={onLoad}>
      {loading ? t('loadPrevious.loading') : t('loadPrevious.button')}
    </Button>
  ) : (
    <AppLink href={href} className={moreStyles.link} rel="prev">
      {t('loadPrevious.button')}
    </AppLink>
  );
}

/**
 * The products of the nearest listing store: the grid, "load more" and the page links. Before
 * JavaScript runs, load more is a link to the next page; with it, the next page is appended
 * below the shown products, focus moves to the first new card and screen readers hear how many
 * were added.
 */
export function ListingResults({ criteria, showPagination = true, onPageLoaded, className, emptyState, headingLevel = 2, ...gridProps }: ListingResultsProps) {
  const { t } = useTranslation('listing');
  const store = useListingStore();
  const elements = useListing((s) => s.elements);
  const total = useListing((s) => s.total);
  const page = useListing((s) => s.page);
  const firstPage = useListing((s) => s.firstPage);
  const limit = useListing((s) => s.limit);
  const loading = useListing((s) => s.loading);
  const error = useListing((s) => s.error);
  const canLoadPages = useListing((s) => s.canLoadPages);
  const currentFilters = useListing((s) => s.currentFilters);
  const sorting = useListing((s) => s.sorting);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    cardLink(root.current?.querySelectorAll('[data-product-id]')[focusRequest.index])?.focus();
  }, [focusRequest]);

  const linkCriteria = criteria ?? getListingCriteria({ currentFilters, sorting: sorting ?? undefined });

  // Load more appends the next page and focuses its first card; load previous puts the page before
  // in front (opened at a later page: a reload after load more, a shared link) and focuses the
  // first card. Both announce how many products came.
  async function addPage(direction: 'more' | 'previous') {
    const before = store.getState().elements.length;
    setAnnouncement('');
    const state = store.getState();
    if (!(await (direction === 'more' ? state.loadMore() : state.loadPrevious()))) return;
    const after = store.getState();
    if (direction === 'more') (onPageLoaded ?? replaceListingPageInUrl)(after.page);
    const added = after.elements.length - before;
    if (added > 0) {
      setAnnouncement(t(direction === 'more' ? 'loadMore.loaded' : 'loadPrevious.loaded', { count: added }));
      setFocusRequest({ index: direction === 'more' ? before : 0 });
    }
  }

  // A page behind the last one (an old link, a typed `?p=`): say so and lead back to page 1,
  // rather than "no products found" next to a count of them.
  const pastLastPage =
    elements.length === 0 && total > 0 && page > 1 ? (
      <>
        <p className={gridStyles.emptyTitle}>{t('grid.pastLastPage', { page })}</p>
        <p className={gridStyles.emptyHint}>
          <AppLink href={listingHref(linkCriteria, { p: undefined })}>{t('grid.firstPage')}</AppLink>
        </p>
      </>
    ) : null;

  return (
    <div ref={root} className={className}>
      {firstPage > 1 && elements.length > 0 ? (
        <div className={moreStyles.root}>
          {error === 'load-previous' ? (
            <p role="alert" className={moreStyles.error}>
              {t('loadPrevious.failed')}
            </p>
          ) : null}
          <LoadPreviousControl
            href={listingHref(linkCriteria, { p: firstPage - 1 > 1 ? firstPage - 1 : undefined })}
            loading={loading === 'previous'}
            onLoad={canLoadPages ? () => void addPage('previous') : undefined}
          />
        </div>
      ) : null}
      <ProductGrid {...gridProps} headingLevel={headingLevel} products={elements} loading={loading === 'results'} emptyState={pastLastPage ?? emptyState} />
      {elements.length > 0 ? (
        <LoadMoreButton
          shown={Math.min(total, page * limit)}
          total={total}
          page={page}
          criteria={linkCriteria}
          onLoadMore={canLoadPages ? () => void addPage('more') : undefined}
          loading={loading === 'next'}
          announcement={announcement}
          error={error === 'load-more' ? t('loadMore.failed') : undefined}
        />
      ) : null}
      {showPagination ? <Pagination page={page} total={total} limit={limit} criteria={linkCriteria} /> : null}
    </div>
  );
}
