import type { LoaderFunctionArgs } from '@remix-run/node';
import { useFetcher, useLoaderData, useLocation } from '@remix-run/react';
import type { Schemas } from '@gipfel/api';
import { getWishlistPage, loadWishlistPageFor, useWishlist, WishlistEmpty, WishlistNotice, type WishlistSummary } from '@gipfel/account';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { Pagination, ProductGrid } from '@gipfel/listing';
import { useEffect, useMemo } from 'react';
import { PageTitle } from '../components/page-title';
import { useLanguage } from '../lib/i18n/language';
import { pageMeta } from '../lib/i18n/page-meta';
import { pageParam } from '../lib/routing/page-param';
import { withShop } from '../lib/server/shop-route.server';
import { useCurrency } from '../layouts/use-layout-navigation';

export const meta = pageMeta('wishlist');

/**
 * A customer's list comes from the Store API, one page of 15 (the layout does not preload it
 * here); a visitor's list lives in the browser and is loaded after hydration.
 */
export const loader = withShop(async ({ client }, { request }: LoaderFunctionArgs) => {
  const page = pageParam(new URL(request.url));
  const result = await loadWishlistPageFor(client, page);
  if (result.mode === 'local') return { mode: 'local' as const, page, list: null, wishlist: null };
  const { mode, ...list } = result;
  // The header's count and the hearts of this page, as the layout gives them elsewhere.
  const wishlist: WishlistSummary = { ids: list.products.map((p) => p.id), count: list.total };
  return { mode, page, list, wishlist };
});

type ProductsAnswer = { products: Schemas['Product'][] | null; error?: string };

function WishlistProducts({ products, total, page, limit }: { products: Schemas['Product'][]; total: number; page: number; limit: number }) {
  const { t } = useTranslation('account');
  const currency = useCurrency();
  const ids = useWishlist((state) => state.ids);
  // Removed with the heart: gone at once, before the list is loaded again.
  const shown = products.filter((product) => ids.includes(product.id));
  if (shown.length === 0) return null;
  return (
    <>
      <ProductGrid products={shown} currency={currency} label={t('wishlist.listLabel')} headingLevel={2} />
      <Pagination page={page} total={total} limit={limit} />
    </>
  );
}

/** A visitor's list: the ids from local storage, one page of products through `/api/wishlist`. */
function LocalWishlist({ page }: { page: number }) {
  const language = useLanguage();
  const { t } = useTranslation('account');
  const ids = useWishlist((state) => state.ids);
  const count = useWishlist((state) => state.count);
  const products = useFetcher<ProductsAnswer>();
  const slice = useMemo(() => getWishlistPage(ids, page), [ids, page]);
  const loaded = useMemo(() => new Set((products.data?.products ?? []).map((p) => p.id)), [products.data]);
  const missing = slice.ids.some((id) => !loaded.has(id));
  const query = slice.ids.join(',');

  useEffect(() => {
    if (!missing || query === '' || products.state !== 'idle') return;
    products.load(`/api/wishlist?${new URLSearchParams({ ids: query, lang: language }).toString()}`);
    // Load again only when the page's ids change, not when the fetcher's state does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, missing, language]);

  // Before hydration the browser's list is unknown: nothing to show yet.
  if (count === null) return null;
  if (count === 0) return <WishlistEmpty shopHref={localizePath('/', language)} />;
  if (products.data?.error) return <WishlistNotice kind="loadFailed" />;
  if (!products.data) return <p role="status">{t('wishlist.loading')}</p>;
  return <WishlistProducts products={products.data.products ?? []} total={slice.total} page={slice.page} limit={slice.limit} />;
}

export default function WishlistPage() {
  const { mode, page, list } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const location = useLocation();
  const count = useWishlist((state) => state.count);
  const loginHref = `${localizePath('/login', language)}?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  return (
    <>
      <PageTitle pageId="wishlist" />
      {mode === 'local' ? (
        <>
          <noscript>
            <WishlistNotice kind="needsJavaScript" loginHref={loginHref} />
          </noscript>
          <LocalWishlist page={page} />
        </>
      ) : list ? (
        <>
          {list.failed ? <WishlistNotice kind="loadFailed" /> : null}
          {count === 0 || list.total === 0 ? (
            <WishlistEmpty shopHref={localizePath('/', language)} />
          ) : (
            <WishlistProducts products={list.products as Schemas['Product'][]} total={list.total} page={list.page} limit={list.limit} />
          )}
        </>
      ) : null}
    </>
  );
}
