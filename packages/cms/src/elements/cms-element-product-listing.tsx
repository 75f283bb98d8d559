import type { Schemas } from '@gipfel/api';
import {
  createListingStore,
  FilterChips,
  ListingLinkProvider,
  ListingResults,
  ListingStoreProvider,
  ListingToolbar,
  useApplyListingResult,
  useListing,
} from '@gipfel/listing';
import { useContext, useEffect, useState } from 'react';
import { useCmsContext } from '../cms-context';
import type { CmsElementProps } from '../registry';
import { getSlotConfigValue, getSlotData } from './slot-config';
import * as styles from '../cms.css';
import { ListingPageLoaderContext } from './listing-page-loader-context';

export { CmsListingPageLoaderProvider } from './listing-page-loader-context';

/** The element's configured products per page (`limit`, older layouts `productsPerPage`). */
function configuredLimit(slot: Schemas['CmsSlot']): number | undefined {
  const value = getSlotConfigValue(slot, 'limit') ?? getSlotConfigValue(slot, 'productsPerPage');
  const limit = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : undefined;
}

/** Count and sorting, then the chosen filters as removable chips. */
function ListingToolbarFromStore({ currency }: { currency: string }) {
  const total = useListing((s) => s.total);
  const sorting = useListing((s) => s.sorting);
  const availableSortings = useListing((s) => s.availableSortings);
  const currentFilters = useListing((s) => s.currentFilters);
  const aggregations = useListing((s) => s.aggregations);
  return (
    <>
      <ListingToolbar listing={{ total, sorting: sorting ?? undefined, availableSortings, currentFilters }} />
      <FilterChips listing={{ aggregations, currentFilters, sorting: sorting ?? undefined }} currency={currency} className={styles.listingChips} />
    </>
  );
}

/**
 * The CMS `product-listing`: result count and sorting, the product grid, load more and the page
 * links. Its listing store is made per page from the slot's listing; a new listing from the host
 * (another page, filter or sorting) replaces it, load more appends the next page (with the
 * host's `loadListingPage`; without it load more is a link to the next page).
 */
export function CmsElementProductListing({ slot }: CmsElementProps) {
  const { currency, localizeHref } = useCmsContext();
  const listing = getSlotData(slot, 'listing') as Schemas['ProductListingResult'] | undefined;
  const loadPage = useContext(ListingPageLoaderContext) ?? undefined;
  const [store] = useState(() => createListingStore(listing, { limit: configuredLimit(slot), loadPage }));
  // The store outlives renders; it asks the host's current loader (the category may change).
  useEffect(() => store.getState().setPageLoader(loadPage), [store, loadPage]);
  useApplyListingResult(store, listing);
  if (!listing) return null;
  return (
    <ListingStoreProvider store={store}>
      <ListingLinkProvider localizeHref={localizeHref}>
        <ListingToolbarFromStore currency={currency} />
        <ListingResults currency={currency} />
      </ListingLinkProvider>
    </ListingStoreProvider>
  );
}
