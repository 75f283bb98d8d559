import { createElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@gipfel/api';
import { formatPrice, priceLocale } from '@gipfel/cart';
import { Button } from '@gipfel/ui';
import { getLatestTransaction, getOrderPaymentActions, getOrderPaymentState } from './order-payment';
import * as styles from './order-outcome.css';

export interface OrderOutcomeProps {
  order: Schemas['Order'];
  /** Where the shopper contacts the shop about the order. */
  contactHref: string;
  /** Page that restarts the payment of this order (e.g. the account order page). */
  retryHref?: string;
  /** With JavaScript: restarts the payment instead of following `retryHref`. */
  onRetry?: () => void;
  /** The Store API's `paymentChangeable[order.id]`; when false only contact is offered. */
  paymentChangeable?: boolean;
  /** Heading level of the title (default 1: the success page's main heading). */
  headingLevel?: 1 | 2 | 3;
}

/** The success page: paid, or unpaid with retry and contact (spec §4). */
export function OrderOutcome({ order, contactHref, retryHref, onRetry, paymentChangeable = true, headingLevel = 1 }: OrderOutcomeProps) {
  const { t, i18n } = useTranslation('checkout');
  const titleId = useId();
  const state = getOrderPaymentState(order);
  const actions = getOrderPaymentActions(order, paymentChangeable);
  const paymentMethod = getLatestTransaction(order)?.paymentMethod;
  const orderNumber = order.orderNumber ?? '';
  const date = order.orderDateTime ? new Intl.DateTimeFormat(priceLocale(i18n.language), { dateStyle: 'long' }).format(new Date(order.orderDateTime)) : null;
  const total = order.amountTotal ?? order.price?.totalPrice;
  const canRetry = actions.includes('retry') && (onRetry || retryHref);

  return (
    <section className={styles.root} aria-labelledby={titleId} data-payment-state={state}>
      {createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, state === 'paid' ? t('outcome.paidTitle') : t('outcome.unpaidTitle'))}
      <p className={styles.text}>{state === 'paid' ? t('outcome.paidText', { orderNumber }) : t('outcome.unpaidText', { orderNumber })}</p>

      <dl className={styles.details}>
        <dt className={styles.term}>{t('outcome.orderNumber')}</dt>
        <dd className={styles.value}>{orderNumber}</dd>
        {date && (
          <>
            <dt className={styles.term}>{t('outcome.orderDate')}</dt>
            <dd className={styles.value}>{date}</dd>
          </>
        )}
        {total !== undefined && (
          <>
            <dt className={styles.term}>{t('outcome.total')}</dt>
            <dd className={styles.value}>{formatPrice(total, { currency: order.currency?.isoCode, language: i18n.language })}</dd>
          </>
        )}
        {paymentMethod && (
          <>
            <dt className={styles.term}>{t('outcome.paymentMethod')}</dt>
            <dd className={styles.value}>{paymentMethod.translated?.name ?? paymentMethod.name}</dd>
          </>
        )}
      </dl>

      {state === 'paid' ? (
        <p className={styles.note}>{t('outcome.paidLocked')}</p>
      ) : (
        <div className={styles.actions}>
          {canRetry &&
            (onRetry ? (
              <Button onClick={onRetry}>{t('outcome.retry')}</Button>
            ) : (
              <a className={styles.primaryActionLink} href={retryHref}>
                {t('outcome.retry')}
              </a>
            ))}
          <a href={contactHref}>{t('outcome.contact')}</a>
        </div>
      )}
    </section>
  );
}
