import { useFetcher, useLocation } from '@remix-run/react';
import type { Schemas } from '@gipfel/api';
import { getCartItemCount, type CartMessage, type CartStore } from '@gipfel/cart';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLayoutCart } from '../layouts/use-layout-navigation';
import type * as SideCartDrawerModule from './side-cart-drawer';

// The cart store (with its messages and the sync across tabs) and the drawer (Radix Dialog and
// the cart's list) are not needed to show or hydrate a page: the header's count comes from the
// layout's cart. They load when the browser is idle after hydration, or at the latest on the
// first open (docs/decisions/0046-hydration-scripts-at-low-priority.md).
type SideCartModule = typeof SideCartDrawerModule;
const loadSideCart = (): Promise<SideCartModule> => import('./side-cart-drawer');

/** The page's add-to-cart fetcher (PageFrame submits it); the side cart watches its answers. */
export const addToCartFetcherKey = 'add-to-cart';

/** A successful add opens the side cart; a failed one stays a notification (decision 0018). */
export function addOpensSideCart(messages: readonly CartMessage[]): boolean {
  return !messages.some((m) => m.type === 'danger');
}

interface SideCartControl {
  /** Items in the cart as this tab knows them (layout, then the store, kept in step across tabs); null when unknown. */
  count: number | null;
  /** Opens the drawer; false when it cannot (cart unknown), so the caller follows its link. */
  openSideCart: () => boolean;
}

const SideCartContext = createContext<SideCartControl | null>(null);

/** The side cart of the page frame, or null where there is none (checkout layout). */
export function useSideCart(): SideCartControl | null {
  return useContext(SideCartContext);
}

const emptyCart: Schemas['Cart'] = {
  apiAlias: 'cart',
  lineItems: [],
  price: { apiAlias: 'cart_price', calculatedTaxes: [], netPrice: 0, positionPrice: 0, rawTotal: 0, taxRules: [], taxStatus: 'gross', totalPrice: 0 },
};

/**
 * The side cart of the full layouts: the header's count from the layout loader's cart; then a
 * per-page cart store (never module level), seeded with the latest cart and kept in step with the
 * other tabs (CartProvider's BroadcastChannel sync), loaded apart from the page; the drawer
 * opens after a successful add-to-cart and from the header's cart link.
 */
export function SideCartHost({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return (
    <SideCartFrame enabled={enabled} layoutCart={useLayoutCart()}>
      {children}
    </SideCartFrame>
  );
}

function SideCartFrame({ enabled, layoutCart, children }: { enabled: boolean; layoutCart: Schemas['Cart'] | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [addMessages, setAddMessages] = useState<CartMessage[]>([]);
  const [sideCart, setSideCart] = useState<{ module: SideCartModule; store: CartStore } | null>(null);
  const store = sideCart?.store ?? null;
  // The cart as this tab knows it: the layout's, then the store's once it has one.
  const [storeCart, setStoreCart] = useState<Schemas['Cart'] | null>(null);
  const cart = storeCart ?? layoutCart ?? emptyCart;
  // Known once the layout brought a cart (it stays known), an add succeeded or another tab told.
  const [known, setKnown] = useState(layoutCart !== null);
  if (layoutCart && !known) setKnown(true);
  const location = useLocation();

  // A revalidated layout (after an add-to-cart, a currency change, a sign-in) brings the server's
  // cart: the count follows it at once; the store takes it and shares it with the other tabs.
  const seenCart = useRef(layoutCart);
  useEffect(() => {
    if (!store || !layoutCart || layoutCart === seenCart.current) return;
    seenCart.current = layoutCart;
    store.getState().receiveCart(layoutCart, { confirmed: true });
  }, [layoutCart, store]);

  // The store's cart (this tab's drawer, another tab's broadcast) is the count's from then on.
  useEffect(
    () =>
      store?.subscribe((state, previous) => {
        if (state.cart === previous.cart) return;
        setStoreCart(state.cart);
        setKnown(true);
      }),
    [store],
  );

  const latestCart = useRef(cart);
  useEffect(() => {
    latestCart.current = cart;
  }, [cart]);

  // The store and the drawer's code: when the browser is idle after hydration, or on the first open.
  const loading = useRef(false);
  const loadStore = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadSideCart().then(
      (module) => {
        const created = module.createSideCartStore(latestCart.current);
        setSideCart((current) => current ?? { module, store: created });
      },
      () => {
        loading.current = false;
      },
    );
  }, []);
  useEffect(() => {
    if (!enabled) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1_500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(loadStore);
    return () => cancel(handle);
  }, [enabled, loadStore]);

  // Open on a successful add-to-cart answer (the fetcher is idle once the layout is revalidated).
  const adder = useFetcher<{ messages: CartMessage[] }>({ key: addToCartFetcherKey });
  // (State adjusted while rendering, React's pattern for reacting to changed inputs.)
  const [handledAdd, setHandledAdd] = useState<unknown>(adder.data);
  if (enabled && adder.state === 'idle' && adder.data && adder.data !== handledAdd) {
    setHandledAdd(adder.data);
    if (addOpensSideCart(adder.data.messages)) {
      setAddMessages(adder.data.messages);
      setKnown(true);
      setOpen(true);
    }
  }

  // A navigation (a link in the drawer, back/forward) closes it.
  const [pathname, setPathname] = useState(location.pathname);
  if (pathname !== location.pathname) {
    setPathname(location.pathname);
    setOpen(false);
  }

  const setOpenAndForget = useCallback((next: boolean) => {
    if (!next) setAddMessages([]);
    setOpen(next);
  }, []);

  const control = useMemo<SideCartControl | null>(
    () =>
      enabled
        ? {
            count: known ? getCartItemCount(cart) : null,
            openSideCart: () => {
              if (!known) return false;
              setAddMessages([]);
              setOpen(true);
              return true;
            },
          }
        : null,
    [enabled, known, cart],
  );

  // Mounted from the first open on (so it can animate closed and keep its state).
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open) loadStore();
  }, [open, loadStore]);

  const SideCartDrawer = sideCart?.module.default;
  return (
    <SideCartContext.Provider value={control}>
      {children}
      {enabled && sideCart && SideCartDrawer ? (
        <sideCart.module.CartProvider store={sideCart.store} syncAcrossTabs={enabled}>
          {mounted ? <SideCartDrawer open={open} setOpen={setOpenAndForget} addMessages={addMessages} /> : null}
        </sideCart.module.CartProvider>
      ) : null}
    </SideCartContext.Provider>
  );
}
