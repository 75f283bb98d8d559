import { listingCriteriaToQuery, type ListingCriteria } from '@gipfel/api';
import type { LanguageCode } from '@gipfel/i18n';
import type { ListingPageLoader, ListingResult } from '@gipfel/listing';

/**
 * The page loader of a listing's "load more": the next page of cards from one of the storefront's
 * load-more resources (`/api/listing/{categoryId}`, `/api/search-results`; decision 0021), with the
 * shopper's filters and sorting, `fixed` criteria (the search term) and the page's language.
 */
export function listingPageLoader(resource: string, language: LanguageCode, fixed: Partial<ListingCriteria> = {}): ListingPageLoader {
  return async (pageNumber, criteria) => {
    const query = listingCriteriaToQuery({ ...criteria, ...fixed, p: pageNumber });
    query.set('lang', language);
    const response = await fetch(`${resource}?${query.toString()}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${resource}, page ${pageNumber}: ${response.status}`);
    return (await response.json()) as ListingResult;
  };
}
