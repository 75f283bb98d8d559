import type { ActionFunctionArgs } from '@remix-run/node';
import { setCountry, setCurrency } from '@gipfel/api';
import { safeReturnPath } from '../lib/return-path';
import { safeRedirect } from '../lib/safe-redirect.server';
import { languageOf } from '../lib/language';
import { publicOrigin } from '../lib/origin.server';
import { loadShopCountries, loadShopCurrencies } from '../lib/shop-context.server';
import { createLocalizedStoreApiSession, toErrorResponse } from '../lib/store-api.server';
import { isSameOrigin } from '../lib/store-proxy.server';

/**
 * `POST /api/context`: the shopper's choices that live in the Store API context (currency,
 * delivery country).
 * A plain form without JavaScript; answers with a redirect back to the page (post/redirect/get).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!isSameOrigin(request, publicOrigin(request))) return new Response('Cross-origin requests are not accepted', { status: 403 });
  const form = await request.formData();
  const returnTo = safeReturnPath(form.get('returnTo')) ?? '/';
  const { client, headers } = await createLocalizedStoreApiSession(request, languageOf(new Request(new URL(returnTo, request.url))));
  const currencyId = form.get('currencyId');
  const countryId = form.get('countryId');
  try {
    // Only a currency or country of this sales channel; anything else leaves the context as it is.
    if (typeof currencyId === 'string') {
      const currencies = await loadShopCurrencies(client);
      if (currencies.some((c) => c.id === currencyId)) await setCurrency(client, { id: currencyId });
    }
    if (typeof countryId === 'string') {
      const countries = await loadShopCountries(client);
      if (countries.some((c) => c.id === countryId)) await setCountry(client, { id: countryId });
    }
  } catch (error) {
    throw toErrorResponse(error);
  }
  return safeRedirect(returnTo, request, { status: 303, headers });
}
