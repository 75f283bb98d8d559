import { useLoaderData } from '@remix-run/react';
import { CheckoutOrderOutcome } from '../../components/checkout-order-outcome';
import { PageTitle } from '../../components/page-title';
import { outcomeLoader } from './outcome.server';
import { pageMeta } from '../../lib/i18n/page-meta';

export const meta = pageMeta('checkout-success-paid');

export const loader = outcomeLoader();

export default function CheckoutSuccessPaidPage() {
  const { order, paymentChangeable } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle pageId="checkout-success-paid" />
      <CheckoutOrderOutcome order={order} paymentChangeable={paymentChangeable} />
    </>
  );
}
