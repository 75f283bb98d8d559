import type { ListingCriteria } from '@gipfel/api';
import type { ListingFilters } from './listing-filters';
import { idsOf, listingHref } from './listing-url';

/** One chosen filter value: its label and the href of the listing without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  href: string;
}

/**
 * How many filter values the criteria choose: each property and manufacturer id, each price
 * bound, the rating and free shipping (the search term, sorting and page are no filters).
 */
export function countActiveFilters(criteria: ListingCriteria): number {
  const bounds = [criteria['min-price'] !== undefined, criteria['max-price'] !== undefined, criteria.rating !== undefined, criteria['shipping-free'] === true];
  return idsOf(criteria.properties).length + idsOf(criteria.manufacturer).length + bounds.filter(Boolean).length;
}

/** The href of the listing with no filters: the search term, sorting and page size stay. */
export function resetFiltersHref(criteria: ListingCriteria): string {
  return listingHref({ search: criteria.search, order: criteria.order, limit: criteria.limit });
}

/** The chosen filter values in the order of the panel, each with the href that removes it (back to page 1). */
export function getActiveFilters(
  criteria: ListingCriteria,
  filters: ListingFilters,
  t: (key: string, options?: Record<string, unknown>) => string,
  price: (value: number) => string,
): ActiveFilter[] {
  const base: ListingCriteria = { ...criteria, p: undefined };
  const active: ActiveFilter[] = [];
  const propertyIds = idsOf(criteria.properties);
  for (const id of propertyIds) {
    const group = filters.propertyGroups.find((entry) => entry.options.some((option) => option.id === id));
    const option = group?.options.find((entry) => entry.id === id);
    active.push({
      key: `properties-${id}`,
      label: group && option ? `${group.name}: ${option.name}` : id,
      href: listingHref(base, { properties: propertyIds.filter((other) => other !== id).join('|') }),
    });
  }
  const manufacturerIds = idsOf(criteria.manufacturer);
  for (const id of manufacturerIds) {
    active.push({
      key: `manufacturer-${id}`,
      label: filters.manufacturers.find((entry) => entry.id === id)?.name ?? id,
      href: listingHref(base, { manufacturer: manufacturerIds.filter((other) => other !== id).join('|') }),
    });
  }
  if (criteria['min-price'] !== undefined) {
    active.push({ key: 'min-price', label: t('filters.priceFrom', { price: price(criteria['min-price']) }), href: listingHref(base, { 'min-price': undefined }) });
  }
  if (criteria['max-price'] !== undefined) {
    active.push({ key: 'max-price', label: t('filters.priceTo', { price: price(criteria['max-price']) }), href: listingHref(base, { 'max-price': undefined }) });
  }
  if (criteria.rating !== undefined) {
    active.push({ key: 'rating', label: t('filters.ratingFrom', { count: criteria.rating }), href: listingHref(base, { rating: undefined }) });
  }
  if (criteria['shipping-free']) {
    active.push({ key: 'shipping-free', label: t('filters.shippingFree'), href: listingHref(base, { 'shipping-free': undefined }) });
  }
  return active;
}
