export { cartTexts } from './texts';

export {
  isPromotionLineItem,
  getProductLineItems,
  getPromotionLineItems,
  getAppliedPromotionCodes,
  getCartItemCount,
  isCartEmpty,
  isVirtualCart,
  isCartMerged,
  hasDownloadItems,
  getSubtotal,
  getPromotionTotal,
  getShippingTotal,
  getCartTotal,
  getFreeShippingProgress,
} from './cart-logic';
export type { FreeShippingProgress as FreeShippingProgressValue } from './cart-logic';

export { defaultCurrency } from './currency';

export {
  getCartMessages,
  getCartMessageFromApiError,
  getProductNumberNotFoundMessage,
  getInvalidQuantityMessage,
  isValidQuantity,
  translateCartMessage,
  mergeCartMessages,
} from './cart-errors';
export type { CartMessage, CartMessageType, CartErrorTextKey, CartAction } from './cart-errors';

export { createCartStore } from './cart-store';
export type { AsyncStatus, CartApi, CartLineItemInput, CartState, CartStore } from './cart-store';

export { createCartSync, cartSyncChannelName } from './cart-sync';
export { useSharedCart } from './shared-cart';
export type { CartSyncChannel, CartSyncChannelFactory } from './cart-sync';

export { CartProvider, useCartStore, useCart } from './cart-context';
export type { CartProviderProps } from './cart-context';

export { readCartLineItemForm } from './line-item-form';
export type { CartLineItemIntent } from './line-item-form';

export { CartLineItem } from './cart-line-item';
export type { CartLineItemProps } from './cart-line-item';
export { CartSummary } from './cart-summary';
export type { CartSummaryProps } from './cart-summary';
export { FreeShippingProgress } from './free-shipping-progress';
export type { FreeShippingProgressProps } from './free-shipping-progress';
export { SideCart } from './side-cart';
export type { SideCartProps } from './side-cart';

// Operations over a Store API client.
export { watchCartMerge } from './cart-merge';
export type { CartMergeWatch } from './cart-merge';
export { addProductsToCart, isAddedAsAsked, maxLineItemsPerAdd, performCartAction, readBundleForm } from './cart-operations';
export type { CartActionResult, CartProductItem } from './cart-operations';
// The cart page's body, for any router
export { CartMessages, CartPageView } from './cart-page';
export { StickySummary } from './sticky-summary';
export type { StickySummaryProps } from './sticky-summary';
export type { CartFormSlot, CartPageViewProps } from './cart-page';
