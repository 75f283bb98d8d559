import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { isStoreApiError, readOrders, readPaymentMethods, subscribeNewsletter, unsubscribeNewsletter, translatedText } from '@gipfel/api';
import { AccountOverview, defaultPaymentMethodIdOf, orderCriteria, readNewsletterStatus, readOrderAnswer } from '@gipfel/account';
import { localizePath } from '../../lib/i18n/shop-locales';
import { PageTitle } from '../../components/page-title';
import { requireCustomer } from '../../lib/session/account.server';
import { withShop } from '../../lib/server/shop-route.server';
import { useLanguage } from '../../lib/i18n/language';
import { storefrontUrlFor } from '../../lib/session/auth.server';
import { pageMeta } from '../../lib/i18n/page-meta';

export const meta = pageMeta('account');

export const loader = withShop(async (shop, { request }: LoaderFunctionArgs) => {
  const { customer, data: loaded } = await requireCustomer(shop, request, (client) =>
    Promise.all([readOrders(client, orderCriteria({ limit: 3 })), readPaymentMethods(client), readNewsletterStatus(client)]),
  );
  const [answer, methods, newsletter] = loaded;
  const methodId = defaultPaymentMethodIdOf(customer);
  const method = (methods.elements ?? []).find((m) => m.id === methodId);
  return {
    customer,
    orders: readOrderAnswer(answer).orders.slice(0, 3),
    paymentMethodName: method ? translatedText(method, 'name') : null,
    newsletter,
  };
});

/** Newsletter subscribe (double opt-in mail) and unsubscribe for the customer's email. */
export const action = withShop(async (shop, { request }: ActionFunctionArgs) => {
  const { client, language, customer } = await requireCustomer(shop, request);
  const intent = (await request.formData()).get('intent');
  const email = customer.email ?? '';
  const page = localizePath('/account', language);
  try {
    if (intent === 'newsletter-subscribe') {
      await subscribeNewsletter(client, { email, option: 'subscribe', storefrontUrl: storefrontUrlFor(request, language) });
      throw redirect(`${page}?newsletter=sent`, 303);
    }
    if (intent === 'newsletter-unsubscribe') {
      await unsubscribeNewsletter(client, { email });
      throw redirect(`${page}?newsletter=unsubscribed`, 303);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isStoreApiError(error) || error.status >= 500) throw error;
  }
  throw redirect(page, 303);
});

export default function AccountOverviewPage() {
  const { customer, orders, paymentMethodName, newsletter } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const language = useLanguage();
  const path = (p: string) => localizePath(p, language);
  const notice = params.get('newsletter');
  return (
    <>
      <PageTitle pageId="account" />
      <AccountOverview
        customer={customer}
        latestOrders={orders}
        paymentMethodName={paymentMethodName}
        newsletter={{ status: newsletter, action: path('/account'), notice: notice === 'sent' || notice === 'unsubscribed' ? notice : null }}
        language={language}
        hrefs={{
          profile: path('/account/profile'),
          addresses: path('/account/address'),
          orders: path('/account/order'),
          payment: path('/account/payment'),
          order: (order) => `${path('/account/order')}?order=${order.id}`,
        }}
      />
    </>
  );
}
