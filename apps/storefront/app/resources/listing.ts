import type { LoaderFunctionArgs } from '@remix-run/node';
import { isShopwareId, parseListingQuery, readProductListing, type ProductListingInput } from '@gipfel/api';
import type { ListingResult } from '@gipfel/listing';
import { cardListingResponse } from './card-listing-response.server';
import { languageParam, withShop } from '../lib/server/shop-route.server';

/**
 * `GET /api/listing/{categoryId}?lang=<de|en|fr>&p=<page>&…`: one page of a category's product
 * listing with the criteria of a listing URL (decision 0021), as card-sized products. The
 * category page's load more appends it; one Store API call.
 */
export const loader = withShop(
  async ({ client }, { request, params }: LoaderFunctionArgs) => {
    const categoryId = (params.categoryId ?? '').toLowerCase();
    if (!isShopwareId(categoryId)) return Response.json({ error: 'not-found' }, { status: 404 });
    const criteria = parseListingQuery(new URL(request.url).searchParams) as ProductListingInput;
    return cardListingResponse(async () => (await readProductListing(client, { categoryId, criteria })) as ListingResult);
  },
  { language: languageParam },
);
