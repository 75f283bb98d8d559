import { createElement, useId } from 'react';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { formatLocaleOf, formatMoney, formatShopDate, useShopTimeZone, useTranslation } from '@gipfel/i18n';
import { defaultCurrency } from '@gipfel/cart';
import { Button } from '@gipfel/ui';
import { getLatestTransaction, getOrderOutcomeTextKeys, getOrderPaymentActions, getOrderPaymentState, type OrderErrorKey } from './order-payment';
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
  /**
   * Where the retry form posts (`intent=retry-payment`, `orderId`, `paymentMethodId`): the shopper
   * chooses a method and pays again on the page itself. Used before `onRetry` and `retryHref`.
   */
  retryAction?: string;
  /** The methods the retry form offers (those allowed after the order); the current one is preselected. */
  paymentMethods?: ReadonlyArray<{ id: string; name: string }>;
  /** Why the last retry failed: a key under `checkout:errors.*`. */
  retryError?: OrderErrorKey | null;
  /** A retry is on its way: the button is disabled. */
  retryPending?: boolean;
}

/**
 * The success page: paid; open (paid later by design, e.g. by invoice: received, with
 * contact); or pending / failed with retry (choose a method and pay again) and contact.
 */
export function OrderOutcome({
  order,
  contactHref,
  retryHref,
  onRetry,
  paymentChangeable = true,
  headingLevel = 1,
  retryAction,
  paymentMethods = [],
  retryError = null,
  retryPending = false,
}: OrderOutcomeProps) {
  const { t, i18n } = useTranslation('checkout');
  const timeZone = useShopTimeZone();
  const titleId = useId();
  const methodsId = useId();
  const state = getOrderPaymentState(order);
  const texts = getOrderOutcomeTextKeys(state);
  const actions = getOrderPaymentActions(order, paymentChangeable);
  const paymentMethod = getLatestTransaction(order)?.paymentMethod;
  const orderNumber = order.orderNumber ?? '';
  const locale = formatLocaleOf(i18n.language);
  const date = formatShopDate(order.orderDateTime, locale, { timeZone }) || null;
  const total = order.amountTotal ?? order.price?.totalPrice;
  const canRetry = actions.includes('retry') && (onRetry || retryHref);
  const retryForm = actions.includes('retry') && retryAction !== undefined && paymentMethods.length > 0;
  const currentMethodId = getLatestTransaction(order)?.paymentMethodId;
  const preselected = paymentMethods.some((m) => m.id === currentMethodId) ? currentMethodId : paymentMethods[0]?.id;

  return (
    <section className={styles.root} aria-labelledby={titleId} data-payment-state={state}>
      {createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, t(texts.title))}
      <p className={styles.text}>{t(texts.text, { orderNumber })}</p>

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
            <dd className={styles.value}>{formatMoney(total, { currency: order.currency?.isoCode || defaultCurrency, locale })}</dd>
          </>
        )}
        {paymentMethod && (
          <>
            <dt className={styles.term}>{t('outcome.paymentMethod')}</dt>
            <dd className={styles.value}>{translatedText(paymentMethod, 'name')}</dd>
          </>
        )}
      </dl>

      {state === 'paid' ? (
        <p className={styles.note}>{t('outcome.paidLocked')}</p>
      ) : state === 'open' ? (
        <div className={styles.actions}>
          <a href={contactHref}>{t('outcome.contact')}</a>
        </div>
      ) : (
        <div className={styles.actions}>
          {retryError && (
            <p className={styles.error} role="alert">
              {t(`errors.${retryError}`, { orderNumber })}
            </p>
          )}
          {retryForm ? (
            <form method="post" action={retryAction} className={styles.retryForm}>
              <input type="hidden" name="intent" value="retry-payment" />
              <input type="hidden" name="orderId" value={order.id} />
              <fieldset className={styles.methods} aria-describedby={methodsId}>
                <legend className={styles.legend}>{t('outcome.chooseMethod')}</legend>
                <p id={methodsId} className={styles.note}>
                  {t('outcome.chooseMethodHint')}
                </p>
                {paymentMethods.map((method) => (
                  <label key={method.id} className={styles.method}>
                    <input type="radio" name="paymentMethodId" value={method.id} defaultChecked={method.id === preselected} required />
                    <span>{method.name}</span>
                  </label>
                ))}
              </fieldset>
              <Button type="submit" disabled={retryPending}>
                {t('outcome.retry')}
              </Button>
            </form>
          ) : (
            canRetry &&
            (onRetry ? (
              <Button onClick={onRetry}>{t('outcome.retry')}</Button>
            ) : (
              <a className={styles.primaryActionLink} href={retryHref}>
                {t('outcome.retry')}
              </a>
            ))
          )}
          <a href={contactHref}>{t('outcome.contact')}</a>
        </div>
      )}
    </section>
  );
}
