import {
  isShopwareId,
  addToWishlist,
  isStoreApiError,
  mergeWishlist,
  readContext,
  readProductListing,
  readWishlist,
  removeFromWishlist,
  type Schemas,
  type StoreApiClient,
  type WishlistCriteria,
} from '@gipfel/api';
import { usesServerWishlist, wishlistPageSize } from '@gipfel/account';
import { parseLocalePath } from '@gipfel/i18n';

/** How many ids of a customer's wishlist the layout loads, to show the hearts as pressed. */
export const wishlistSummaryLimit = 100;

/** The most product ids one request may ask for (a page of a visitor's list). */
export const maxLocalIds = wishlistPageSize;


export function isProductId(value: unknown): value is string {
  return isShopwareId(value);
}

/** Spec §3: on the wishlist page (route name contains 'wishlist') the wishlist is not preloaded elsewhere. */
export function isWishlistPath(pathname: string): boolean {
  return parseLocalePath(pathname).path.replace(/\/+$/, '') === '/wishlist';
}

export interface WishlistSummary {
  /** Product ids on the list (the first `wishlistSummaryLimit`). */
  ids: string[];
  /** `products.total`: all items on the list. */
  count: number;
}

export interface WishlistPageData {
  products: Schemas['Product'][];
  total: number;
  page: number;
  limit: number;
  /** The read failed (other than 404): logged, and the list is shown empty. */
  failed: boolean;
}

/**
 * Spec §8: a wishlist read failing with a status other than 404 is logged and the list is
 * emptied; a 404 means the customer has no wishlist yet, an empty list as well.
 */
async function readOrEmpty(criteria: WishlistCriteria, client: StoreApiClient, started?: ReturnType<typeof readWishlist>) {
  try {
    const answer = await (started ?? readWishlist(client, criteria));
    return { products: answer.products, failed: false };
  } catch (error) {
    if (isStoreApiError(error) && error.status === 404) return { products: undefined, failed: false };
    console.error('[wishlist] could not read the wishlist:', isStoreApiError(error) ? error.status : error);
    return { products: undefined, failed: true };
  }
}

/** For the header: the count and the ids of a logged-in customer's wishlist, in one call. */
export async function loadWishlistSummary(client: StoreApiClient): Promise<WishlistSummary> {
  const { products } = await readOrEmpty({ page: 1, limit: wishlistSummaryLimit, includes: { product: ['id'] } } as WishlistCriteria, client);
  const ids = (products?.elements ?? []).map((product) => product.id).filter(isProductId);
  return { ids, count: products?.total ?? ids.length };
}

/**
 * The layout's wishlist: only for a logged-in, non-guest customer (spec §6) and not on the
 * wishlist page itself, which loads its own list.
 */
export async function loadLayoutWishlist(
  client: StoreApiClient,
  customer: Parameters<typeof usesServerWishlist>[0],
  pathname: string,
): Promise<WishlistSummary | null> {
  if (!usesServerWishlist(customer) || isWishlistPath(pathname)) return null;
  return loadWishlistSummary(client);
}

/** One page (15 items) of a customer's wishlist with everything the product cards show. */
export async function loadWishlistPage(client: StoreApiClient, page: number, started?: ReturnType<typeof readWishlist>): Promise<WishlistPageData> {
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const { products, failed } = await readOrEmpty({ page: current, limit: wishlistPageSize } as WishlistCriteria, client, started);
  return {
    products: products?.elements ?? [],
    total: products?.total ?? 0,
    page: products?.page ?? current,
    limit: wishlistPageSize,
    failed,
  };
}

export type WishlistPageResult = { mode: 'local' } | ({ mode: 'server' } & WishlistPageData);

/**
 * The wishlist page's data: the session's customer and a page of the server list are read in
 * parallel (no waterfall); the list counts only for a logged-in, non-guest customer, everyone
 * else keeps theirs in the browser (`mode: 'local'`). A context that cannot be read is thrown.
 */
export async function loadWishlistPageFor(client: StoreApiClient, page: number): Promise<WishlistPageResult> {
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const list = readWishlist(client, { page: current, limit: wishlistPageSize } as WishlistCriteria);
  // A visitor's read is refused (403); it is not a failure worth reporting.
  list.catch(() => undefined);
  const context = await readContext(client);
  if (!usesServerWishlist(context.customer)) return { mode: 'local' };
  return { mode: 'server', ...(await loadWishlistPage(client, current, list)) };
}

