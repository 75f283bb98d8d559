import { readCart, type Schemas, type StoreApiClient } from '@gipfel/api';
import { getCartMessages } from './cart-errors';
import { isCartMerged } from './cart-logic';

/** Watches a sign-in for Shopware merging the visitor's cart into the customer's saved one. */
export interface CartMergeWatch {
  /** After the sign-in: whether the cart now holds more than the visitor brought. */
  merged(): Promise<boolean>;
}

/**
 * Reads the visitor's cart before a sign-in, to compare it with the cart after: Shopware answers
 * only the merged cart. A backend that reports the `cart-merged-hint` cart error is heard too.
 * Failing reads count as "not merged": signing in matters more than the hint.
 */
export async function watchCartMerge(client: StoreApiClient): Promise<CartMergeWatch> {
  const before: Schemas['Cart'] | null = await readCart(client).catch((error: unknown) => {
    console.error('[cart] could not read the cart before signing in:', error);
    return null;
  });
  return {
    async merged() {
      try {
        const cart = await readCart(client);
        return isCartMerged(before, cart) || getCartMessages(cart).some((message) => message.textKey === 'cartMerged');
      } catch (error) {
        console.error('[cart] could not read the cart after signing in:', error);
        return false;
      }
    },
  };
}
