import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import type { FormMessage } from '@gipfel/forms';
import { Button } from '@gipfel/ui';
import { Notice, useMessage } from './account-form-parts';
import { AddressCard } from './address-card';
import * as styles from './account-pages.css';
import { formatLocaleOf, useShopTimeZone } from '@gipfel/i18n';
import { formatOrderAmount, formatOrderDate, orderDateOf, orderStateKey, paymentMethodIdOf, paymentMethodName, paymentStateKey } from './order-display';

export interface OrderDetailProps {
  order: Schemas['Order'];
  language: string;
  backHref?: string;
  /** Payment methods offered for "pay now" on an unpaid order; without any the current method is used. */
  paymentMethods?: ReadonlyArray<{ id: string; name: string }>;
  /** The Store API says the order's payment can still be changed (`paymentChangeable`). */
  paymentChangeable?: boolean;
  /** Where "pay now" posts (`intent=pay`, `orderId`, `paymentMethodId`). */
  payAction?: string;
  /** Outcome of a failed "pay now". */
  error?: FormMessage;
  /** Link of a download (digital product) by its id. */
  downloadHref?: (downloadId: string) => string;
  pending?: boolean;
}

type Download = { id: string; accessGranted?: boolean; media?: { fileName?: string; fileExtension?: string } };

/** One order: status, items, shipping costs, addresses, downloads and "pay now" while unpaid. */
export function OrderDetail({ order, language, backHref, paymentMethods = [], paymentChangeable = true, payAction, error, downloadHref, pending = false }: OrderDetailProps) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const currency = order.currency?.isoCode;
  const locale = formatLocaleOf(language);
  const timeZone = useShopTimeZone();
  const money = (value: number | null | undefined) => formatOrderAmount(value, currency, locale);
  const payment = paymentStateKey(order);
  const delivery = order.deliveries?.[0];
  const billing = order.billingAddress ?? order.addresses?.find((a) => a.id === order.billingAddressId);
  const shipping = delivery?.shippingOrderAddress;
  const items = (order.lineItems ?? []).filter((item) => !item.parentId);
  const downloads = items.flatMap((item) => ((item as { downloads?: Download[] | null }).downloads ?? []).filter((d) => d.accessGranted).map((d) => ({ ...d, label: item.label ?? '' })));
  const currentMethodId = paymentMethodIdOf(order);
  const methods = paymentMethods.length ? paymentMethods : currentMethodId ? [{ id: currentMethodId, name: paymentMethodName(order) }] : [];
  const orderNumber = order.orderNumber ?? '';

  return (
    <article className={styles.stack} aria-labelledby="order-detail-title" data-testid="order-detail">
      <h2 id="order-detail-title" className={styles.heading}>
        {t('orderDetail.title', { orderNumber })}
      </h2>
      {error && <Notice kind="error">{message(error)}</Notice>}
      <dl className={styles.totals}>
        <dt>{t('orders.date')}</dt>
        <dd>{formatOrderDate(orderDateOf(order), locale, timeZone)}</dd>
        <dt>{t('orders.status')}</dt>
        <dd>{t(`orderState.${orderStateKey(order)}`)}</dd>
        <dt>{t('orders.payment')}</dt>
        <dd>{t(`paymentState.${payment}`)}</dd>
        <dt>{t('orders.paymentMethod')}</dt>
        <dd>{paymentMethodName(order)}</dd>
        {delivery?.shippingMethod && (
          <>
            <dt>{t('orderDetail.shippingMethod')}</dt>
            <dd>{translatedText(delivery.shippingMethod, 'name')}</dd>
          </>
        )}
      </dl>

      <section className={styles.section} aria-labelledby="order-detail-items">
        <h3 id="order-detail-items" className={styles.heading}>
          {t('orderDetail.items')}
        </h3>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('orderDetail.product')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('orderDetail.quantity')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('orderDetail.unitPrice')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('orderDetail.subtotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{item.label}</td>
                  <td className={styles.numeric}>{item.quantity}</td>
                  <td className={styles.numeric}>{money(item.unitPrice)}</td>
                  <td className={styles.numeric}>{money(item.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.totals}>
          <dt>{t('orderDetail.subtotal')}</dt>
          <dd>{money(order.positionPrice ?? order.price?.positionPrice)}</dd>
          <dt>{t('orderDetail.shippingCosts')}</dt>
          <dd>{money(order.shippingTotal ?? order.shippingCosts?.totalPrice)}</dd>
          <dt>{t('orderDetail.total')}</dt>
          <dd>
            <strong>{money(order.amountTotal ?? order.price?.totalPrice)}</strong>
          </dd>
        </dl>
      </section>

      <div className={styles.grid}>
        {billing && (
          <section className={styles.section} aria-labelledby="order-detail-billing">
            <h3 id="order-detail-billing" className={styles.heading}>
              {t('orderDetail.billingAddress')}
            </h3>
            <AddressCard address={billing} />
          </section>
        )}
        {shipping && (
          <section className={styles.section} aria-labelledby="order-detail-shipping">
            <h3 id="order-detail-shipping" className={styles.heading}>
              {t('orderDetail.shippingAddress')}
            </h3>
            <AddressCard address={shipping} />
          </section>
        )}
      </div>

      {downloads.length > 0 && downloadHref && (
        <section className={styles.section} aria-labelledby="order-detail-downloads">
          <h3 id="order-detail-downloads" className={styles.heading}>
            {t('orderDetail.downloads')}
          </h3>
          <ul>
            {downloads.map((d) => (
              <li key={d.id}>
                <a href={downloadHref(d.id)} download>
                  {t('orderDetail.download', { name: d.media?.fileName ? `${d.media.fileName}.${d.media.fileExtension ?? ''}` : d.label })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {payment === 'paid' ? (
        <p className={styles.muted}>{t('orderDetail.paidHint')}</p>
      ) : (
        <section className={styles.section} aria-labelledby="order-detail-pay">
          <h3 id="order-detail-pay" className={styles.heading}>
            {t('orderDetail.unpaidHint')}
          </h3>
          {paymentChangeable && methods.length > 0 && (
            <form method="post" action={payAction} className={styles.form}>
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="orderId" value={order.id} />
              {methods.length > 1 ? (
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{t('orderDetail.payWith')}</legend>
                  {methods.map((method) => (
                    <label key={method.id} className={styles.choice}>
                      <input type="radio" name="paymentMethodId" value={method.id} defaultChecked={method.id === currentMethodId} required />
                      {method.name}
                    </label>
                  ))}
                </fieldset>
              ) : (
                <input type="hidden" name="paymentMethodId" value={methods[0]!.id} />
              )}
              <div className={styles.actions}>
                <Button type="submit" disabled={pending}>
                  {t('orderDetail.payNow')}
                </Button>
              </div>
            </form>
          )}
        </section>
      )}

      {backHref && <a href={backHref}>{t('orderDetail.back')}</a>}
    </article>
  );
}
