import { toCardListing, type ListingResult } from '@gipfel/listing';
import { toErrorResponse } from '../lib/server/store-api.server';

/**
 * The answer of a load-more resource (`/api/listing/{id}`, `/api/search-results`; decision 0021):
 * one page from the Store API (the resource's `withShop` session is in the `lang` parameter's
 * language), its products cut to card size and its aggregations to what the filters read
 * (`toCardListing`), never stored (prices depend on the shopper's context; cache-policy.server.ts). A Store API failure
 * answers `{ error: 'unavailable' }` with its status, which the listing store shows as its load
 * error.
 */
export async function cardListingResponse(load: () => Promise<ListingResult>): Promise<Response> {
  try {
    const listing = await load();
    return Response.json(toCardListing(listing));
  } catch (error) {
    const response = toErrorResponse(error);
    if (response instanceof Response) return Response.json({ error: 'unavailable' }, { status: response.status });
    throw response;
  }
}
