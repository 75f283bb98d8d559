import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import * as styles from './account-pages.css';
import { formatLocaleOf, useShopTimeZone } from '@gipfel/i18n';
import { formatOrderAmount, formatOrderDate, orderDateOf, orderStateKey, paymentMethodName, paymentStateKey } from './order-display';

export interface OrderListProps {
  orders: ReadonlyArray<Schemas['Order']>;
  /** Page language; dates and amounts are written in its formatting locale (`formatLocaleOf`) and the `ShopFormatProvider`'s time zone. */
  language: string;
  /** Link to an order's detail. */
  detailHref: (order: Schemas['Order']) => string;
  /** Paging when there are more orders than one page holds. */
  pagination?: { page: number; pages: number; hrefFor: (page: number) => string };
}

/** The customer's orders: number, date, status, payment, total, with a link to each detail. */
export function OrderList({ orders, language, detailHref, pagination }: OrderListProps) {
  const locale = formatLocaleOf(language);
  const timeZone = useShopTimeZone();
  const { t } = useTranslation('account');
  if (orders.length === 0) return <p>{t('orders.empty')}</p>;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.number')}</th>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.payment')}</th>
              <th scope="col" className={styles.numeric}>
                {t('orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => {
              const method = paymentMethodName(order);
              return (
                <tr key={order.id} data-testid="order-row">
                  <th scope="row">
                    <a href={detailHref(order)} aria-label={t('orders.details', { orderNumber: order.orderNumber ?? '' })}>
                      {order.orderNumber}
                    </a>
                  </th>
                  <td>{formatOrderDate(orderDateOf(order), locale, timeZone)}</td>
                  <td>{t(`orderState.${orderStateKey(order)}`)}</td>
                  <td>
                    {t(`paymentState.${paymentStateKey(order)}`)}
                    {method && <span className={styles.muted}> · {method}</span>}
                  </td>
                  <td className={styles.numeric}>{formatOrderAmount(order.amountTotal ?? order.price?.totalPrice, order.currency?.isoCode, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination && pagination.pages > 1 && (
        <nav className={styles.pagination} aria-label={t('orders.pagination')}>
          {pagination.page > 1 && <a href={pagination.hrefFor(pagination.page - 1)}>{t('orders.previous')}</a>}
          <span aria-current="page">{t('orders.page', { page: pagination.page, pages: pagination.pages })}</span>
          {pagination.page < pagination.pages && <a href={pagination.hrefFor(pagination.page + 1)}>{t('orders.next')}</a>}
        </nav>
      )}
    </>
  );
}
