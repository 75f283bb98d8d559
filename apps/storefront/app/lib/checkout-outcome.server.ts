import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { loadOrderOutcome } from '@gipfel/checkout';
import { readOrderAccess } from './checkout-session.server';
import { languageOf } from './language';
import { createLocalizedStoreApiSession, toErrorResponse } from './store-api.server';

/**
 * Loader of the paid and unpaid pages: the order as the Store API has it now. With
 * `paymentMethods` (the unpaid page) also the methods an order may switch to for "pay again".
 */
export async function outcomeLoader({ request, params }: LoaderFunctionArgs, options: { paymentMethods?: boolean } = {}) {
  const { client, headers } = await createLocalizedStoreApiSession(request, languageOf(request));
  const outcome = await loadOrderOutcome(client, params.id ?? '', readOrderAccess(request), options).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  headers.set('Cache-Control', 'no-store');
  return data(outcome, { headers, status: outcome.order ? 200 : 404 });
}
