import { listingCriteriaToQuery, sanitizeListingCriteria, type ListingCriteria, type Schemas } from '@gipfel/api';

type Listing = Pick<Schemas['ProductListingResult'], 'currentFilters' | 'sorting'>;

/**
 * The criteria a listing result says are applied (`currentFilters`, `sorting`), for hosts that
 * did not keep the ones they read with `parseListingQuery`. Page and limit are not part of it.
 */
export function getListingCriteria(listing: Partial<Listing> | null | undefined): ListingCriteria {
  const filters = listing?.currentFilters;
  const criteria: ListingCriteria = {};
  if (listing?.sorting) criteria.order = listing.sorting;
  if (filters) {
    if (Array.isArray(filters.manufacturer) && filters.manufacturer.length > 0) criteria.manufacturer = filters.manufacturer.join('|');
    if (Array.isArray(filters.properties) && filters.properties.length > 0) criteria.properties = filters.properties.join('|');
    // Shopware answers `{ min: 0, max: 0 }` when no price filter is set.
    if (filters.price?.min) criteria['min-price'] = filters.price.min;
    if (filters.price?.max) criteria['max-price'] = filters.price.max;
    if (filters.rating) criteria.rating = filters.rating;
    if (filters['shipping-free']) criteria['shipping-free'] = true;
    if (filters.search) criteria.search = filters.search;
  }
  return sanitizeListingCriteria(criteria);
}

/** A query-only href (`?order=price-asc&p=2`, or `?` for none) for the criteria with some changed. */
export function listingHref(criteria: ListingCriteria, changes: Partial<Record<keyof ListingCriteria, unknown>> = {}): string {
  const next = { ...criteria } as Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '' || value === false) delete next[key];
    else next[key] = value;
  }
  const query = listingCriteriaToQuery(next as ListingCriteria).toString();
  return `?${query}`;
}

/** The criteria as name/value pairs, for hidden inputs of a GET form that changes only some of them. */
export function listingQueryEntries(criteria: ListingCriteria, leaveOut: ReadonlyArray<keyof ListingCriteria>): Array<[string, string]> {
  return [...listingCriteriaToQuery(criteria).entries()].filter(([name]) => !leaveOut.includes(name as keyof ListingCriteria));
}

/** Splits a pipe-joined id list of the criteria. */
export function idsOf(value: string | undefined): string[] {
  return value ? value.split('|').filter(Boolean) : [];
}
