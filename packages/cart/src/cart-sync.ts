import type { Schemas } from '@gipfel/api';
import type { CartStore } from './cart-store';

/** The part of `BroadcastChannel` the sync uses, so tests and other runtimes can pass their own. */
export interface CartSyncChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export type CartSyncChannelFactory = (name: string) => CartSyncChannel | null;

export const cartSyncChannelName = 'gipfel-cart';

type CartSyncMessage = { type: 'cart-updated'; cart: Schemas['Cart'] };

/** The message every tab sends and takes: a cart the server confirmed. */
export function cartSyncMessage(cart: Schemas['Cart']): CartSyncMessage {
  return { type: 'cart-updated', cart };
}

export function isCartSyncMessage(data: unknown): data is CartSyncMessage {
  const message = data as Partial<CartSyncMessage> | null;
  return message?.type === 'cart-updated' && typeof message.cart === 'object' && message.cart !== null;
}

export const browserCartSyncChannel: CartSyncChannelFactory = (name) =>
  typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(name) as unknown as CartSyncChannel);

/**
 * Keeps the cart of all tabs of this browser in step: each cart the server confirms here is
 * sent to the other tabs, and theirs are taken over. Returns the function that stops it.
 */
export function createCartSync(store: CartStore, channelFactory: CartSyncChannelFactory = browserCartSyncChannel): () => void {
  const channel = channelFactory(cartSyncChannelName);
  if (!channel) return () => {};
  let receiving = false;

  channel.onmessage = (event) => {
    if (!isCartSyncMessage(event.data)) return;
    receiving = true;
    try {
      store.getState().receiveCart(event.data.cart);
    } finally {
      receiving = false;
    }
  };

  // Optimistic carts stay local: only what the server confirmed (status success) is sent.
  const unsubscribe = store.subscribe((state, previous) => {
    if (receiving || state.cart === previous.cart || state.status !== 'success') return;
    channel.postMessage(cartSyncMessage(state.cart));
  });

  return () => {
    unsubscribe();
    channel.onmessage = null;
    channel.close();
  };
}
