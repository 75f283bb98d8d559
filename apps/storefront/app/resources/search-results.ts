import type { LoaderFunctionArgs } from '@remix-run/node';
import { parseListingQuery, searchProducts, type SearchInput } from '@gipfel/api';
import type { ListingResult } from '@gipfel/listing';
import { cardListingResponse } from '../lib/card-listing-response.server';
import { minSearchLength } from '../lib/search-term';

/**
 * `GET /api/search-results?lang=<de|en|fr>&search=<term>&p=<page>&…`: one page of search results
 * with the criteria of a search URL, as card-sized products. The search page's load more appends
 * it (as `/api/listing/{categoryId}` does for categories, decision 0021); one Store API call.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const criteria = parseListingQuery(new URL(request.url).searchParams);
  const term = criteria.search ?? '';
  if (term.length < minSearchLength) return Response.json({ error: 'term-too-short' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  return cardListingResponse(request, async (client) => (await searchProducts(client, { ...criteria, search: term } as SearchInput)) as ListingResult);
}
