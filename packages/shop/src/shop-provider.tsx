import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { WishlistProvider } from '@gipfel/account';
import { CartProvider } from '@gipfel/cart';
import { createShop, type Shop, type ShopOptions, type ShopSessionState } from './shop';

const ShopContext = createContext<Shop | null>(null);

export interface ShopProviderProps {
  /**
   * How to reach the shop and where to keep the token (`createShop`'s options): read once, on the
   * first render. A host with its own server passes its `client` and its loaders' data as `initial`.
   */
  options: ShopOptions;
  /** Keep other tabs' carts in step (default true; `CartProvider` of `@gipfel/cart`). */
  syncCartAcrossTabs?: boolean;
  children?: ReactNode;
}

/**
 * The one provider of a single-page shop: makes the shop once (`createShop`), reads the session
 * unless the host handed it over (`initial`), and gives the cart (`useCart` of `@gipfel/cart`), the
 * wishlist (`useWishlist`, `WishlistToggle` of `@gipfel/account`) and the session (`useShopSession`)
 * to everything inside.
 */
export function ShopProvider({ options, syncCartAcrossTabs = true, children }: ShopProviderProps) {
  const [shop] = useState(() => createShop(options));
  const loaded = Boolean(options.initial);
  useEffect(() => {
    if (!loaded) void shop.load();
  }, [shop, loaded]);
  const serverList = useStore(shop.session, (state) => state.wishlist);
  return (
    <ShopContext.Provider value={shop}>
      <CartProvider store={shop.cart} syncAcrossTabs={syncCartAcrossTabs}>
        <WishlistProvider store={shop.wishlist} mode={serverList ? 'server' : 'local'} serverIds={serverList?.ids} serverCount={serverList?.count}>
          {children}
        </WishlistProvider>
      </CartProvider>
    </ShopContext.Provider>
  );
}

/** The shop of the nearest `ShopProvider`: its client and actions (`signIn`, `signOut`, `refresh`). */
export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop needs a <ShopProvider> above it.');
  return shop;
}

/** Reads a slice of the session (`s => s.customer`, `s => s.currency`) and re-renders when it changes. */
export function useShopSession<T>(selector: (state: ShopSessionState) => T): T {
  return useStore(useShop().session, selector);
}
