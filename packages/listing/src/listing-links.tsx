import { createContext, useContext, type ReactNode } from 'react';
import { getProductPath, type Schemas } from '@gipfel/api';

export interface ListingLinkProviderProps {
  /**
   * Adds the language prefix to a root-relative path (`/Food/Chocolate/` → `/fr/Food/Chocolate/`).
   * Query-only hrefs (`?p=2`) stay relative to the current page and are not passed through it.
   */
  localizeHref: (path: string) => string;
  children: ReactNode;
}

const identity = (path: string) => path;
const LocalizeHrefContext = createContext<(path: string) => string>(identity);

/** Gives every link of the listing components the host's language prefix; without it paths are used as they are. */
export function ListingLinkProvider({ localizeHref, children }: ListingLinkProviderProps) {
  return <LocalizeHrefContext.Provider value={localizeHref}>{children}</LocalizeHrefContext.Provider>;
}

/** The localised storefront path of a product: its SEO path or `/detail/{id}`, with the language prefix. */
export function useProductHref(product: Pick<Schemas['Product'], 'id' | 'seoUrls'>, href?: string): string {
  const localize = useContext(LocalizeHrefContext);
  return href ?? localize(getProductPath(product));
}

/** Localises a root-relative path (e.g. the search page `/search`). */
export function useLocalizeHref(): (path: string) => string {
  return useContext(LocalizeHrefContext);
}
