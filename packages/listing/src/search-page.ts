import { parseListingQuery, searchProducts, type ListingCriteria, type SearchInput, type StoreApiClient } from '@gipfel/api';
import { toCardListing } from './card-product';
import type { ListingResult } from './listing-store';

/** What the search page shows: the term and criteria of its URL and, for a term long enough, the results as card-sized products. */
export interface SearchPage {
  term: string;
  criteria: ListingCriteria;
  /** Null when the term is shorter than `minTermLength`: the page asks for a longer one. */
  listing: ListingResult | null;
}

/**
 * The search page of a URL's query (`search`, filters, sorting, `p`): one Store API call
 * (`POST /search`) for a term of at least `minTermLength` characters, none for a shorter one.
 */
export async function loadSearchPage(client: StoreApiClient, input: { searchParams: URLSearchParams; minTermLength: number }): Promise<SearchPage> {
  const criteria = parseListingQuery(input.searchParams);
  const term = criteria.search ?? '';
  if (term.length < input.minTermLength) return { term, criteria, listing: null };
  const listing = await searchProducts(client, { ...criteria, search: term } as SearchInput);
  return { term, criteria, listing: toCardListing(listing) };
}
