import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { changeOrderPaymentMethod, isShopwareId, readOrders, readPaymentMethods, type Schemas, translatedText } from '@gipfel/api';
import { startOrderPayment } from '@gipfel/checkout';
import { OrderDetail, OrderList, orderActionError, orderCriteria, ordersPerPage, readOrderAnswer } from '@gipfel/account';
import type { FormMessage } from '@gipfel/forms';
import { localizePath } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { requireCustomer } from '../../lib/session/account.server';
import { withShop } from '../../lib/server/shop-route.server';
import { paymentReturnUrls, successRedirectPath } from '../../lib/session/checkout-session.server';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';
import { pageParam } from '../../lib/routing/page-param';
import * as styles from '../../styles/account.css';

export const meta = pageMeta('account-order');

export const loader = withShop(async (shop, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const orderId = url.searchParams.get('order');
  if (orderId !== null) {
    const valid = isShopwareId(orderId);
    const { data: loaded } = await requireCustomer(shop, request, (client) =>
      Promise.all([
        valid ? readOrders(client, orderCriteria({ id: orderId, limit: 100 })) : Promise.resolve(null),
        readPaymentMethods(client, { onlyAvailable: true }),
      ]),
    );
    const [answer, methods] = loaded;
    const read = answer ? readOrderAnswer(answer) : null;
    const order = read?.orders.find((o) => o.id === orderId) ?? null;
    return data(
      {
        view: 'detail' as const,
        order,
        paymentChangeable: order ? (read?.paymentChangeable[order.id] ?? true) : false,
        paymentMethods: (methods.elements ?? []).map((m) => ({ id: m.id, name: translatedText(m, 'name') })),
        orders: [],
        page: 1,
        pages: 1,
      },
      { status: order ? 200 : 404 },
    );
  }
  const page = pageParam(url);
  const { data: answer } = await requireCustomer(shop, request, (client) => readOrders(client, orderCriteria({ page })));
  const read = readOrderAnswer(answer);
  return { view: 'list' as const, order: null, paymentChangeable: false, paymentMethods: [], orders: read.orders, page, pages: Math.max(1, Math.ceil(read.total / ordersPerPage)) };
});

export interface OrderActionResult {
  formError: FormMessage;
}

/** "Pay now" of an unpaid order: the checkout's retry flow (change the payment method, then handle-payment). */
export const action = withShop(async (shop, { request }: ActionFunctionArgs) => {
  const { client, language } = await requireCustomer(shop, request);
  const form = await request.formData();
  const orderId = String(form.get('orderId') ?? '');
  const paymentMethodId = String(form.get('paymentMethodId') ?? '');
  const fail = (formError: FormMessage) => data({ formError } satisfies OrderActionResult, { status: 400 });
  if (form.get('intent') !== 'pay' || !isShopwareId(orderId)) return fail({ key: 'account:accountMessages.orderNotFound' });
  if (!isShopwareId(paymentMethodId)) return fail({ key: 'account:accountMessages.paymentMethodNotFound' });

  const answer = readOrderAnswer(await readOrders(client, orderCriteria({ id: orderId, limit: 100 })));
  const order = answer.orders.find((o) => o.id === orderId);
  if (!order) return fail({ key: 'account:accountMessages.orderNotFound' });
  const orderNumber = order.orderNumber ?? '';
  let redirectUrl: string | null = null;
  try {
    await changeOrderPaymentMethod(client, { orderId, paymentMethodId });
    redirectUrl = await startOrderPayment(client, orderId, paymentReturnUrls(request, language)(orderId));
  } catch (error) {
    const formError = orderActionError(error, orderNumber);
    if (!formError) throw error;
    return fail(formError);
  }
  throw redirect(successRedirectPath(language, orderId, redirectUrl), 303);
});

export default function AccountOrderPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as OrderActionResult | undefined;
  const navigation = useNavigation();
  const language = useLanguage();
  const { t } = useTranslation('account');
  const page = localizePath('/account/order', language);

  if (loaded.view === 'detail') {
    return (
      <>
        <PageTitle pageId="account-order" />
        {loaded.order ? (
          <OrderDetail
            order={loaded.order as unknown as Schemas['Order']}
            language={language}
            backHref={page}
            paymentMethods={loaded.paymentMethods}
            paymentChangeable={loaded.paymentChangeable}
            payAction={`${page}?order=${loaded.order.id}`}
            error={result?.formError}
            pending={navigation.state === 'submitting'}
          />
        ) : (
          <div className={styles.stack}>
            <p className={styles.error} role="alert">
              {t('accountMessages.orderNotFound')}
            </p>
            <a href={page}>{t('orderDetail.back')}</a>
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <PageTitle pageId="account-order" />
      <OrderList
        orders={loaded.orders as unknown as Schemas['Order'][]}
        language={language}
        detailHref={(order) => `${page}?order=${order.id}`}
        pagination={{ page: loaded.page, pages: loaded.pages, hrefFor: (p) => `${page}?p=${p}` }}
      />
    </>
  );
}
