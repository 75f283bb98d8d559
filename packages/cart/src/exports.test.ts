import { expect, it } from 'vitest';
import * as cart from './index';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', () => {
  expect(Object.keys(cart).sort()).toEqual(
    [
      'CartLineItem',
      'CartProvider',
      'CartSummary',
      'FreeShippingProgress',
      'cartSyncChannelName',
      'cartTexts',
      'createCartStore',
      'createCartSync',
      'watchCartMerge',
      // operations
      'addLineItems',
      'maxLineItemsPerAdd',
      'performCartAction',
      'readBundleForm',
      'defaultCurrency',
      'formatPrice',
      'getAppliedPromotionCodes',
      'getCartItemCount',
      'getCartMessageFromApiError',
      'getCartMessages',
      'getCartTotal',
      'getFreeShippingProgress',
      'getInvalidQuantityMessage',
      'getProductLineItems',
      'getProductNumberNotFoundMessage',
      'getPromotionLineItems',
      'getPromotionTotal',
      'getShippingTotal',
      'getSubtotal',
      'hasDownloadItems',
      'isCartEmpty',
      'isCartMerged',
      'isPromotionLineItem',
      'isValidQuantity',
      'isVirtualCart',
      'mergeCartMessages',
      'priceLocale',
      'readCartLineItemForm',
      'SideCart',
      'translateCartMessage',
      'useCart',
      'useCartStore',
      'useSharedCart',
    ].sort(),
  );
});
