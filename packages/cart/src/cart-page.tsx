import { createElement, type ElementType, type FormEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { Button, TextField } from '@gipfel/ui';
import { translateCartMessage, type CartMessage } from './cart-message-text';
import { useOptionalCartStore } from './cart-context';
import { CartLineItem } from './cart-line-item';
import type { CartStore } from './cart-store';
import { isCartEmpty } from './cart-logic';
import * as styles from './cart-page.css';
import { CartSummary } from './cart-summary';
import { FreeShippingProgress } from './free-shipping-progress';

/**
 * What the promotion form renders as: a plain `<form>` that posts to the page's own address
 * (`'form'`, works without JavaScript) or the host router's form component (Remix's `Form`).
 */
export type CartFormSlot = 'form' | ((props: { method: 'post'; className: string; children: ReactNode }) => ReactNode);

export interface CartPageViewProps {
  /** The cart. Optional with a `CartProvider` above and no `form` slot: the store's cart is shown. */
  cart?: Schemas['Cart'];
  currency: string;
  /** The cart's own messages and those of the last change, each once (`mergeCartMessages`). Store mode: the store's `errors` when not given. */
  messages?: CartMessage[];
  /** A change is under way: the lines wait. Store mode: while the store's call runs. */
  busy?: boolean;
  /** Free shipping from this amount in `currency`. */
  freeShippingThreshold: number;
  /** The host's localised paths: the shop's home (an empty cart's way on) and the checkout. */
  hrefs: { home: string; checkout: string };
  /** A line's quantity changed (with JavaScript). Store mode: the store's `changeQuantity` when not given. */
  onChangeQuantity?: (lineItemId: string, quantity: number) => void;
  /** A line's remove button (with JavaScript). Store mode: the store's `removeItem` when not given. */
  onRemove?: (lineItemId: string) => void;
  /**
   * How the promotion form (`intent=add-promotion`, field `code`) is sent. Not given, below a
   * `CartProvider` ("store mode"): through the store (`addPromotionCode`, the Store API call of its
   * `CartApi`), without a page load or a router; before JavaScript runs it still posts to the
   * page's address. Not given and no provider, or `'form'`: a plain post. A router's form (Remix's
   * `Form`): posted through the router, whose action answers it (`performCartAction`).
   */
  form?: CartFormSlot;
}

/** The cart's messages as a polite status list. */
export function CartMessages({ messages }: { messages: CartMessage[] }) {
  const { t } = useTranslation('cart');
  if (!messages.length) return null;
  return (
    <ul className={styles.messages} role="status">
      {messages.map((m) => (
        <li key={m.id} className={styles.message} data-type={m.type}>
          {translateCartMessage(m, t)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The cart page below its title: the messages, the lines with quantity and remove, free-shipping
 * progress, summary, a promotion code form (`intent=add-promotion`) and the way to the checkout;
 * an empty cart says so and leads back to the shop. With a `CartProvider` above and no `form`
 * slot, it works from the provider's store alone (no router, no server action).
 */
export function CartPageView(props: CartPageViewProps) {
  const store = useOptionalCartStore();
  if (props.form === undefined && store) return <StoreCartPageView {...props} store={store} />;
  if (!props.cart) throw new Error('CartPageView needs `cart`, or a <CartProvider> above it and no `form` slot.');
  return <CartPageBody {...props} cart={props.cart} messages={props.messages ?? []} form={props.form ?? 'form'} />;
}

/** Store mode: the cart, its messages and every change through the nearest `CartProvider`'s store. */
function StoreCartPageView({ store, ...props }: CartPageViewProps & { store: CartStore }) {
  const cart = useStore(store, (state) => state.cart);
  const pending = useStore(store, (state) => state.status === 'pending');
  const errors = useStore(store, (state) => state.errors);
  const { changeQuantity, removeItem, addPromotionCode } = store.getState();
  return (
    <CartPageBody
      {...props}
      cart={cart}
      messages={props.messages ?? errors}
      busy={props.busy ?? pending}
      onChangeQuantity={props.onChangeQuantity ?? ((lineItemId, quantity) => void changeQuantity(lineItemId, quantity))}
      onRemove={props.onRemove ?? ((lineItemId) => void removeItem(lineItemId))}
      form="form"
      onPromotionCode={addPromotionCode}
    />
  );
}

type CartPageBodyProps = Omit<CartPageViewProps, 'cart' | 'messages' | 'form'> & {
  cart: Schemas['Cart'];
  messages: CartMessage[];
  form: CartFormSlot;
  /** Store mode: the promotion form's code goes here instead of being posted. */
  onPromotionCode?: (code: string) => Promise<boolean>;
};

function CartPageBody({ cart, currency, messages, busy = false, freeShippingThreshold, hrefs, onChangeQuantity, onRemove, form, onPromotionCode }: CartPageBodyProps) {
  const { t } = useTranslation('cart');
  const onPromotionSubmit = onPromotionCode
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const formElement = event.currentTarget;
        const code = new FormData(formElement).get('code');
        if (typeof code !== 'string' || code.trim() === '') return;
        void onPromotionCode(code).then((accepted) => {
          if (accepted) formElement.reset();
        });
      }
    : undefined;
  if (isCartEmpty(cart)) {
    return (
      <>
        <CartMessages messages={messages} />
        <p>{t('page.empty')}</p>
        <p>
          <a href={hrefs.home} className={styles.standaloneLink}>
            {t('page.continueShopping')}
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <CartMessages messages={messages} />
      <div className={styles.layout}>
        <section aria-label={t('page.items')} aria-busy={busy || undefined}>
          <ul className={styles.lines}>
            {(cart.lineItems ?? []).map((item) => (
              <li key={item.id}>
                <CartLineItem lineItem={item} currency={currency} disabled={busy} onChangeQuantity={onChangeQuantity} onRemove={onRemove} />
              </li>
            ))}
          </ul>
        </section>
        <aside className={styles.aside}>
          <FreeShippingProgress cart={cart} threshold={freeShippingThreshold} currency={currency} />
          <CartSummary cart={cart} currency={currency} />
          {createElement(
            form as ElementType,
            { method: 'post', className: styles.promotion, ...(onPromotionSubmit ? { onSubmit: onPromotionSubmit } : {}) },
            <input type="hidden" name="intent" value="add-promotion" />,
            <TextField name="code" label={t('page.promotionLabel')} autoComplete="off" maxLength={100} />,
            <Button type="submit" variant="secondary">
              {t('page.promotionSubmit')}
            </Button>,
          )}
          <a className={styles.checkoutLink} href={hrefs.checkout}>
            {t('page.toCheckout')}
          </a>
        </aside>
      </div>
    </>
  );
}
