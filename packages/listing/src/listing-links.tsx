import { createContext, useContext, type ReactNode } from 'react';
import { getProductPath, type Schemas } from '@gipfel/api';

export interface ListingLinkProviderProps {
  /**
   * Adds the language prefix to a root-relative path (`/Food/Chocolate/` → `/fr/Food/Chocolate/`).
   * Query-only hrefs (`?p=2`) stay relative to the current page and are not passed through it.
   */
  localizeHref: (path: string) => string;
  /**
   * The host's URL of a product, for hosts with URLs of their own (`/p/${product.productNumber}`).
   * Default: the product's SEO path (or `/detail/{id}`) through `localizeHref`. A nested provider
   * without it keeps the outer one's.
   */
  productHref?: ProductHrefBuilder;
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

/** A host's link builder for products: the href of a card's or a suggestion's product. */
export type ProductHrefBuilder = (product: Pick<Schemas['Product'], 'id' | 'seoUrls'> & Partial<Schemas['Product']>) => string;

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
const ProductHrefContext = createContext<ProductHrefBuilder | undefined>(undefined);

/** Gives every link of the listing components the host's language prefix; without it paths are used as they are. */
export function ListingLinkProvider({ localizeHref, productHref, addToCartAction, onAddToCart, returnTo, renderWishlistButton, navigate, children }: ListingLinkProviderProps) {
  // A nested provider that only sets links keeps the add-to-cart defaults and navigation of the outer one.
  const outer = useContext(AddToCartContext);
  const outerNavigate = useContext(NavigateContext);
  const outerProductHref = useContext(ProductHrefContext);
  const defaults: AddToCartDefaults = {
    action: addToCartAction ?? outer.action,
    onAddToCart: onAddToCart ?? outer.onAddToCart,
    returnTo: returnTo ?? outer.returnTo,
    renderWishlistButton: renderWishlistButton ?? outer.renderWishlistButton,
  };
  return (
    <LocalizeHrefContext.Provider value={localizeHref}>
      <NavigateContext.Provider value={navigate ?? outerNavigate}>
        <ProductHrefContext.Provider value={productHref ?? outerProductHref}>
          <AddToCartContext.Provider value={defaults}>{children}</AddToCartContext.Provider>
        </ProductHrefContext.Provider>
      </NavigateContext.Provider>
    </LocalizeHrefContext.Provider>
  );
}

/** The add-to-cart defaults of the nearest `ListingLinkProvider`. */
export function useAddToCartDefaults(): AddToCartDefaults {
  return useContext(AddToCartContext);
}

/**
 * The URL of a product: `href` when given, else the host's `productHref` (of the card's
 * `productHref` or the nearest `ListingLinkProvider`), else its SEO path or `/detail/{id}` with the
 * language prefix.
 */
export function useProductHref(product: Parameters<ProductHrefBuilder>[0], href?: string, productHref?: ProductHrefBuilder): string {
  const build = useProductHrefBuilder(productHref);
  return href ?? build(product);
}

/** The product link builder in effect: `productHref`, else the nearest `ListingLinkProvider`'s, else the localised SEO path. */
export function useProductHrefBuilder(productHref?: ProductHrefBuilder): ProductHrefBuilder {
  const localize = useContext(LocalizeHrefContext);
  const builder = useContext(ProductHrefContext);
  return productHref ?? builder ?? ((product) => localize(getProductPath(product)));
}

/** Localises a root-relative path (e.g. the search page `/search`). */
export function useLocalizeHref(): (path: string) => string {
  return useContext(LocalizeHrefContext);
}

/** The host's listing navigation of the nearest `ListingLinkProvider`, if it gave one. */
export function useListingNavigate(): ((href: string) => void) | undefined {
  return useContext(NavigateContext);
}
