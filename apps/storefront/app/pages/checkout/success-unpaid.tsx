import type { Schemas } from '@gipfel/api';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CheckoutOrderOutcome } from '../../components/checkout-order-outcome';
import { PageTitle } from '../../components/page-title';
import { outcomeLoader } from '../../lib/checkout-outcome.server';
import { pageMeta } from '../../lib/page-meta';

export const meta = pageMeta('checkout-success-unpaid');

export function loader(args: LoaderFunctionArgs) {
  return outcomeLoader(args);
}

export default function CheckoutSuccessUnpaidPage() {
  const { order, paymentChangeable } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle pageId="checkout-success-unpaid" />
      <CheckoutOrderOutcome order={order as unknown as Schemas['Order'] | null} paymentChangeable={paymentChangeable} />
    </>
  );
}