/** The page number of `?p=`, 1 when absent or not a positive integer. */
export function pageParam(url: URL): number {
  const value = Number(url.searchParams.get('p') ?? '1');
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** Product ids from `?ids=a,b` (or repeated `ids`): only well-formed ids, no duplicates, at most one page. */
export function idsParam(url: URL): string[] {
  const raw = url.searchParams.getAll('ids').flatMap((value) => value.split(/[,|]/));
  return [...new Set(raw.map((id) => id.trim().toLowerCase()).filter(isProductId))].slice(0, maxLocalIds);
}

let rootCategory: { expires: number; id: string } | undefined;
const rootCategoryMs = 5 * 60 * 1000;

/** The sales channel's main navigation category: the same for every shopper, kept a few minutes. */
async function loadRootCategoryId(client: StoreApiClient): Promise<string> {
  if (rootCategory && rootCategory.expires > Date.now()) return rootCategory.id;
  const context = await readContext(client);
  const id = context.salesChannel?.navigationCategoryId;
  if (!id) throw new Error('The sales channel has no navigation category');
  rootCategory = { expires: Date.now() + rootCategoryMs, id };
  return id;
}

/**
 * The products of a visitor's local wishlist (one page of ids), in the list's order, as the
 * product cards need them: the shop's listing with an `ids` criteria, so prices, cover and
 * SEO links come as in every other listing. Ids of products no longer sold are left out.
 */
export async function loadProductsByIds(client: StoreApiClient, ids: readonly string[]): Promise<Schemas['Product'][]> {
  if (ids.length === 0) return [];
  const categoryId = await loadRootCategoryId(client);
  const listing = await readProductListing(client, {
    categoryId,
    criteria: { ids: [...ids], limit: ids.length, p: 1 } as never,
  });
  const found = listing.elements ?? [];
  const position = (product: Schemas['Product']) => {
    const index = ids.indexOf(product.id);
    return index >= 0 ? index : ids.indexOf(product.parentId ?? '');
  };
  return [...found].sort((a, b) => position(a) - position(b));
}

export type WishlistIntent = 'add' | 'remove' | 'merge';

export type WishlistActionResult =
  | { ok: true; intent: WishlistIntent }
  | { ok: false; intent: WishlistIntent | null; error: 'invalid' | 'signInRequired' | 'failed' };

/**
 * One wishlist form: `intent` add/remove with `productId`, or merge with `productIds` (after
 * signing in, the visitor's local list moves into the customer's). Only for a logged-in customer;
 * everyone else gets `signInRequired` (their list lives in the browser).
 */
export async function performWishlistAction(client: StoreApiClient, form: FormData): Promise<WishlistActionResult> {
  const intentValue = String(form.get('intent') ?? '');
  const intent = (['add', 'remove', 'merge'] as const).find((value) => value === intentValue) ?? null;
  if (!intent) return { ok: false, intent: null, error: 'invalid' };
  const productId = String(form.get('productId') ?? '');
  const productIds = [
    ...new Set(
      form
        .getAll('productIds')
        .flatMap((value) => String(value).split(','))
        .map((id) => id.trim())
        .filter(isProductId),
    ),
  ];
  if (intent !== 'merge' && !isProductId(productId)) return { ok: false, intent, error: 'invalid' };
  if (intent === 'merge' && productIds.length === 0) return { ok: false, intent, error: 'invalid' };
  try {
    if (intent === 'add') await addToWishlist(client, { productId });
    else if (intent === 'remove') await removeFromWishlist(client, { productId });
    else await mergeWishlist(client, { productIds });
    return { ok: true, intent };
  } catch (error) {
    if (isStoreApiError(error) && (error.status === 401 || error.status === 403)) return { ok: false, intent, error: 'signInRequired' };
    // Removing what is not (or no longer) on the list leaves the list as wanted.
    if (intent === 'remove' && isStoreApiError(error) && error.status === 404) return { ok: true, intent };
    console.error(`[wishlist] could not ${intent}:`, isStoreApiError(error) ? error.status : error);
    return { ok: false, intent, error: 'failed' };
  }
}
