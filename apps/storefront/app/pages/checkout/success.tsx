import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { defaultCurrency } from '@gipfel/cart';
import { getOrderOutcomeTextKeys, getOrderPaymentState, loadOrder, usePaymentRedirect } from '@gipfel/checkout';
import { formatLocaleOf, formatMoney, useTranslation } from '@gipfel/i18n';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import { isStorePaymentRedirect, readOrderAccess } from '../../lib/session/checkout-session.server';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';
import { withShop } from '../../lib/server/shop-route.server';
import * as styles from '../../styles/checkout.css';
import * as shell from '../../styles/shell.css';

export const meta = pageMeta('checkout-success');

export const loader = withShop(async ({ client }, { request, params }: LoaderFunctionArgs) => {
  const loaded = await loadOrder(client, params.id ?? '', readOrderAccess(request));
  const requested = new URL(request.url).searchParams.get('redirect');
  // Only the payment gateway of our Store API: never an open redirect.
  const paymentUrl = loaded && requested && isStorePaymentRedirect(requested) ? requested : null;
  const order = loaded?.order;
  return data(
    {
      order: order
        ? {
            id: order.id,
            orderNumber: order.orderNumber ?? '',
            total: order.amountTotal ?? order.price?.totalPrice ?? 0,
            currency: order.currency?.isoCode ?? 'CHF',
            // The package's rule: an invoice order is open by design (received), a card payment not made is pending.
            paymentState: getOrderPaymentState(order),
          }
        : null,
      paymentUrl,
    },
    { status: order ? 200 : 404 },
  );
});

function PaymentRedirectNotice({ url }: { url: string }) {
  const { t } = useTranslation('checkout');
  const { secondsLeft, redirectNow } = usePaymentRedirect(url);
  return (
    <div className={styles.redirect} role="status">
      <p>{t('page.redirecting', { count: secondsLeft })}</p>
      <p>
        <a
          href={url}
          onClick={(event) => {
            event.preventDefault();
            redirectNow();
          }}
        >
          {t('page.redirectNow')}
        </a>
      </p>
    </div>
  );
}

export default function CheckoutSuccessPage() {
  const { order, paymentUrl } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <>
      <PageTitle pageId="checkout-success" />
      {order ? (
        <>
          {paymentUrl ? (
            // On the way to the payment provider: the payment has not been tried yet.
            <p>{t('page.thanks', { orderNumber: order.orderNumber })}</p>
          ) : (
            <p data-payment-state={order.paymentState}>{t(getOrderOutcomeTextKeys(order.paymentState).text, { orderNumber: order.orderNumber })}</p>
          )}
          <dl>
            <dt>{t('page.orderNumber')}</dt>
            <dd data-testid="order-number">{order.orderNumber}</dd>
            <dt>{t('page.total')}</dt>
            <dd data-testid="order-total">{formatMoney(order.total, { currency: order.currency ?? defaultCurrency, locale: formatLocaleOf(i18n.language) })}</dd>
          </dl>
          {paymentUrl ? (
            <PaymentRedirectNotice url={paymentUrl} />
          ) : (
            (order.paymentState === 'pending' || order.paymentState === 'failed') && (
              <p>
                <a href={`${localizePath('/checkout', language)}/success/${order.id}/unpaid`} className={shell.standaloneLink}>
                  {t('outcome.retry')}
                </a>
              </p>
            )
          )}
        </>
      ) : (
        <p>{t('page.orderNotFound')}</p>
      )}
      <p>
        <a href={localizePath('/', language)} className={shell.standaloneLink}>
          {t('page.continueShopping')}
        </a>
      </p>
    </>
  );
}
