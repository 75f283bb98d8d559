import { formatLocaleOf, formatMoney, useTranslation } from '@gipfel/i18n';
import { createElement, useId } from 'react';
import { defaultCurrency } from './currency';
import type { Schemas } from '@gipfel/api';
import { getCartTotal, getPromotionLineItems, getShippingTotal, getSubtotal } from './cart-logic';
import * as styles from './cart-summary.css';

export interface CartSummaryProps {
  cart: Schemas['Cart'];
  /** ISO code of the context currency; CHF when not given. */
  currency?: string;
  /**
   * Heading level of its "Summary" title (default 2). `false`: no title and no region of its own,
   * for a host section that already has its heading (the checkout's summary step).
   */
  headingLevel?: 2 | 3 | 4 | false;
}

/** Subtotal, promotions, shipping and total of the cart, with the VAT note. */
export function CartSummary({ cart, currency, headingLevel = 2 }: CartSummaryProps) {
  const { t, i18n } = useTranslation('cart');
  const titleId = useId();
  const price = (value: number) => formatMoney(value, { currency: currency ?? defaultCurrency, locale: formatLocaleOf(i18n.language) });
  const shipping = getShippingTotal(cart);
  const net = cart.price?.taxStatus === 'net' || cart.price?.taxStatus === 'tax-free';

  const content = (
    <>
      <dl className={styles.list}>
        <dt className={styles.term}>{t('summary.subtotal')}</dt>
        <dd className={styles.value}>{price(getSubtotal(cart))}</dd>
        {getPromotionLineItems(cart).map((promotion) => (
          <div key={promotion.id} className={styles.group}>
            <dt className={styles.term}>{t('summary.discount', { label: promotion.label ?? '' })}</dt>
            <dd className={styles.value}>{price(promotion.price?.totalPrice ?? 0)}</dd>
          </div>
        ))}
        <dt className={styles.term}>{t('summary.shipping')}</dt>
        <dd className={styles.value}>{shipping === 0 ? t('summary.shippingFree') : price(shipping)}</dd>
        <dt className={`${styles.term} ${styles.total}`}>{t('summary.total')}</dt>
        <dd className={`${styles.value} ${styles.total}`}>{price(getCartTotal(cart))}</dd>
      </dl>
      <p className={styles.vatNote}>{net ? t('summary.exclVat') : t('summary.inclVat')}</p>
    </>
  );
  if (headingLevel === false) return <div className={styles.root}>{content}</div>;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, t('summary.title'))}
      {content}
    </section>
  );
}
