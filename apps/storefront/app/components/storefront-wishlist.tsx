import { useLocation, useMatches, useRevalidator } from '@remix-run/react';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { createLocalWishlist, createWishlistStore, WishlistProvider, WishlistToggle, type WishlistIntent, type WishlistMode, type WishlistSummary } from '@gipfel/account';
import { localizePath } from '../lib/i18n/shop-locales';
import { ListingLinkProvider } from '@gipfel/listing';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../lib/i18n/language';
import { useLayoutCustomer } from '../layouts/use-layout-navigation';

/** The wishlist's resource route (not language-prefixed). */
export const wishlistAction = '/api/wishlist';

/** Posts one wishlist change to the storefront; rejects when it was not accepted. */
async function postWishlist(intent: WishlistIntent, ids: string | string[]): Promise<void> {
  const body = new FormData();
  body.set('intent', intent);
  if (intent === 'merge') body.set('productIds', [ids].flat().join(','));
  else body.set('productId', String(ids));
  const response = await fetch(wishlistAction, { method: 'POST', body, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`wishlist ${intent} answered ${response.status}`);
}

function isSummary(value: unknown): value is WishlistSummary {
  return Boolean(value) && typeof value === 'object' && Array.isArray((value as WishlistSummary).ids) && typeof (value as WishlistSummary).count === 'number';
}

/**
 * The customer's server list as loaded: by the full layout, or on the wishlist page (where the
 * layout does not preload it) by the page itself.
 */
function useLoadedWishlist(): WishlistSummary | null {
  for (const match of useMatches()) {
    const data = match.data as { wishlist?: unknown } | undefined;
    if (data && typeof data === 'object' && isSummary(data.wishlist)) return data.wishlist;
  }
  return null;
}

/**
 * After signing in, the visitor's local list moves into the customer's list once
 * (`/customer/wishlist/merge`) and the local list is cleared; if the merge fails it is tried
 * again on the next page.
 */
export function WishlistSync({ mode }: { mode: WishlistMode }) {
  const revalidator = useRevalidator();
  const sent = useRef(false);
  useEffect(() => {
    if (mode !== 'server' || sent.current) return;
    const local = createLocalWishlist();
    const ids = local.list();
    if (ids.length === 0) return;
    sent.current = true;
    postWishlist('merge', ids).then(
      () => {
        local.clear();
        revalidator.revalidate();
      },
      (error: unknown) => {
        sent.current = false;
        console.error('[wishlist] could not merge the local wishlist:', error);
      },
    );
    // `revalidator` changes with its state; the merge runs once per sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);
  return null;
}

/** The heart of one product, wired to the storefront's wishlist action (used on cards and the product page). */
export function ProductWishlistToggle({ product, size = 'md' }: { product: Schemas['Product']; size?: 'sm' | 'md' }) {
  const location = useLocation();
  const name = translatedText(product, 'name').trim();
  return <WishlistToggle productId={product.id} productName={name} action={wishlistAction} returnTo={`${location.pathname}${location.search}`} size={size} />;
}

const renderCardToggle = (product: Schemas['Product']) => <ProductWishlistToggle product={product} size="sm" />;

/**
 * The wishlist of the page: one store per app (made once, never module-level), in server mode
 * for a logged-in customer (the list the loaders read) and local mode for everyone else; every
 * product card inside gets the heart, and the local list is merged after signing in.
 */
export function StorefrontWishlist({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const customer = useLayoutCustomer();
  const loaded = useLoadedWishlist();
  // The router's own function: the same for the app's whole life.
  const { revalidate } = useRevalidator();
  const mode: WishlistMode = customer?.role === 'customer' ? 'server' : 'local';

  const [store] = useState(() =>
    createWishlistStore({
      mode,
      ids: loaded?.ids,
      count: loaded?.count,
      server: {
        add: (productId) => postWishlist('add', productId).then(() => revalidate()),
        remove: (productId) => postWishlist('remove', productId).then(() => revalidate()),
      },
    }),
  );
  const localize = useCallback((path: string) => localizePath(path, language), [language]);

  return (
    <WishlistProvider store={store} mode={mode} serverIds={loaded?.ids} serverCount={loaded?.count}>
      <WishlistSync mode={mode} />
      <ListingLinkProvider localizeHref={localize} renderWishlistButton={renderCardToggle}>
        {children}
      </ListingLinkProvider>
    </WishlistProvider>
  );
}
