import type { LoaderFunctionArgs } from '@remix-run/node';
import { parseListingQuery, searchProducts, type SearchInput } from '@gipfel/api';
import { defaultLanguage, isLanguageCode } from '@gipfel/i18n';
import { toCardProduct } from '@gipfel/listing';
import { minSearchLength } from '../lib/search-term';
import { createLocalizedStoreApiSession, toErrorResponse } from '../lib/store-api.server';

/**
 * `GET /api/search-results?lang=<de|en|fr>&search=<term>&p=<page>&…`: one page of search results
 * with the criteria of a search URL, as card-sized products. The search page's load more appends
 * it (as `/api/listing/{categoryId}` does for categories, decision 0021); one Store API call.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const language = isLanguageCode(lang) ? lang : defaultLanguage;
  const criteria = parseListingQuery(url.searchParams);
  const term = criteria.search ?? '';
  if (term.length < minSearchLength) return Response.json({ error: 'term-too-short' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  try {
    const listing = await searchProducts(client, { ...criteria, search: term } as SearchInput);
    // Prices depend on the shopper's context: never shared, never kept.
    headers.set('Cache-Control', 'private, no-store');
    return Response.json({ ...listing, elements: (listing.elements ?? []).map(toCardProduct) }, { headers });
  } catch (error) {
    const response = toErrorResponse(error);
    if (response instanceof Response) return Response.json({ error: 'unavailable' }, { status: response.status, headers: { 'Cache-Control': 'no-store' } });
    throw response;
  }
}
