import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { readPaymentMethods } from '@gipfel/api';
import { loadOrder } from './checkout.server';
import { languageOf } from './language';
import { createLocalizedStoreApiSession, toErrorResponse } from './store-api.server';

export interface OutcomePaymentMethod {
  id: string;
  name: string;
}

/**
 * Loader of the paid and unpaid pages: the order as the Store API has it now. With
 * `paymentMethods` (the unpaid page) also the methods an order may switch to for "pay again".
 */
export async function outcomeLoader({ request, params }: LoaderFunctionArgs, options: { paymentMethods?: boolean } = {}) {
  const { client, headers } = await createLocalizedStoreApiSession(request, languageOf(request));
  const [loaded, methods] = await Promise.all([
    loadOrder(client, request, params.id ?? ''),
    options.paymentMethods ? readPaymentMethods(client, { onlyAvailable: true }) : Promise.resolve(null),
  ]).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  headers.set('Cache-Control', 'no-store');
  const paymentMethods: OutcomePaymentMethod[] = (methods?.elements ?? [])
    // Shopware offers only the methods that allow a change after the order.
    .filter((m) => m.afterOrderEnabled !== false)
    .map((m) => ({ id: m.id, name: m.translated?.name ?? m.name ?? '' }));
  return data(
    { order: loaded?.order ?? null, paymentChangeable: loaded?.paymentChangeable ?? false, paymentMethods },
    { headers, status: loaded ? 200 : 404 },
  );
}
