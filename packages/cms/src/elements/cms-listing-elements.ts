import type { CmsElementComponent } from '../registry';
import { CmsElementProductListing } from './cms-element-product-listing';
import { CmsElementSidebarFilter } from './cms-element-sidebar-filter';
import type { ListingElementType } from './element-types';

/** The element components of a category's product listing (results, sorting, load more, pages) and its filters, by type. */
export const cmsListingElements: Readonly<Record<ListingElementType, CmsElementComponent>> = Object.freeze({
  'product-listing': CmsElementProductListing,
  'sidebar-filter': CmsElementSidebarFilter,
});
