import { loadOrder, retryOrderPayment, type OrderErrorKey } from '@gipfel/checkout';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CheckoutOrderOutcome } from '../../components/checkout-order-outcome';
import { PageTitle } from '../../components/page-title';
import { outcomeLoader } from './outcome.server';
import { paymentReturnUrls, readOrderAccess, successRedirectPath } from '../../lib/session/checkout-session.server';
import { pageMeta } from '../../lib/i18n/page-meta';
import { withShop } from '../../lib/server/shop-route.server';

export const meta = pageMeta('checkout-success-unpaid');

export const loader = outcomeLoader({ paymentMethods: true });

/**
 * "Pay again": the shopper chooses a payment method for the unpaid order and is sent to the
 * success page, which redirects to the payment gateway (or shows the order when nothing is to pay now).
 */
export const action = withShop(async ({ client, language }, { request, params }: ActionFunctionArgs) => {
  const form = await request.formData();
  const orderId = params.id ?? '';
  const fail = (error: OrderErrorKey) => data({ error }, { status: 400 });
  if (form.get('intent') !== 'retry-payment' || form.get('orderId') !== orderId) return fail('orderNotFound');
  // Only an order the shopper may see (a guest's through the order cookie, a customer's own).
  const loaded = await loadOrder(client, orderId, readOrderAccess(request));
  if (!loaded) return fail('orderNotFound');
  const result = await retryOrderPayment(client, {
    orderId,
    paymentMethodId: String(form.get('paymentMethodId') ?? ''),
    returnUrls: paymentReturnUrls(request, language)(orderId),
  });
  if (!result.ok) return fail(result.error);
  throw redirect(successRedirectPath(language, orderId, result.redirectUrl), 303);
});

export default function CheckoutSuccessUnpaidPage() {
  const { order, paymentChangeable, paymentMethods } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <>
      <PageTitle pageId="checkout-success-unpaid" />
      <CheckoutOrderOutcome
        order={order}
        paymentChangeable={paymentChangeable}
        paymentMethods={paymentMethods}
        retryError={failed?.error ?? null}
        retryPending={navigation.state === 'submitting'}
      />
    </>
  );
}
