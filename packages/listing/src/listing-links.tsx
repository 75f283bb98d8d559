import { createContext, useContext, type ReactNode } from 'react';
import { getProductPath, type Schemas } from '@gipfel/api';

export interface ListingLinkProviderProps {
  /**
   * Adds the language prefix to a root-relative path (`/Food/Chocolate/` → `/fr/Food/Chocolate/`).
   * Query-only hrefs (`?p=2`) stay relative to the current page and are not passed through it.
   */
  localizeHref: (path: string) => string;
  /** Default target of every add-to-cart form inside (e.g. the cart page's action). */
  addToCartAction?: string;
  /** Default JavaScript handler of every add-to-cart form inside (e.g. a fetcher submit). */
  onAddToCart?: (productId: string, quantity: number) => void;
  /** Sent as a hidden `returnTo` field, so the host can send a shopper without JavaScript back. */
  returnTo?: string;
  /** Default wishlist toggle of every product card inside (the host's, e.g. from `@gipfel/account`). */
  renderWishlistButton?: (product: Schemas['Product']) => ReactNode;
  /**
   * Goes to a listing href (`?properties=…`, relative to the current page) through the host's
   * router, without a page load. The phone filter drawer applies each choice with it and stays
   * open; without it the drawer's form is submitted as a plain GET form.
   */
  navigate?: (href: string) => void;
  children: ReactNode;
}

export interface AddToCartDefaults {
  action?: string;
  onAddToCart?: (productId: string, quantity: number) => void;
  returnTo?: string;
  renderWishlistButton?: (product: Schemas['Product']) => ReactNode;
}

const identity = (path: string) => path;
const LocalizeHrefContext = createContext<(path: string) => string>(identity);
const AddToCartContext = createContext<AddToCartDefaults>({});
const NavigateContext = createContext<((href: string) => void) | undefined>(undefined);

/** Gives every link of the listing components the host's language prefix; without it paths are used as they are. */
export function ListingLinkProvider({ localizeHref, addToCartAction, onAddToCart, returnTo, renderWishlistButton, navigate, children }: ListingLinkProviderProps) {
  // A nested provider that only sets links keeps the add-to-cart defaults and navigation of the outer one.
  const outer = useContext(AddToCartContext);
  const outerNavigate = useContext(NavigateContext);
  const defaults: AddToCartDefaults = {
    action: addToCartAction ?? outer.action,
    onAddToCart: onAddToCart ?? outer.onAddToCart,
    returnTo: returnTo ?? outer.returnTo,
    renderWishlistButton: renderWishlistButton ?? outer.renderWishlistButton,
  };
  return (
    <LocalizeHrefContext.Provider value={localizeHref}>
      <NavigateContext.Provider value={navigate ?? outerNavigate}>
        <AddToCartContext.Provider value={defaults}>{children}</AddToCartContext.Provider>
      </NavigateContext.Provider>
    </LocalizeHrefContext.Provider>
  );
}

/** The add-to-cart defaults of the nearest `ListingLinkProvider`. */
export function useAddToCartDefaults(): AddToCartDefaults {
  return useContext(AddToCartContext);
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

/** The host's listing navigation of the nearest `ListingLinkProvider`, if it gave one. */
export function useListingNavigate(): ((href: string) => void) | undefined {
  return useContext(NavigateContext);
}
