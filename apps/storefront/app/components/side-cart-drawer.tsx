import type * as StoreApi from '@gipfel/api';
import type { Schemas, StoreApiClient } from '@gipfel/api';
import { createCartStore, SideCart, useCart, useCartStore, type CartApi, type CartMessage, type CartStore } from '@gipfel/cart';
import { localizePath } from '../lib/i18n/shop-locales';
import { useCallback, useMemo } from 'react';
import { freeShippingThresholdFor } from '../lib/config/free-shipping';
import { useLanguage } from '../lib/i18n/language';
import { useCurrency } from '../layouts/use-layout-navigation';

export { CartProvider } from '@gipfel/cart';

// The Store API client and its HTTP library load with the store's first call.
const loadStoreApi = () => import('@gipfel/api');

/**
 * The store's cart calls go through the storefront's same-origin Store API proxy (`/api/store`,
 * allowlisted line-item calls; the session cookie carries the context). The client loads with the
 * first call, or when the browser is idle after the store is made.
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

/** The side cart's store, seeded with the cart the tab knows (see `SideCartHost`); the client for its calls is fetched when the browser is idle. */
export function createSideCartStore(cart: Schemas['Cart']): CartStore {
  const store = createCartStore(cart, browserCartApi());
  // The layout's cart messages belong to the cart page; the drawer shows its own.
  store.getState().consumeErrors();
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1_500));
  idle(() => void loadStoreApi().catch(() => undefined));
  return store;
}

/** The side cart's drawer, loaded apart from the page (see `SideCartHost`). */
export default function SideCartDrawer({ open, setOpen, addMessages }: { open: boolean; setOpen: (open: boolean) => void; addMessages: CartMessage[] }) {
  const store = useCartStore();
  const cart = useCart((s) => s.cart);
  const errors = useCart((s) => s.errors);
  const status = useCart((s) => s.status);
  const changeQuantity = useCart((s) => s.changeQuantity);
  const removeItem = useCart((s) => s.removeItem);
  const language = useLanguage();
  const currency = useCurrency();
  const cartPath = localizePath('/checkout/cart', language);
  const messages = useMemo(() => [...addMessages, ...errors.filter((e) => !addMessages.some((m) => m.id === e.id))], [addMessages, errors]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      // Messages are shown once: closing the drawer forgets them.
      if (!next) store.getState().consumeErrors();
      setOpen(next);
    },
    [setOpen, store],
  );

  return (
    <SideCart
      open={open}
      onOpenChange={onOpenChange}
      cart={cart}
      currency={currency}
      freeShippingThreshold={freeShippingThresholdFor(currency)}
      cartHref={cartPath}
      checkoutHref={localizePath('/checkout', language)}
      formAction={cartPath}
      messages={messages}
      pending={status === 'pending'}
      onChangeQuantity={(id, quantity) => void changeQuantity(id, quantity)}
      onRemove={(id) => void removeItem(id)}
    />
  );
}
