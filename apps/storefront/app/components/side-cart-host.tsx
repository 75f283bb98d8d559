import { useFetcher, useLocation } from '@remix-run/react';
import type * as StoreApi from '@gipfel/api';
import type { Schemas, StoreApiClient } from '@gipfel/api';
import { CartProvider, createCartStore, getCartItemCount, useCart, useCartStore, type CartApi, type CartMessage } from '@gipfel/cart';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLayoutCart } from '../layouts/use-layout-navigation';

// The drawer (Radix Dialog and the cart's list) is not needed to show or hydrate a page: it loads
// when the browser is idle after hydration, or at the latest on the first open.
const loadDrawer = () => import('./side-cart-drawer');
const SideCartDrawer = lazy(loadDrawer);
// Likewise the Store API client the cart store calls through.
const loadStoreApi = () => import('@gipfel/api');

/** The page's add-to-cart fetcher (PageFrame submits it); the side cart watches its answers. */
export const addToCartFetcherKey = 'add-to-cart';

/** A successful add opens the side cart; a failed one stays a notification (decision 0018). */
export function addOpensSideCart(messages: readonly CartMessage[]): boolean {
  return !messages.some((m) => m.type === 'danger');
}

interface SideCartControl {
  /** Items in the cart as this tab knows them (store, kept in step across tabs); null when unknown. */
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
 * The store's cart calls go through the storefront's same-origin Store API proxy (`/api/store`,
 * allowlisted line-item calls; the session cookie carries the context). The client and its HTTP
 * library load with the first call (the page renders and hydrates without them); the store is
 * also created during server rendering, where nothing is called.
 */
function browserCartApi(): CartApi {
  let loaded: Promise<{ api: typeof StoreApi; client: StoreApiClient }> | null = null;
  const withClient = async <T,>(run: (api: typeof StoreApi, client: StoreApiClient) => Promise<T>): Promise<T> => {
    loaded ??= loadStoreApi().then((api) => ({ api, client: api.createStoreApiClient({ endpoint: '/api/store', accessKey: 'proxy' }) }));
    const { api, client } = await loaded;
    return run(api, client);
  };
  return {
    getCart: () => withClient((api, client) => api.readCart(client)),
    addLineItems: (items) => withClient((api, client) => api.addLineItems(client, { items })),
    updateLineItems: (items) => withClient((api, client) => api.updateLineItems(client, { items })),
    removeLineItems: (ids) => withClient((api, client) => api.removeLineItems(client, { ids })),
  };
}

/**
 * The side cart of the full layouts: a per-page cart store (never module level) seeded with the
 * layout loader's cart and kept in step with the other tabs (CartProvider's BroadcastChannel
 * sync); the drawer opens after a successful add-to-cart and from the header's cart link.
 */
export function SideCartHost({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const layoutCart = useLayoutCart();
  const [store] = useState(() => {
    const created = createCartStore(layoutCart ?? emptyCart, browserCartApi());
    // The layout's cart messages belong to the cart page; the drawer shows its own.
    created.getState().consumeErrors();
    return created;
  });
  return (
    <CartProvider store={store} syncAcrossTabs={enabled}>
      <SideCartFrame enabled={enabled} layoutCart={layoutCart}>
        {children}
      </SideCartFrame>
    </CartProvider>
  );
}

function SideCartFrame({ enabled, layoutCart, children }: { enabled: boolean; layoutCart: Schemas['Cart'] | null; children: ReactNode }) {
  const store = useCartStore();
  const [known, setKnown] = useState(layoutCart !== null);
  const [open, setOpen] = useState(false);
  const [addMessages, setAddMessages] = useState<CartMessage[]>([]);
  const cart = useCart((s) => s.cart);
  const location = useLocation();

  // A revalidated layout (after an add-to-cart, a currency change, a sign-in) brings the server's
  // cart: take it and share it with the other tabs.
  const seenCart = useRef(layoutCart);
  useEffect(() => {
    if (!layoutCart || layoutCart === seenCart.current) return;
    seenCart.current = layoutCart;
    store.getState().receiveCart(layoutCart, { confirmed: true });
    setKnown(true);
  }, [layoutCart, store]);

  // Another tab's cart arrives through the store: from then on the count is known here too.
  useEffect(() => store.subscribe((state, previous) => state.cart !== previous.cart && setKnown(true)), [store]);

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

  // Mounted from the first open on (so it can animate closed and keep its state), fetched earlier.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (!enabled) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1_500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      void loadDrawer().catch(() => undefined);
      void loadStoreApi().catch(() => undefined);
    });
    return () => cancel(handle);
  }, [enabled]);

  return (
    <SideCartContext.Provider value={control}>
      {children}
      {enabled && mounted ? (
        <Suspense fallback={null}>
          <SideCartDrawer open={open} setOpen={setOpenAndForget} addMessages={addMessages} />
        </Suspense>
      ) : null}
    </SideCartContext.Provider>
  );
}
