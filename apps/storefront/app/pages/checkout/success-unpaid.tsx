import type { Schemas } from '@gipfel/api';
import { loadOrder, retryOrderPayment, type OrderErrorKey } from '@gipfel/checkout';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CheckoutOrderOutcome } from '../../components/checkout-order-outcome';
import { PageTitle } from '../../components/page-title';
import { outcomeLoader } from '../../lib/checkout-outcome.server';
import { paymentReturnUrls, readOrderAccess, successRedirectPath } from '../../lib/checkout-session.server';
import { languageOf } from '../../lib/language';
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
  const loaded = await loadOrder(client, orderId, readOrderAccess(request)).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  if (!loaded) return fail('orderNotFound');
  const result = await retryOrderPayment(client, {
    orderId,
    paymentMethodId: String(form.get('paymentMethodId') ?? ''),
    returnUrls: paymentReturnUrls(request, language)(orderId),
  }).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  if (!result.ok) return fail(result.error);
  throw redirect(successRedirectPath(language, orderId, result.redirectUrl), { status: 303, headers });
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
