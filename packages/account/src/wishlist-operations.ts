import {
  addToWishlist,
  isShopwareId,
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
import { wishlistPageSize } from './local-wishlist';
import { usesServerWishlist } from './session';

// A customer's wishlist on the Store API and the products of a visitor's local one, over a Store API
// client: usable in a server loader or action and in a browser. A failed read is logged and gives an
// empty list; a context that cannot be read is thrown.

/** How many ids of a customer's wishlist the summary loads, to show the hearts as pressed. */
export const wishlistSummaryLimit = 100;

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

/** A customer's list comes from the Store API; visitors and guests keep theirs in the browser. */
export type WishlistPageResult = { mode: 'local' } | ({ mode: 'server' } & WishlistPageData);

/**
 * Product ids posted or asked for (`a,b`, `a|b` or the name repeated): only well-formed ids, in lower
 * case, without duplicates, at most `limit`.
 */
export function readProductIds(values: readonly unknown[], limit = Number.POSITIVE_INFINITY): string[] {
  const ids = values.flatMap((value) => String(value).split(/[,|]/)).map((id) => id.trim().toLowerCase());
  return [...new Set(ids.filter(isShopwareId))].slice(0, limit);
}

const pageNumber = (page: number) => (Number.isInteger(page) && page > 0 ? page : 1);

type WishlistRead = ReturnType<typeof readWishlist>;

/**
 * A wishlist read failing with a status other than 404 is logged and the list is
 * emptied; a 404 means the customer has no wishlist yet, an empty list as well.
 */
async function readOrEmpty(read: WishlistRead) {
  try {
    const answer = await read;
    return { products: answer.products, failed: false };
  } catch (error) {
    if (isStoreApiError(error) && error.status === 404) return { products: undefined, failed: false };
    console.error('[wishlist] could not read the wishlist:', isStoreApiError(error) ? error.status : error);
    return { products: undefined, failed: true };
  }
}

/** For the header: the count and the ids of a logged-in customer's wishlist, in one call. */
export async function loadWishlistSummary(client: StoreApiClient): Promise<WishlistSummary> {
  const { products } = await readOrEmpty(readWishlist(client, { page: 1, limit: wishlistSummaryLimit, includes: { product: ['id'] } } as WishlistCriteria));
  const ids = (products?.elements ?? []).map((product) => product.id).filter(isShopwareId);
  return { ids, count: products?.total ?? ids.length };
}

async function wishlistPage(current: number, read: WishlistRead): Promise<WishlistPageData> {
  const { products, failed } = await readOrEmpty(read);
  return {
    products: products?.elements ?? [],
    total: products?.total ?? 0,
    page: products?.page ?? current,
    limit: wishlistPageSize,
    failed,
  };
}

const readPage = (client: StoreApiClient, page: number) => readWishlist(client, { page, limit: wishlistPageSize } as WishlistCriteria);

/** One page (15 items) of a customer's wishlist with everything the product cards show. */
export async function loadWishlistPage(client: StoreApiClient, page: number): Promise<WishlistPageData> {
  const current = pageNumber(page);
  return wishlistPage(current, readPage(client, current));
}

/**
 * The wishlist page's data: the session's customer and a page of the server list are read in
 * parallel (no waterfall); the list counts only for a logged-in, non-guest customer, everyone
 * else keeps theirs in the browser (`mode: 'local'`). A context that cannot be read is thrown.
 */
export async function loadWishlistPageFor(client: StoreApiClient, page: number): Promise<WishlistPageResult> {
  const current = pageNumber(page);
  const list = readPage(client, current);
  // A visitor's read is refused (403); it is not a failure worth reporting.
  list.catch(() => undefined);
  const context = await readContext(client);
  if (!usesServerWishlist(context.customer)) return { mode: 'local' };
  return { mode: 'server', ...(await wishlistPage(current, list)) };
}

const rootCategories = new Map<string, { expires: number; id: string }>();
const rootCategoryMs = 5 * 60 * 1000;

/** The sales channel's main navigation category: the same for every shopper of a shop, kept a few minutes. */
async function loadRootCategoryId(client: StoreApiClient): Promise<string> {
  const cached = rootCategories.get(client.endpoint);
  if (cached && cached.expires > Date.now()) return cached.id;
  const context = await readContext(client);
  const id = context.salesChannel?.navigationCategoryId;
  if (!id) throw new Error('The sales channel has no navigation category');
  rootCategories.set(client.endpoint, { expires: Date.now() + rootCategoryMs, id });
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
export async function performWishlistAction(client: StoreApiClient, form: FormData | URLSearchParams): Promise<WishlistActionResult> {
  const intentValue = String(form.get('intent') ?? '');
  const intent = (['add', 'remove', 'merge'] as const).find((value) => value === intentValue) ?? null;
  if (!intent) return { ok: false, intent: null, error: 'invalid' };
  const productId = String(form.get('productId') ?? '');
  const productIds = readProductIds(form.getAll('productIds'));
  if (intent !== 'merge' && !isShopwareId(productId)) return { ok: false, intent, error: 'invalid' };
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
