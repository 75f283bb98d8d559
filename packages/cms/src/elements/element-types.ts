import type { Schemas } from '@gipfel/api';

/** The element types of a category's product listing and its filters, whose components are `cmsListingElements`. */
export const listingElementTypes = ['product-listing', 'sidebar-filter'] as const;
export type ListingElementType = (typeof listingElementTypes)[number];

/** The element types of Shopware's product detail layout, whose components are `cmsProductDetailElements`. */
export const productDetailElementTypes = ['buy-box', 'product-name', 'product-description-reviews', 'cross-selling', 'manufacturer-logo'] as const;
export type ProductDetailElementType = (typeof productDetailElementTypes)[number];

/**
 * The element types a CMS page has in its slots, e.g. to load the components of some only when a
 * page needs them: `cmsPageElementTypes(page).has('buy-box')`.
 */
export function cmsPageElementTypes(page: Pick<Schemas['CmsPage'], 'sections'> | null | undefined): Set<string> {
  const types = new Set<string>();
  for (const section of page?.sections ?? []) {
    for (const block of section.blocks ?? []) {
      for (const slot of block.slots ?? []) if (slot.type) types.add(slot.type);
    }
  }
  return types;
}
