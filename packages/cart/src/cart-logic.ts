import type { Schemas } from '@gipfel/api';

type Cart = Schemas['Cart'];
type LineItem = Schemas['LineItem'];

/** Cent-exact rounding, so sums of prices do not show floating point noise. */
function roundPrice(value: number): number {
  return Math.round(value * 100) / 100;
}

function lineItemsOf(cart: Cart | null | undefined): LineItem[] {
  return cart?.lineItems ?? [];
}

export function isPromotionLineItem(lineItem: LineItem): boolean {
  return lineItem.type === 'promotion';
}

/** Every line item that is not a promotion (products, custom items, containers…). */
export function getProductLineItems(cart: Cart | null | undefined): LineItem[] {
  return lineItemsOf(cart).filter((item) => !isPromotionLineItem(item));
}

export function getPromotionLineItems(cart: Cart | null | undefined): LineItem[] {
  return lineItemsOf(cart).filter(isPromotionLineItem);
}

/** The promotion codes the shopper entered, as Shopware keeps them on the promotion line items. */
export function getAppliedPromotionCodes(cart: Cart | null | undefined): string[] {
  const codes = getPromotionLineItems(cart)
    .map((item) => (item.payload as { code?: unknown } | undefined)?.code)
    .filter((code): code is string => typeof code === 'string' && code.length > 0);
  return [...new Set(codes)];
}

/** Sum of the quantities of the good items (products, not discounts). */
export function getCartItemCount(cart: Cart | null | undefined): number {
  return lineItemsOf(cart)
    .filter((item) => item.good === true)
    .reduce((count, item) => count + (item.quantity ?? 0), 0);
}

/** The cart is empty when the count of good items is 0 or less. */
export function isCartEmpty(cart: Cart | null | undefined): boolean {
  return getCartItemCount(cart) <= 0;
}

/** Virtual: every non-promotion item is a download. An empty cart is not virtual. */
export function isVirtualCart(cart: Cart | null | undefined): boolean {
  const items = getProductLineItems(cart);
  return items.length > 0 && items.every((item) => item.states?.includes('is-download') === true);
}

/**
 * "Cart merged": Shopware merges a visitor's cart into the customer's saved cart on login
 * and answers only the merged cart. It was a merge when the visitor brought items and the cart
 * after login holds more than those (another product, or more of one).
 */
export function isCartMerged(guestCart: Cart | null | undefined, customerCart: Cart | null | undefined): boolean {
  const brought = getProductLineItems(guestCart);
  if (brought.length === 0) return false;
  const keyOf = (item: LineItem) => item.referencedId ?? item.id;
  const quantities = new Map(brought.map((item) => [keyOf(item), item.quantity ?? 0]));
  return getProductLineItems(customerCart).some((item) => (item.quantity ?? 0) > (quantities.get(keyOf(item)) ?? 0));
}

/** True when at least one item is digital content (needs the withdrawal waiver at checkout). */
export function hasDownloadItems(cart: Cart | null | undefined): boolean {
  return getProductLineItems(cart).some((item) => item.states?.includes('is-download') === true);
}

/** Price of the items before promotions (sum of the non-promotion line totals). */
export function getSubtotal(cart: Cart | null | undefined): number {
  return roundPrice(getProductLineItems(cart).reduce((sum, item) => sum + (item.price?.totalPrice ?? 0), 0));
}

/** Sum of the promotion line totals: zero or negative. */
export function getPromotionTotal(cart: Cart | null | undefined): number {
  return roundPrice(getPromotionLineItems(cart).reduce((sum, item) => sum + (item.price?.totalPrice ?? 0), 0));
}

/** Shipping costs of the first delivery; 0 when the cart has no delivery yet. */
export function getShippingTotal(cart: Cart | null | undefined): number {
  return cart?.deliveries?.[0]?.shippingCosts?.totalPrice ?? 0;
}

export function getCartTotal(cart: Cart | null | undefined): number {
  return cart?.price?.totalPrice ?? 0;
}

export interface FreeShippingProgress {
  /** The threshold of the shop, e.g. 100 (CHF). */
  threshold: number;
  /** What counts towards the threshold: the positions after promotions, shipping excluded. */
  amount: number;
  /** Amount still missing; 0 once reached. */
  remaining: number;
  /** 0 … 1 */
  ratio: number;
  reached: boolean;
}

/** How much more the shopper has to spend for free shipping. */
export function getFreeShippingProgress(cart: Cart | null | undefined, threshold: number): FreeShippingProgress {
  const amount = roundPrice(Math.max(0, cart?.price?.positionPrice ?? 0));
  if (!(threshold > 0)) return { threshold: 0, amount, remaining: 0, ratio: 1, reached: true };
  const remaining = roundPrice(Math.max(0, threshold - amount));
  return {
    threshold,
    amount,
    remaining,
    ratio: Math.min(1, amount / threshold),
    reached: remaining === 0,
  };
}
