import type { LoaderFunctionArgs } from '@remix-run/node';
import { parseListingQuery, searchProducts, type SearchInput } from '@gipfel/api';
import type { ListingResult } from '@gipfel/listing';
import { cardListingResponse } from './card-listing-response.server';
import { languageParam, withShop } from '../lib/server/shop-route.server';
import { minSearchLength } from '../lib/config/search-term';

/**
 * `GET /api/search-results?lang=<de|en|fr>&search=<term>&p=<page>&…`: one page of search results
 * with the criteria of a search URL, as card-sized products. The search page's load more appends
 * it (as `/api/listing/{categoryId}` does for categories, decision 0021); one Store API call.
 */
export const loader = withShop(
  async ({ client }, { request }: LoaderFunctionArgs) => {
    const criteria = parseListingQuery(new URL(request.url).searchParams);
    const term = criteria.search ?? '';
    if (term.length < minSearchLength) return Response.json({ error: 'term-too-short' }, { status: 400 });
    return cardListingResponse(async () => (await searchProducts(client, { ...criteria, search: term } as SearchInput)) as ListingResult);
  },
  { language: languageParam },
);
