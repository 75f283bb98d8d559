import { createElement, type ElementType, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { Button, TextField } from '@gipfel/ui';
import { translateCartMessage, type CartMessage } from './cart-message-text';
import { CartLineItem } from './cart-line-item';
import { isCartEmpty } from './cart-logic';
import * as styles from './cart-page.css';
import { CartSummary } from './cart-summary';
import { FreeShippingProgress } from './free-shipping-progress';

/** What the promotion form renders as: a plain `<form>` (works without JavaScript) or the host router's. */
export type CartFormSlot = 'form' | ((props: { method: 'post'; className: string; children: ReactNode }) => ReactNode);

export interface CartPageViewProps {
  cart: Schemas['Cart'];
  currency: string;
  /** The cart's own messages and those of the last change, each once (`mergeCartMessages`). */
  messages: CartMessage[];
  /** A change is under way: the lines wait. */
  busy?: boolean;
  /** Free shipping from this amount in `currency`. */
  freeShippingThreshold: number;
  /** The host's localised paths: the shop's home (an empty cart's way on) and the checkout. */
  hrefs: { home: string; checkout: string };
  onChangeQuantity: (lineItemId: string, quantity: number) => void;
  onRemove: (lineItemId: string) => void;
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
 * an empty cart says so and leads back to the shop.
 */
export function CartPageView({ cart, currency, messages, busy = false, freeShippingThreshold, hrefs, onChangeQuantity, onRemove, form = 'form' }: CartPageViewProps) {
  const { t } = useTranslation('cart');
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
            { method: 'post', className: styles.promotion },
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
