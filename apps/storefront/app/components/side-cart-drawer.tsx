import { SideCart, useCart, useCartStore, type CartMessage } from '@gipfel/cart';
import { localizePath } from '@gipfel/i18n';
import { useCallback, useMemo } from 'react';
import { freeShippingThresholdFor } from '../lib/config/free-shipping';
import { useLanguage } from '../lib/i18n/language';
import { useCurrency } from '../layouts/use-layout-navigation';

/** The side cart's drawer, loaded apart from the page (see `SideCartHost`). */
export default function SideCartDrawer({ open, setOpen, addMessages }: { open: boolean; setOpen: (open: boolean) => void; addMessages: CartMessage[] }) {
  const store = useCartStore();
  const cart = useCart((s) => s.cart);
  const errors = useCart((s) => s.errors);
  const status = useCart((s) => s.status);
  const changeQuantity = useCart((s) => s.changeQuantity);
  const removeItem = useCart((s) => s.removeItem);
  const language = useLanguage();
  const currency = useCurrency();
  const cartPath = localizePath('/checkout/cart', language);
  const messages = useMemo(() => [...addMessages, ...errors.filter((e) => !addMessages.some((m) => m.id === e.id))], [addMessages, errors]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      // Messages are shown once: closing the drawer forgets them.
      if (!next) store.getState().consumeErrors();
      setOpen(next);
    },
    [setOpen, store],
  );

  return (
    <SideCart
      open={open}
      onOpenChange={onOpenChange}
      cart={cart}
      currency={currency}
      freeShippingThreshold={freeShippingThresholdFor(currency)}
      cartHref={cartPath}
      checkoutHref={localizePath('/checkout', language)}
      formAction={cartPath}
      messages={messages}
      pending={status === 'pending'}
      onChangeQuantity={(id, quantity) => void changeQuantity(id, quantity)}
      onRemove={(id) => void removeItem(id)}
    />
  );
}
