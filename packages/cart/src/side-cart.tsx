import { formatLocaleOf, formatMoney } from '@gipfel/i18n';
import { defaultCurrency } from './currency';
import { useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { AppLink, Drawer } from '@gipfel/ui';
import { getCartItemCount, getProductLineItems, getShippingTotal, getSubtotal, isCartEmpty } from './cart-logic';
import { translateCartMessage, type CartMessage } from './cart-message-text';
import { CartLineItem } from './cart-line-item';
import { FreeShippingProgress } from './free-shipping-progress';
import * as styles from './side-cart.css';

export interface SideCartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cart: Schemas['Cart'];
  /** ISO code of the context currency; CHF when not given. */
  currency?: string;
  /** Order value from which shipping is free; no progress bar when not given. */
  freeShippingThreshold?: number;
  /** The cart page, localized (e.g. `/en/checkout/cart`). */
  cartHref: string;
  /** The checkout, localized (e.g. `/en/checkout`). */
  checkoutHref: string;
  /** Where the line item forms post before JavaScript runs (the cart page's action). */
  formAction?: string;
  /** Cart errors and notices to show once (translated here). */
  messages?: CartMessage[];
  /** With JavaScript: instead of posting the line item forms. */
  onChangeQuantity?: (lineItemId: string, quantity: number) => void;
  onRemove?: (lineItemId: string) => void;
  /** While a cart call runs (marks the list busy; the controls stay usable, the store keeps the latest answer). */
  pending?: boolean;
  /** The element that opens the drawer (e.g. the header's cart link); focus returns to it. */
  trigger?: ReactElement;
}

/**
 * Radix returns focus only to its own Trigger. A host that opens the drawer itself (header link,
 * add-to-cart button) gets focus back on the element that had it when the drawer opened.
 */
function useReturnFocus(open: boolean, enabled: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves focus inside.
  useLayoutEffectOnClient(() => {
    if (!enabled) return undefined;
    if (open) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return undefined;
    }
    const element = returnTo.current;
    if (!element) return undefined;
    returnTo.current = null;
    // After the focus scope's own (deferred) unmount handling.
    const timer = setTimeout(() => {
      if (element.isConnected) element.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, enabled]);
}

const useLayoutEffectOnClient = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The side cart: a drawer on the right (full width on phones) with the line items, subtotal,
 * shipping estimate, free-shipping progress, cart messages and the ways on to the cart page and
 * the checkout. Focus is trapped while open, Escape closes it and focus returns to the trigger.
 */
export function SideCart({
  open,
  onOpenChange,
  cart,
  currency,
  freeShippingThreshold,
  cartHref,
  checkoutHref,
  formAction,
  messages = [],
  onChangeQuantity,
  onRemove,
  pending = false,
  trigger,
}: SideCartProps) {
  const { t, i18n } = useTranslation('cart');
  useReturnFocus(open, trigger === undefined);
  const price = (value: number) => formatMoney(value, { currency: currency ?? defaultCurrency, locale: formatLocaleOf(i18n.language) });
  const empty = isCartEmpty(cart);
  const count = getCartItemCount(cart);
  const shipping = getShippingTotal(cart);
  const net = cart.price?.taxStatus === 'net' || cart.price?.taxStatus === 'tax-free';

  const footer = empty ? null : (
    <div className={styles.footer}>
      {freeShippingThreshold !== undefined ? <FreeShippingProgress cart={cart} threshold={freeShippingThreshold} currency={currency} /> : null}
      <dl className={styles.amounts}>
        <dt className={`${styles.term} ${styles.subtotal}`}>{t('sideCart.subtotal')}</dt>
        <dd className={`${styles.value} ${styles.subtotal}`} data-testid="side-cart-subtotal">
          {price(getSubtotal(cart))}
        </dd>
        <dt className={styles.term}>{t('sideCart.shippingEstimate')}</dt>
        <dd className={styles.value}>{shipping === 0 ? t('summary.shippingFree') : price(shipping)}</dd>
      </dl>
      <p className={styles.vatNote}>{net ? t('summary.exclVat') : t('summary.inclVat')}</p>
      <AppLink href={checkoutHref} className={styles.checkoutLink} onClick={() => onOpenChange(false)}>
        {t('sideCart.toCheckout')}
      </AppLink>
      <AppLink href={cartHref} className={styles.cartLink} onClick={() => onOpenChange(false)}>
        {t('sideCart.toCart')}
      </AppLink>
    </div>
  );

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      side="right"
      title={t('sideCart.title')}
      closeLabel={t('sideCart.close')}
      className={styles.sheet}
      footer={footer}
    >
      <div data-testid="side-cart" aria-busy={pending || undefined}>
        <div role="status">
          {messages.length > 0 ? (
            <ul className={styles.messages}>
              {messages.map((m) => (
                <li key={m.id} className={styles.message} data-type={m.type}>
                  {translateCartMessage(m, t)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {empty ? (
          <div className={styles.empty}>
            <p>{t('sideCart.empty')}</p>
            <button type="button" className={styles.cartLink} onClick={() => onOpenChange(false)}>
              {t('sideCart.continueShopping')}
            </button>
          </div>
        ) : (
          <>
            <p className={styles.count}>{t('sideCart.itemCount', { count })}</p>
            <ul className={styles.lines} aria-label={t('sideCart.items')}>
              {getProductLineItems(cart).map((item) => (
                <li key={item.id} className={styles.line}>
                  <CartLineItem lineItem={item} currency={currency} formAction={formAction} onChangeQuantity={onChangeQuantity} onRemove={onRemove} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Drawer>
  );
}
