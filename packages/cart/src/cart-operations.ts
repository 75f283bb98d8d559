import {
  addLineItems as addCartLineItems,
  addProductToCart,
  addPromotionCode,
  isMaintenanceError,
  isShopwareId,
  isStoreApiError,
  removeLineItems,
  updateLineItems,
  type Schemas,
  type StoreApiClient,
} from '@gipfel/api';
import { getCartMessageFromApiError, getCartMessages, getInvalidQuantityMessage, isValidQuantity, type CartAction, type CartMessage } from './cart-errors';
import { readCartLineItemForm } from './line-item-form';

// The cart's forms over a Store API client: usable in a server action and in a browser. Bad input
// and refused calls come back as messages; maintenance and what is no Store API error are thrown.

type CartForm = FormData | URLSearchParams;

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
export async function addProductsToCart(client: StoreApiClient, items: readonly CartProductItem[]): Promise<Schemas['Cart']> {
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
export function readBundleForm(form: CartForm): CartProductItem[] | null {
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

const refused = (message: CartMessage = getInvalidQuantityMessage()) => ({ refused: message });

/** The Store API call of one cart form, or the message that refuses its input. */
function sendCartForm(client: StoreApiClient, form: CartForm, intent: string): Promise<Schemas['Cart']> | { refused: CartMessage } {
  if (intent === 'add-to-cart') {
    const id = String(form.get('productId') ?? '');
    const raw = form.get('quantity');
    const quantity = raw === null || raw === '' ? 1 : Number(raw);
    if (!isShopwareId(id) || !isValidQuantity(quantity)) return refused();
    return addProductToCart(client, { productId: id, quantity });
  }
  if (intent === 'add-bundle') {
    const items = readBundleForm(form);
    return items ? addProductsToCart(client, items) : refused();
  }
  if (intent === 'add-promotion') {
    const code = String(form.get('code') ?? '').trim();
    if (!code || code.length > 100) return refused({ id: 'promotion-code', type: 'danger', textKey: 'promotionNotFound', params: {}, fallback: '' });
    return addPromotionCode(client, { code });
  }
  const line = readCartLineItemForm(form);
  if (!line) return refused();
  if (line.intent === 'remove') return removeLineItems(client, { ids: [line.lineItemId] });
  if (!isValidQuantity(line.quantity)) return refused();
  return updateLineItems(client, { items: [{ id: line.lineItemId, quantity: line.quantity }] });
}

/**
 * Carries out one cart form (works without JavaScript): `intent` add-to-cart, add-bundle,
 * change-quantity, remove or add-promotion. Bad input gets a translated message and changes
 * nothing; a refused or failed Store API call (also a 5xx, a timeout or a shop that is down)
 * becomes a message too, so the shopper keeps the cart and the page. The call is not repeated: a
 * POST may have reached the shop. Maintenance (`isMaintenanceError`) is thrown for the host's
 * maintenance page, and so is anything that is not a Store API error.
 */
export async function performCartAction(client: StoreApiClient, form: CartForm): Promise<CartActionResult> {
  const intent = String(form.get('intent') ?? '');
  try {
    const call = sendCartForm(client, form, intent);
    if ('refused' in call) return { cart: null, messages: [call.refused], intent };
    const cart = await call;
    return { cart, messages: getCartMessages(cart), intent };
  } catch (error) {
    if (isMaintenanceError(error) || !isStoreApiError(error)) throw error;
    if (error.status >= 500 || error.status === 408) console.error(`[cart] ${intent} failed with ${error.status}`);
    return { cart: null, messages: [getCartMessageFromApiError(error, cartActionOf(intent))], intent };
  }
}

/** Cart messages about a product line the shop changed on the way in (stock, minimum, steps, gone). */
const adjustedQuantityTexts = new Set<string>(['productStockReached', 'productOutOfStock', 'purchaseStepsQuantity', 'minOrderQuantity', 'productNotFound']);

/**
 * Whether an add (`add-to-cart`, `add-bundle`) went in as asked: no failure and no quantity the
 * shop adjusted. Only then may a page without JavaScript go back to where the shopper added from;
 * otherwise the cart page says what happened.
 */
export function isAddedAsAsked(result: CartActionResult): boolean {
  if (result.intent !== 'add-to-cart' && result.intent !== 'add-bundle') return false;
  return result.cart !== null && !result.messages.some((m) => m.textKey !== null && adjustedQuantityTexts.has(m.textKey));
}
