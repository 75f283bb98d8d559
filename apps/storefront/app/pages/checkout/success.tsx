import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatPrice } from '@gipfel/cart';
import { usePaymentRedirect } from '@gipfel/checkout';
import { localizePath } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { isAllowedPaymentRedirect, loadOrder } from '../../lib/checkout.server';
import { languageOf, useLanguage } from '../../lib/language';
import { pageMeta } from '../../lib/page-meta';
import { createLocalizedStoreApiSession, toErrorResponse } from '../../lib/store-api.server';
import * as styles from '../../styles/checkout.css';

export const meta = pageMeta('checkout-success');

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { client, headers } = await createLocalizedStoreApiSession(request, languageOf(request));
  const loaded = await loadOrder(client, request, params.id ?? '').catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  headers.set('Cache-Control', 'no-store');
  const requested = new URL(request.url).searchParams.get('redirect');
  // Only the payment gateway of our Store API: never an open redirect.
  const paymentUrl = loaded && requested && isAllowedPaymentRedirect(requested) ? requested : null;
  const order = loaded?.order;
  return data(
    {
      order: order ? { orderNumber: order.orderNumber ?? '', total: order.amountTotal ?? order.price?.totalPrice ?? 0, currency: order.currency?.isoCode ?? 'CHF' } : null,
      paymentUrl,
    },
    { headers, status: order ? 200 : 404 },
  );
}

function PaymentRedirectNotice({ url }: { url: string }) {
  const { t } = useTranslation('storefront');
  const { secondsLeft, redirectNow } = usePaymentRedirect(url);
  return (
    <div className={styles.redirect} role="status">
      <p>{t('checkout.redirecting', { count: secondsLeft })}</p>
      <p>
        <a
          href={url}
          onClick={(event) => {
            event.preventDefault();
            redirectNow();
          }}
        >
          {t('checkout.redirectNow')}
        </a>
      </p>
    </div>
  );
}

export default function CheckoutSuccessPage() {
  const { order, paymentUrl } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('storefront');
  const language = useLanguage();
  return (
    <>
      <PageTitle pageId="checkout-success" />
      {order ? (
        <>
          <p>{t('checkout.thanks', { orderNumber: order.orderNumber })}</p>
          <dl>
            <dt>{t('checkout.orderNumber')}</dt>
            <dd data-testid="order-number">{order.orderNumber}</dd>
            <dt>{t('checkout.total')}</dt>
            <dd>{formatPrice(order.total, { currency: order.currency, language: i18n.language })}</dd>
          </dl>
          {paymentUrl && <PaymentRedirectNotice url={paymentUrl} />}
        </>
      ) : (
        <p>{t('checkout.orderNotFound')}</p>
      )}
      <p>
        <a href={localizePath('/', language)}>{t('checkout.continueShopping')}</a>
      </p>
    </>
  );
}
