import type { Schemas } from '@gipfel/api';
import type { CartErrorTextKey, CartMessage, CartMessageType } from './cart-message-text';

export { translateCartMessage, type CartErrorTextKey, type CartMessage, type CartMessageType } from './cart-message-text';

type Cart = Schemas['Cart'];

/** Shopware cart error `messageKey` → our text. Several Shopware keys share one text. */
const textKeyByMessageKey: Record<string, CartErrorTextKey> = {
  'product-stock-reached': 'productStockReached',
  'product-out-of-stock': 'productOutOfStock',
  'purchase-steps-quantity': 'purchaseStepsQuantity',
  'min-order-quantity': 'minOrderQuantity',
  'shipping-method-blocked': 'shippingMethodBlocked',
  'shipping-method-changed': 'shippingMethodChanged',
  'payment-method-blocked': 'paymentMethodBlocked',
  'payment-method-changed': 'paymentMethodChanged',
  'promotion-not-found': 'promotionNotFound',
  'promotion-not-eligible': 'promotionNotEligible',
  'promotion-excluded': 'promotionExcluded',
  'auto-promotion-not-found': 'autoPromotionNotFound',
  'promotion-discount-added': 'promotionDiscountAdded',
  'shipping-address-blocked': 'shippingAddressBlocked',
  'shipping-address-invalid': 'shippingAddressBlocked',
  'billing-address-invalid': 'billingAddressInvalid',
  'billing-address-blocked': 'billingAddressInvalid',
  'cart-merged-hint': 'cartMerged',
  'product-not-found': 'productNotFound',
  'salutation-missing': 'salutationMissing',
  'billing-address-salutation-missing': 'salutationMissing',
  'shipping-address-salutation-missing': 'salutationMissing',
};

/** Store API error codes (HTTP errors of cart calls) → our text. */
const textKeyByApiCode: Record<string, CartErrorTextKey> = {
  CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY: 'invalidQuantity',
  CHECKOUT__CART_LINE_ITEM_INVALID_QUANTITY: 'invalidQuantity',
  CHECKOUT__PRODUCT_NOT_FOUND: 'productNotFound',
  CONTENT__PRODUCT_NOT_FOUND: 'productNotFound',
  CHECKOUT__PROMOTION_CODE_NOT_FOUND: 'promotionNotFound',
};

function typeOfLevel(level: unknown): CartMessageType {
  if (level === 20) return 'danger';
  if (level === 10) return 'warning';
  return 'info';
}

type RawCartError = { key?: unknown; messageKey?: unknown; message?: unknown; level?: unknown; [param: string]: unknown };

function rawErrorsOf(cart: Cart | null | undefined): RawCartError[] {
  const errors = cart?.errors;
  if (!errors) return [];
  const list: unknown[] = Array.isArray(errors) ? errors : Object.values(errors);
  return list.filter((e): e is RawCartError => typeof e === 'object' && e !== null);
}

function pickParams(error: RawCartError): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const nested = typeof error.parameters === 'object' && error.parameters !== null ? (error.parameters as Record<string, unknown>) : {};
  for (const source of [error, nested]) {
    for (const [name, value] of Object.entries(source)) {
      if (['key', 'messageKey', 'message', 'level', 'code', 'parameters'].includes(name)) continue;
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return params;
}

/**
 * Turns the errors of a cart response into messages. Shopware names the affected line item
 * in the error key (`<messageKey>-<lineItemId>`), so a missing `name`/`quantity` is read
 * from that line item.
 */
export function getCartMessages(cart: Cart | null | undefined): CartMessage[] {
  return rawErrorsOf(cart).map((error) => {
    const messageKey = typeof error.messageKey === 'string' ? error.messageKey : '';
    const id = typeof error.key === 'string' && error.key ? error.key : messageKey;
    const params = pickParams(error);
    const suffix = messageKey && id.startsWith(`${messageKey}-`) ? id.slice(messageKey.length + 1) : '';
    const lineItem = suffix ? cart?.lineItems?.find((item) => item.id === suffix) : undefined;
    if (params.name === undefined && lineItem?.label) params.name = lineItem.label.trim();
    if (params.quantity === undefined && lineItem?.quantity !== undefined) params.quantity = lineItem.quantity;
    return {
      id,
      type: typeOfLevel(error.level),
      textKey: textKeyByMessageKey[messageKey] ?? null,
      params,
      fallback: typeof error.message === 'string' ? error.message : '',
    };
  });
}

type ApiErrorEntry = { code?: unknown; detail?: unknown; title?: unknown };

/** Reads the `errors` array of a Store API error answer from whatever the client threw. */
function apiErrorEntries(error: unknown): ApiErrorEntry[] {
  if (typeof error !== 'object' || error === null) return [];
  const candidates = [error, (error as { details?: unknown }).details, (error as { response?: unknown }).response, (error as { body?: unknown }).body];
  for (const candidate of candidates) {
    const errors = (candidate as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(errors)) return errors.filter((e): e is ApiErrorEntry => typeof e === 'object' && e !== null);
  }
  return [];
}

export type CartAction = 'add' | 'change-quantity' | 'remove' | 'promotion' | 'refresh';

/** Message for a failed cart call (network or Store API error). */
export function getCartMessageFromApiError(error: unknown, action: CartAction): CartMessage {
  const entries = apiErrorEntries(error);
  const known = entries.map((e) => (typeof e.code === 'string' ? textKeyByApiCode[e.code] : undefined)).find(Boolean);
  const detail = entries.map((e) => (typeof e.detail === 'string' ? e.detail : '')).find(Boolean) ?? '';
  const textKey: CartErrorTextKey = known ?? (action === 'add' ? 'addToCartError' : 'generic');
  return { id: `${action}-${textKey}`, type: 'danger', textKey, params: {}, fallback: detail };
}

/** Message for an order-by-number entry whose number matches no product. */
export function getProductNumberNotFoundMessage(number: string): CartMessage {
  return { id: `product-number-not-found-${number}`, type: 'danger', textKey: 'productNumberNotFound', params: { number }, fallback: '' };
}

export function getInvalidQuantityMessage(): CartMessage {
  return { id: 'invalid-quantity', type: 'danger', textKey: 'invalidQuantity', params: {}, fallback: '' };
}

/** A quantity the Store API accepts: a positive whole number. */
export function isValidQuantity(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0;
}

/** Adds new messages, replacing older ones with the same id (Shopware repeats some per response). */
export function mergeCartMessages(current: readonly CartMessage[], incoming: readonly CartMessage[]): CartMessage[] {
  const ids = new Set(incoming.map((m) => m.id));
  return [...current.filter((m) => !ids.has(m.id)), ...incoming];
}
