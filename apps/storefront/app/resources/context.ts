import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { setCurrency } from '@gipfel/api';
import { safeReturnPath } from '../lib/cart.server';
import { languageOf } from '../lib/language';
import { publicOrigin } from '../lib/origin.server';
import { loadShopCurrencies } from '../lib/shop-context.server';
import { createLocalizedStoreApiSession, toErrorResponse } from '../lib/store-api.server';
import { isSameOrigin } from '../lib/store-proxy.server';

/**
 * `POST /api/context`: the shopper's choices that live in the Store API context (currency).
 * A plain form without JavaScript; answers with a redirect back to the page (post/redirect/get).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!isSameOrigin(request, publicOrigin(request))) return new Response('Cross-origin requests are not accepted', { status: 403 });
  const form = await request.formData();
  const returnTo = safeReturnPath(form.get('returnTo')) ?? '/';
  const { client, headers } = await createLocalizedStoreApiSession(request, languageOf(new Request(new URL(returnTo, request.url))));
  const currencyId = String(form.get('currencyId') ?? '');
  try {
    const currencies = await loadShopCurrencies(client);
    // Only a currency of this sales channel; anything else leaves the context as it is.
    if (currencies.some((c) => c.id === currencyId)) await setCurrency(client, { id: currencyId });
  } catch (error) {
    throw toErrorResponse(error);
  }
  return redirect(returnTo, { status: 303, headers });
}
