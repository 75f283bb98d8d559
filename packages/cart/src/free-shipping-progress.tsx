import { formatLocaleOf, formatMoney } from '@gipfel/i18n';
import { defaultCurrency } from './currency';
import { useId } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { getFreeShippingProgress } from './cart-logic';
import * as styles from './free-shipping-progress.css';

export interface FreeShippingProgressProps {
  cart: Schemas['Cart'];
  /** Order value from which shipping is free, in the cart currency. */
  threshold: number;
  currency?: string;
}

/** Tells how much more spend earns free shipping, as text and as a progress bar. */
export function FreeShippingProgress({ cart, threshold, currency }: FreeShippingProgressProps) {
  const { t, i18n } = useTranslation('cart');
  const textId = useId();
  const progress = getFreeShippingProgress(cart, threshold);
  const price = (value: number) => formatMoney(value, { currency: currency ?? defaultCurrency, locale: formatLocaleOf(i18n.language) });
  const message = progress.reached ? t('freeShipping.reached') : t('freeShipping.remaining', { amount: price(progress.remaining) });

  return (
    <div className={styles.root}>
      <p id={textId} className={styles.text}>
        {message}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('freeShipping.label')}
        aria-describedby={textId}
        aria-valuemin={0}
        aria-valuemax={progress.threshold}
        aria-valuenow={Math.min(progress.amount, progress.threshold)}
        aria-valuetext={message}
      >
        <div className={styles.bar} style={{ width: `${Math.round(progress.ratio * 100)}%` }} />
      </div>
    </div>
  );
}
