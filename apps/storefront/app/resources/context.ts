import type { ActionFunctionArgs } from '@remix-run/node';
import { loadShopCountries, loadShopCurrencies, setCountry, setCurrency } from '@gipfel/api';
import { safeReturnPath } from '../lib/routing/return-path';
import { safeRedirect } from '../lib/security/safe-redirect.server';
import { publicOrigin } from '../lib/server/origin.server';
import { withShop } from '../lib/server/shop-route.server';
import { isSameOrigin } from '../lib/server/store-proxy.server';

/**
 * `POST /api/context`: the shopper's choices that live in the Store API context (currency,
 * delivery country).
 * A plain form without JavaScript; answers with a redirect back to the page (post/redirect/get).
 */
export const action = withShop(async ({ client }, { request }: ActionFunctionArgs) => {
  if (!isSameOrigin(request, publicOrigin(request))) return new Response('Cross-origin requests are not accepted', { status: 403 });
  const form = await request.formData();
  const returnTo = safeReturnPath(form.get('returnTo')) ?? '/';
  const currencyId = form.get('currencyId');
  const countryId = form.get('countryId');
  // Only a currency or country of this sales channel; anything else leaves the context as it is.
  if (typeof currencyId === 'string') {
    const currencies = await loadShopCurrencies(client);
    if (currencies.some((c) => c.id === currencyId)) await setCurrency(client, { id: currencyId });
  }
  if (typeof countryId === 'string') {
    const countries = await loadShopCountries(client);
    if (countries.some((c) => c.id === countryId)) await setCountry(client, { id: countryId });
  }
  return safeRedirect(returnTo, request, { status: 303 });
});
