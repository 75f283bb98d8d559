import type { Schemas } from '@gipfel/api';
import { createContext, useContext, type ReactNode } from 'react';

export interface CmsContextValue {
  /**
   * Turns a link from CMS content (`/navigation/{id}`, `/detail/{id}`, an SEO path) into the
   * host's URL, e.g. with the language prefix. External URLs are passed through unchanged.
   */
  localizeHref: (href: string) => string;
  /** The page's product listing (from its `product-listing` slot), which the sidebar filter works on. */
  listing: Schemas['ProductListingResult'] | null;
  /** ISO code of the context currency for prices. */
  currency: string;
  /** The category tree for the `category-navigation` element (Shopware sends it no data), with the current category. */
  navigation?: CmsNavigation | null;
  /**
   * The slot whose image is the first thing the page shows (`findLeadImageSlot`, the same object
   * as the page's): loaded at once and first, not lazily, as the page's largest paint is usually
   * this image.
   */
  leadImageSlot?: Schemas['CmsSlot'] | null;
}

export interface CmsNavigation {
  tree: Schemas['Category'][];
  activeId?: string | null;
}

const identity = (href: string) => href;
const CmsContext = createContext<CmsContextValue>({ localizeHref: identity, listing: null, currency: 'CHF' });

export function CmsContextProvider({ value, children }: { value: Partial<CmsContextValue>; children: ReactNode }) {
  return (
    <CmsContext.Provider
      value={{
        localizeHref: value.localizeHref ?? identity,
        listing: value.listing ?? null,
        currency: value.currency ?? 'CHF',
        navigation: value.navigation ?? null,
        leadImageSlot: value.leadImageSlot ?? null,
      }}
    >
      {children}
    </CmsContext.Provider>
  );
}

/** The listing of the first `product-listing` slot of a page, if any. */
export function findPageListing(page: Schemas['CmsPage']): Schemas['ProductListingResult'] | null {
  for (const section of page.sections ?? []) {
    for (const block of section.blocks ?? []) {
      for (const slot of block.slots ?? []) {
        const data: unknown = slot.data;
        if (slot.type === 'product-listing' && typeof data === 'object' && data !== null && 'listing' in data) {
          return ((data as { listing?: Schemas['ProductListingResult'] }).listing ?? null);
        }
      }
    }
  }
  return null;
}

export function useCmsContext(): CmsContextValue {
  return useContext(CmsContext);
}

/** True for links inside the shop (`/…`), false for absolute URLs. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
