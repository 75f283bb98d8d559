import {
  isShopwareId,
  addLineItems as addCartLineItems,
  addProductToCart,
  addPromotionCode,
  isMaintenanceError,
  isStoreApiError,
  readCart,
  removeLineItems,
  updateLineItems,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import { toErrorResponse } from './store-api.server';
import { getCartMessageFromApiError, getCartMessages, getInvalidQuantityMessage, isValidQuantity, readCartLineItemForm, type CartAction, type CartMessage } from '@gipfel/cart';

export interface CartActionResult {
  cart: Schemas['Cart'] | null;
  /** Messages of this action only (Shopware's cart errors are reported once). */
  messages: CartMessage[];
  intent: string;
}


function cartActionOf(intent: string): CartAction {
  if (intent === 'add-to-cart' || intent === 'add-bundle') return 'add';
  if (intent === 'add-promotion') return 'promotion';
  return intent === 'remove' ? 'remove' : 'change-quantity';
}

export { safeReturnPath } from './return-path';

/** One product line to add: `productId` (32 hex) and a whole quantity of at least 1. */
export interface CartProductItem {
  productId: string;
  quantity: number;
}

/** At most this many products in one multi-item add. */
export const maxLineItemsPerAdd = 20;

/**
 * Adds several products in ONE `POST /checkout/cart/line-item` (bundle on the product page,
 * recipe ingredients): the same product twice is one line with the quantities summed. Throws a
 * `RangeError` for an empty list, more than `maxLineItemsPerAdd` products, a malformed id or an
 * invalid quantity, before anything is sent.
 */
export async function addLineItems(client: StoreApiClient, items: readonly CartProductItem[]): Promise<Schemas['Cart']> {
  const merged = new Map<string, number>();
  for (const item of items) {
    const id = String(item.productId).toLowerCase();
    if (!isShopwareId(id) || !isValidQuantity(item.quantity)) throw new RangeError(`Invalid cart item ${item.productId} × ${item.quantity}`);
    merged.set(id, (merged.get(id) ?? 0) + item.quantity);
  }
  if (merged.size === 0 || merged.size > maxLineItemsPerAdd) throw new RangeError(`Between 1 and ${maxLineItemsPerAdd} products can be added at once`);
  return addCartLineItems(client, {
    items: [...merged].map(([id, quantity]) => ({ id, type: 'product', referencedId: id, quantity })),
  });
}

/** The chosen products of an `add-bundle` form: `productId` per checked product, `quantity-<id>` (default 1). */
export function readBundleForm(form: FormData): CartProductItem[] | null {
  const ids = form.getAll('productId').map((value) => String(value).toLowerCase());
  if (ids.length === 0 || ids.length > maxLineItemsPerAdd) return null;
  const items: CartProductItem[] = [];
  for (const id of ids) {
    if (!isShopwareId(id)) return null;
    const raw = form.get(`quantity-${id}`);
    const quantity = raw === null || raw === '' ? 1 : Number(raw);
    if (!isValidQuantity(quantity)) return null;
    items.push({ productId: id, quantity });
  }
  return items;
}

/**
 * Carries out one cart form (works without JavaScript): add-to-cart, change-quantity, remove,
 * add-promotion. Bad input gets a translated message and changes nothing; Store API errors become
 * messages too, so the shopper keeps the cart and the page.
 */
export async function performCartAction(client: StoreApiClient, form: FormData): Promise<CartActionResult> {
  const intent = String(form.get('intent') ?? '');
  const fail = (message: CartMessage): CartActionResult => ({ cart: null, messages: [message], intent });
  try {
    let cart: Schemas['Cart'];
    if (intent === 'add-to-cart') {
      const id = String(form.get('productId') ?? '');
      const raw = form.get('quantity');
      const quantity = raw === null || raw === '' ? 1 : Number(raw);
      if (!isShopwareId(id)) return fail(getInvalidQuantityMessage());
      if (!isValidQuantity(quantity)) return fail(getInvalidQuantityMessage());
      cart = await addProductToCart(client, { productId: id, quantity });
    } else if (intent === 'add-bundle') {
      const items = readBundleForm(form);
      if (!items) return fail(getInvalidQuantityMessage());
      cart = await addLineItems(client, items);
    } else if (intent === 'add-promotion') {
      const code = String(form.get('code') ?? '').trim();
      if (!code || code.length > 100) return fail({ id: 'promotion-code', type: 'danger', textKey: 'promotionNotFound', params: {}, fallback: '' });
      cart = await addPromotionCode(client, { code });
    } else {
      const line = readCartLineItemForm(form);
      if (!line) return fail(getInvalidQuantityMessage());
      if (line.intent === 'remove') {
        cart = await removeLineItems(client, { ids: [line.lineItemId] });
      } else {
        if (!isValidQuantity(line.quantity)) return fail(getInvalidQuantityMessage());
        cart = await updateLineItems(client, { items: [{ id: line.lineItemId, quantity: line.quantity }] });
      }
    }
    return { cart, messages: getCartMessages(cart), intent };
  } catch (error) {
    // Maintenance gets its page; any other failed call (also a 5xx, a timeout or a shop that is
    // down) is a translated message on the page the shopper is on, never the 500 page. The call
    // is not repeated: a POST may have reached the shop.
    if (isMaintenanceError(error)) throw toErrorResponse(error);
    if (isStoreApiError(error)) {
      if (error.status >= 500 || error.status === 408) console.error(`[cart] ${intent} failed with ${error.status}`);
      return fail(getCartMessageFromApiError(error, cartActionOf(intent)));
    }
    throw error;
  }
}

/** The cart for the header badge and the side cart; a failure is logged and gives null rather than no page. */
export async function loadLayoutCart(client: StoreApiClient): Promise<Schemas['Cart'] | null> {
  try {
    return await readCart(client);
  } catch (error) {
    console.error('[cart] could not read the cart for the header:', error);
    return null;
  }
}

/** The number of items for the header badge (null when the cart could not be read). */
export function headerCartCount(cart: Schemas['Cart'] | null): number | null {
  if (!cart) return null;
  return (cart.lineItems ?? []).filter((item) => item.type !== 'promotion').reduce((sum, item) => sum + (item.quantity ?? 0), 0);
}

/** The cart for the header badge; a failure is logged and shows no count rather than no page. */
export async function loadCartCount(client: StoreApiClient): Promise<number | null> {
  return headerCartCount(await loadLayoutCart(client));
}
