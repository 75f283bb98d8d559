import type { LoaderFunctionArgs } from '@remix-run/node';
import { parseListingQuery, readProductListing, type ProductListingInput } from '@gipfel/api';
import { defaultLanguage, isLanguageCode } from '@gipfel/i18n';
import { toCardProduct } from '@gipfel/listing';
import { createLocalizedStoreApiSession, toErrorResponse } from '../lib/store-api.server';

/**
 * `GET /api/listing/{categoryId}?lang=<de|en|fr>&p=<page>&…`: one page of a category's product
 * listing with the criteria of a listing URL (decision 0021), as card-sized products. The
 * category page's load more appends it; one Store API call.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const categoryId = (params.categoryId ?? '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(categoryId)) return Response.json({ error: 'not-found' }, { status: 404 });
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const language = isLanguageCode(lang) ? lang : defaultLanguage;
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  try {
    const listing = await readProductListing(client, { categoryId, criteria: parseListingQuery(url.searchParams) as ProductListingInput });
    // Prices depend on the shopper's context: never shared, never kept.
    headers.set('Cache-Control', 'private, no-store');
    return Response.json({ ...listing, elements: (listing.elements ?? []).map(toCardProduct) }, { headers });
  } catch (error) {
    const response = toErrorResponse(error);
    if (response instanceof Response) return Response.json({ error: 'unavailable' }, { status: response.status, headers: { 'Cache-Control': 'no-store' } });
    throw response;
  }
}
