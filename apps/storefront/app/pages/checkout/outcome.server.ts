import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { loadOrderOutcome } from '@gipfel/checkout';
import { readOrderAccess } from '../../lib/session/checkout-session.server';
import { withShop } from '../../lib/server/shop-route.server';

/**
 * Loader of the paid and unpaid pages: the order as the Store API has it now. With
 * `paymentMethods` (the unpaid page) also the methods an order may switch to for "pay again".
 */
export function outcomeLoader(options: { paymentMethods?: boolean } = {}) {
  return withShop(async ({ client }, { request, params }: LoaderFunctionArgs) => {
    const outcome = await loadOrderOutcome(client, params.id ?? '', readOrderAccess(request), options);
    return data(outcome, { status: outcome.order ? 200 : 404 });
  });
}
