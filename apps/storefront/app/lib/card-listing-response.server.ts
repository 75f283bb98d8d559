import type { LoaderFunctionArgs } from '@remix-run/node';
import type { StoreApiClient } from '@gipfel/api';
import { defaultLanguage, isLanguageCode } from '@gipfel/i18n';
import { toCardProduct, type ListingResult } from '@gipfel/listing';
import { createLocalizedStoreApiSession, toErrorResponse } from './store-api.server';

/**
 * The answer of a load-more resource (`/api/listing/{id}`, `/api/search-results`; decision 0021):
 * one page from the Store API in the `lang` parameter's language, its products cut to card size,
 * never cached (prices depend on the shopper's context). A Store API failure answers
 * `{ error: 'unavailable' }` with its status, which the listing store shows as its load error.
 */
export async function cardListingResponse(
  request: LoaderFunctionArgs['request'],
  load: (client: StoreApiClient) => Promise<ListingResult>,
): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang');
  const language = isLanguageCode(lang) ? lang : defaultLanguage;
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  try {
    const listing = await load(client);
    headers.set('Cache-Control', 'private, no-store');
    return Response.json({ ...listing, elements: (listing.elements ?? []).map(toCardProduct) }, { headers });
  } catch (error) {
    const response = toErrorResponse(error);
    if (response instanceof Response) return Response.json({ error: 'unavailable' }, { status: response.status, headers: { 'Cache-Control': 'no-store' } });
    throw response;
  }
}
