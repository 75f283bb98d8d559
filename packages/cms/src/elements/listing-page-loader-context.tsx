import type { ListingPageLoader } from '@gipfel/listing';
import { createContext, type ReactNode } from 'react';

// Apart from the `product-listing` element, so `CmsPageView` gives the host's loader without
// bringing the listing's code (the element may load on its own, see `cmsListingElements`).
export const ListingPageLoaderContext = createContext<ListingPageLoader | null>(null);

/** Gives the `product-listing` elements inside the host's page loader (`CmsPage` `loadListingPage`). */
export function CmsListingPageLoaderProvider({ loadPage, children }: { loadPage?: ListingPageLoader | null; children: ReactNode }) {
  return <ListingPageLoaderContext.Provider value={loadPage ?? null}>{children}</ListingPageLoaderContext.Provider>;
}
