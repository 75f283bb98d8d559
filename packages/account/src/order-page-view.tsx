import type { FormMessage } from '@gipfel/forms';
import { useTranslation } from '@gipfel/i18n';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import type { OrderPage } from './order-page';
import * as styles from './account-pages.css';

export interface OrderPageViewProps {
  page: OrderPage;
  /** Page language for dates and amounts (`de`, `en`, `fr`). */
  language: string;
  /** The page's own path, without query: the list, `?order={id}` a detail, `?p={n}` a page. */
  pageHref: string;
  /** The answer to a "pay now" that did not go through. */
  result?: { formError: FormMessage } | null;
  pending?: boolean;
}

/** The account's orders: the list with its pages, or one order with "pay now" while unpaid, or that it was not found. */
export function OrderPageView({ page, language, pageHref, result, pending = false }: OrderPageViewProps) {
  const { t } = useTranslation('account');
  if (page.view === 'list') {
    return (
      <OrderList
        orders={page.orders}
        language={language}
        detailHref={(order) => `${pageHref}?order=${order.id}`}
        pagination={{ page: page.page, pages: page.pages, hrefFor: (p) => `${pageHref}?p=${p}` }}
      />
    );
  }
  if (!page.order) {
    return (
      <div className={styles.stack}>
        <p className={styles.error} role="alert">
          {t('accountMessages.orderNotFound')}
        </p>
        <a href={pageHref}>{t('orderDetail.back')}</a>
      </div>
    );
  }
  return (
    <OrderDetail
      order={page.order}
      language={language}
      backHref={pageHref}
      paymentMethods={page.paymentMethods}
      paymentChangeable={page.paymentChangeable}
      payAction={`${pageHref}?order=${page.order.id}`}
      error={result?.formError}
      pending={pending}
    />
  );
}
