import type { Schemas } from '@gipfel/api';
import type { OrderErrorKey } from '@gipfel/checkout';
import { localizePath } from '@gipfel/i18n';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CheckoutOrderOutcome } from '../../components/checkout-order-outcome';
import { PageTitle } from '../../components/page-title';
import { outcomeLoader } from '../../lib/checkout-outcome.server';
import { isAllowedPaymentRedirect, loadOrder, retryOrderPayment } from '../../lib/checkout.server';
import { languageOf } from '../../lib/language';
import { publicOrigin } from '../../lib/origin.server';
import { pageMeta } from '../../lib/page-meta';
import { createLocalizedStoreApiSession, toErrorResponse } from '../../lib/store-api.server';

export const meta = pageMeta('checkout-success-unpaid');

export function loader(args: LoaderFunctionArgs) {
  return outcomeLoader(args, { paymentMethods: true });
}

/**
 * "Pay again": the shopper chooses a payment method for the unpaid order and is sent to the
 * success page, which redirects to the payment gateway (or shows the order when nothing is to pay now).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const language = languageOf(request);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  const form = await request.formData();
  const orderId = params.id ?? '';
  const fail = (error: OrderErrorKey) => data({ error }, { status: 400, headers });
  if (form.get('intent') !== 'retry-payment' || form.get('orderId') !== orderId) return fail('orderNotFound');
  // Only an order the shopper may see (a guest's through the order cookie, a customer's own).
  const loaded = await loadOrder(client, request, orderId).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  if (!loaded) return fail('orderNotFound');
  const checkout = localizePath('/checkout', language);
  const result = await retryOrderPayment(client, {
    orderId,
    paymentMethodId: String(form.get('paymentMethodId') ?? ''),
    origin: publicOrigin(request),
    prefix: checkout.replace(/\/checkout$/, ''),
  }).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  if (!result.ok) return fail(result.error);
  const success = `${checkout}/success/${orderId}`;
  throw redirect(result.redirectUrl && isAllowedPaymentRedirect(result.redirectUrl) ? `${success}?redirect=${encodeURIComponent(result.redirectUrl)}` : success, {
    status: 303,
    headers,
  });
}

export default function CheckoutSuccessUnpaidPage() {
  const { order, paymentChangeable, paymentMethods } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <>
      <PageTitle pageId="checkout-success-unpaid" />
      <CheckoutOrderOutcome
        order={order as unknown as Schemas['Order'] | null}
        paymentChangeable={paymentChangeable}
        paymentMethods={paymentMethods}
        retryError={failed?.error ?? null}
        retryPending={navigation.state === 'submitting'}
      />
    </>
  );
}
