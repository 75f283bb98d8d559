import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { loadOrder } from './checkout.server';
import { languageOf } from './language';
import { createLocalizedStoreApiSession, toErrorResponse } from './store-api.server';

/** Loader of the paid and unpaid pages: the order as the Store API has it now. */
export async function outcomeLoader({ request, params }: LoaderFunctionArgs) {
  const { client, headers } = await createLocalizedStoreApiSession(request, languageOf(request));
  const loaded = await loadOrder(client, request, params.id ?? '').catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  headers.set('Cache-Control', 'no-store');
  return data({ order: loaded?.order ?? null, paymentChangeable: loaded?.paymentChangeable ?? false }, { headers, status: loaded ? 200 : 404 });
}
