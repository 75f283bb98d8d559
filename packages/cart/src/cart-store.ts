import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AsyncStatus, CartLineItemInput, Schemas } from '@gipfel/api';
import {
  getCartMessageFromApiError,
  getCartMessages,
  getInvalidQuantityMessage,
  isValidQuantity,
  mergeCartMessages,
  type CartAction,
  type CartMessage,
} from './cart-errors';

type Cart = Schemas['Cart'];

/** Async state is one of four values, never a pair of booleans (`@gipfel/api`'s type, re-exported). */
export type { AsyncStatus };

/** One item of `POST /checkout/cart/line-item` (`@gipfel/api`'s type, re-exported). */
export type { CartLineItemInput };

/**
 * The cart calls the store needs. The host wires them to the Store API operations of
 * `@gipfel/api` (through the same-origin proxy in the browser).
 */
export interface CartApi {
  getCart(): Promise<Cart>;
  addLineItems(items: CartLineItemInput[]): Promise<Cart>;
  // Never empty, as the Store API's schema requires: `(items) => updateLineItems(client, { items })` type-checks.
  updateLineItems(items: [{ id: string; quantity: number }, ...{ id: string; quantity: number }[]]): Promise<Cart>;
  removeLineItems(ids: [string, ...string[]]): Promise<Cart>;
}

export interface CartState {
  cart: Cart;
  status: AsyncStatus;
  /** Messages not shown yet; read them with `consumeErrors`. */
  errors: CartMessage[];
  /** Each action resolves to true when the Store API accepted it. */
  addProduct(productId: string, quantity?: number): Promise<boolean>;
  changeQuantity(lineItemId: string, quantity: number): Promise<boolean>;
  removeItem(lineItemId: string): Promise<boolean>;
  addPromotionCode(code: string): Promise<boolean>;
  refresh(): Promise<boolean>;
  /**
   * Takes a cart that arrived elsewhere (another tab, a loader revalidation). With
   * `{ confirmed: true }` (a cart this tab just got from the server, e.g. the answer of a form
   * action) it counts as a successful call, so `createCartSync` shares it with the other tabs.
   */
  receiveCart(cart: Cart, options?: { confirmed?: boolean }): void;
  /** Returns the stored messages and forgets them: each is shown once. */
  consumeErrors(): CartMessage[];
}

export type CartStore = StoreApi<CartState>;

function withQuantity(cart: Cart, lineItemId: string, quantity: number): Cart {
  return {
    ...cart,
    lineItems: cart.lineItems?.map((item) =>
      item.id === lineItemId
        ? {
            ...item,
            quantity,
            price: item.price ? { ...item.price, quantity, totalPrice: Math.round(item.price.unitPrice * quantity * 100) / 100 } : item.price,
          }
        : item,
    ),
  };
}

/**
 * Creates the cart store of one request or page. Never keep the result in a module
 * variable: on the server it would share one shopper's cart with the next.
 */
export function createCartStore(initialCart: Cart, api: CartApi): CartStore {
  // Only the answer to the latest call may replace the cart; older answers are stale.
  let latestCall = 0;
  // The last cart the server confirmed: where a failed optimistic change rolls back to.
  let confirmed = initialCart;

  return createStore<CartState>()((set, get) => {
    async function run(action: CartAction, call: () => Promise<Cart>, optimistic?: Cart): Promise<boolean> {
      const callId = ++latestCall;
      set({ status: 'pending' });
      try {
        const cart = await call();
        confirmed = cart;
        if (callId !== latestCall) return true;
        set((state) => ({ cart, status: 'success', errors: mergeCartMessages(state.errors, getCartMessages(cart)) }));
        return true;
      } catch (error) {
        if (callId !== latestCall) return false;
        const message = getCartMessageFromApiError(error, action);
        set((state) => ({
          status: 'error',
          cart: optimistic && state.cart === optimistic ? confirmed : state.cart,
          errors: mergeCartMessages(state.errors, [message]),
        }));
        return false;
      }
    }

    function reject(message: CartMessage): false {
      set((state) => ({ status: 'error', errors: mergeCartMessages(state.errors, [message]) }));
      return false;
    }

    return {
      cart: initialCart,
      status: 'idle',
      errors: getCartMessages(initialCart),

      async addProduct(productId, quantity = 1) {
        if (!isValidQuantity(quantity)) return reject(getInvalidQuantityMessage());
        return run('add', () => api.addLineItems([{ id: productId, referencedId: productId, type: 'product', quantity }]));
      },

      async changeQuantity(lineItemId, quantity) {
        if (!isValidQuantity(quantity)) return reject(getInvalidQuantityMessage());
        const optimistic = withQuantity(get().cart, lineItemId, quantity);
        set({ cart: optimistic });
        return run('change-quantity', () => api.updateLineItems([{ id: lineItemId, quantity }]), optimistic);
      },

      async removeItem(lineItemId) {
        return run('remove', () => api.removeLineItems([lineItemId]));
      },

      async addPromotionCode(code) {
        const trimmed = code.trim();
        if (!trimmed) return false;
        return run('promotion', () => api.addLineItems([{ type: 'promotion', referencedId: trimmed }]));
      },

      async refresh() {
        return run('refresh', () => api.getCart());
      },

      receiveCart(cart, options) {
        confirmed = cart;
        set(options?.confirmed ? { cart, status: 'success' } : { cart });
      },

      consumeErrors() {
        const { errors } = get();
        if (errors.length > 0) set({ errors: [] });
        return errors;
      },
    };
  });
}
