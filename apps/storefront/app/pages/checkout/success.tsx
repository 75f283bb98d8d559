import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatPrice } from '@gipfel/cart';
import { loadOrder, usePaymentRedirect } from '@gipfel/checkout';
import { useTranslation } from '@gipfel/i18n';
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
      order: order ? { orderNumber: order.orderNumber ?? '', total: order.amountTotal ?? order.price?.totalPrice ?? 0, currency: order.currency?.isoCode ?? 'CHF' } : null,
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
          <p>{t('page.thanks', { orderNumber: order.orderNumber })}</p>
          <dl>
            <dt>{t('page.orderNumber')}</dt>
            <dd data-testid="order-number">{order.orderNumber}</dd>
            <dt>{t('page.total')}</dt>
            <dd data-testid="order-total">{formatPrice(order.total, { currency: order.currency, language: i18n.language })}</dd>
          </dl>
          {paymentUrl && <PaymentRedirectNotice url={paymentUrl} />}
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
