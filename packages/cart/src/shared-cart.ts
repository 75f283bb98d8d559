import { useEffect, useRef, useState } from 'react';
import type { Schemas } from '@gipfel/api';
import { browserCartSyncChannel, cartSyncChannelName, cartSyncMessage, isCartSyncMessage, type CartSyncChannel, type CartSyncChannelFactory } from './cart-sync';

type Cart = Schemas['Cart'];

/**
 * The cart of a page whose data comes from the server (a loader), kept in step with the other
 * tabs: a cart another tab confirms replaces the shown one at once, and each new cart the server
 * gives this page (after its own change) is shared with them. Speaks the same messages as
 * `createCartSync`, so pages with a cart store and pages with loader data follow each other.
 */
export function useSharedCart(serverCart: Cart, channelFactory: CartSyncChannelFactory = browserCartSyncChannel): Cart {
  const [cart, setCart] = useState(serverCart);
  const channel = useRef<CartSyncChannel | null>(null);

  useEffect(() => {
    const opened = channelFactory(cartSyncChannelName);
    if (!opened) return undefined;
    channel.current = opened;
    opened.onmessage = (event) => {
      if (isCartSyncMessage(event.data)) setCart(event.data.cart);
    };
    return () => {
      opened.onmessage = null;
      opened.close();
      channel.current = null;
    };
  }, [channelFactory]);

  // (State adjusted while rendering, React's pattern for reacting to changed inputs.)
  const [seen, setSeen] = useState(serverCart);
  if (serverCart !== seen) {
    setSeen(serverCart);
    setCart(serverCart);
  }

  // A new cart from the server goes to the other tabs (never the one received from them).
  const shared = useRef(serverCart);
  useEffect(() => {
    if (serverCart === shared.current) return;
    shared.current = serverCart;
    channel.current?.postMessage(cartSyncMessage(serverCart));
  }, [serverCart]);

  return cart;
}
