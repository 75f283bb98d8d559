import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { loadProductsByIds, performWishlistAction, readProductIds, wishlistPageSize } from '@gipfel/account';
import { localizePath } from '../lib/i18n/shop-locales';
import { languageOf } from '../lib/i18n/language';
import { publicOrigin } from '../lib/server/origin.server';
import { safeReturnPath } from '../lib/routing/return-path';
import { languageParam, withShop } from '../lib/server/shop-route.server';
import { toErrorResponse } from '../lib/server/store-api.server';
import { isSameOrigin } from '../lib/server/store-proxy.server';

/**
 * `GET /api/wishlist?ids=<id,id,…>&lang=<de|en|fr>`: the products of one page of a visitor's
 * local wishlist, for the wishlist page (the browser only talks to the storefront).
 */
export const loader = withShop(
  async ({ client }, { request }: LoaderFunctionArgs) => {
    // Prices follow the shopper's context (currency): never stored (cache-policy.server.ts).
    // `?ids=a,b` (or repeated): one page of well-formed ids at most.
    const ids = readProductIds(new URL(request.url).searchParams.getAll('ids'), wishlistPageSize);
    if (ids.length === 0) return Response.json({ products: [] });
    try {
      return Response.json({ products: await loadProductsByIds(client, ids) });
    } catch (error) {
      const response = toErrorResponse(error);
      console.error('[wishlist] could not load the products:', response instanceof Response ? response.status : response);
      return Response.json({ products: null, error: 'unavailable' }, { status: 502 });
    }
  },
  { language: languageParam },
);

/**
 * `POST /api/wishlist`: add, remove (`intent`, `productId`) or merge (`productIds`) for a
 * logged-in customer. With JavaScript (no `returnTo`) it answers JSON and the page's loaders
 * revalidate; a plain form (with `returnTo`) is sent back there, and a visitor, whose list
 * lives in the browser, to the wishlist page that explains it.
 */
export const action = withShop(async ({ client }, { request }: ActionFunctionArgs) => {
  if (!isSameOrigin(request, publicOrigin(request))) return new Response('Cross-origin requests are not accepted', { status: 403 });
  const form = await request.formData();
  const returnTo = safeReturnPath(form.get('returnTo'));
  const result = await performWishlistAction(client, form);
  if (returnTo) {
    const language = languageOf(new Request(new URL(returnTo, request.url)));
    const target = !result.ok && result.error === 'signInRequired' ? localizePath('/wishlist', language) : returnTo;
    return redirect(target, 303);
  }
  const status = result.ok ? 200 : result.error === 'invalid' ? 400 : result.error === 'signInRequired' ? 403 : 502;
  return Response.json(result, { status });
});
