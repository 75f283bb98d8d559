import { useId } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { formatPrice } from './format-price';
import { getCartTotal, getPromotionLineItems, getShippingTotal, getSubtotal } from './cart-logic';
import * as styles from './cart-summary.css';

export interface CartSummaryProps {
  cart: Schemas['Cart'];
  /** ISO code of the context currency; CHF when not given. */
  currency?: string;
}

/** Subtotal, promotions, shipping and total of the cart, with the VAT note. */
export function CartSummary({ cart, currency }: CartSummaryProps) {
  const { t, i18n } = useTranslation('cart');
  const titleId = useId();
  const price = (value: number) => formatPrice(value, { currency, language: i18n.language });
  const shipping = getShippingTotal(cart);
  const net = cart.price?.taxStatus === 'net' || cart.price?.taxStatus === 'tax-free';

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('summary.title')}
      </h2>
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
    </section>
  );
}
