import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { payAccountOrder } from '@gipfel/checkout';
import { loadOrderPage, OrderPageView } from '@gipfel/account';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import { requireCustomer } from '../../lib/session/account.server';
import { withShop } from '../../lib/server/shop-route.server';
import { paymentReturnUrls, successRedirectPath } from '../../lib/session/checkout-session.server';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';
import { pageParam } from '../../lib/routing/page-param';

export const meta = pageMeta('account-order');

export const loader = withShop(async (shop, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const orderId = url.searchParams.get('order');
  const { data: page } = await requireCustomer(shop, request, (client) => loadOrderPage(client, { orderId, page: pageParam(url) }));
  return data(page, { status: page.view === 'detail' && !page.order ? 404 : 200 });
});

/** "Pay now" of an unpaid order: the checkout's retry flow (change the payment method, then handle-payment). */
export const action = withShop(async (shop, { request }: ActionFunctionArgs) => {
  const { client, language } = await requireCustomer(shop, request);
  const outcome = await payAccountOrder(client, await request.formData(), paymentReturnUrls(request, language));
  if (!outcome.ok) return data({ formError: outcome.formError }, { status: 400 });
  throw redirect(successRedirectPath(language, outcome.orderId, outcome.redirectUrl), 303);
});

export default function AccountOrderPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const language = useLanguage();
  return (
    <>
      <PageTitle pageId="account-order" />
      <OrderPageView
        page={page}
        language={language}
        pageHref={localizePath('/account/order', language)}
        result={result}
        pending={navigation.state === 'submitting'}
      />
    </>
  );
}
