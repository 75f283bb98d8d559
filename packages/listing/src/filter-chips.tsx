import { formatLocaleOf, formatMoney, useTranslation } from '@gipfel/i18n';
import type { ListingCriteria, Schemas } from '@gipfel/api';
import { AppLink } from '@gipfel/ui';
import { getActiveFilters, type ActiveFilter } from './active-filters';
import { getListingFilters } from './listing-filters';
import { getListingCriteria } from './listing-url';
import * as styles from './filter-chips.css';

type ChipsListing = Partial<Pick<Schemas['ProductListingResult'], 'aggregations' | 'currentFilters' | 'sorting'>>;

export interface FilterChipsProps {
  /** The listing whose aggregations name the chosen values (property, manufacturer names). */
  listing: ChipsListing;
  /** The criteria of the current URL (`parseListingQuery`); default: read from the listing. */
  criteria?: ListingCriteria;
  currency?: string;
  className?: string;
}

/** The chosen filter values of a listing with their names and removal hrefs (the texts of `listing`). */
export function useActiveFilters(listing: ChipsListing, criteria: ListingCriteria | undefined, currency: string): ActiveFilter[] {
  const { t, i18n } = useTranslation('listing');
  const price = (value: number) => formatMoney(value, { currency, locale: formatLocaleOf(i18n.language) });
  return getActiveFilters(criteria ?? getListingCriteria(listing), getListingFilters(listing.aggregations), t, price);
}

/** The chips of `FilterChips` and of the filter panel: one link a value, named "Remove filter: …". */
export function ActiveFilterList({ active, className }: { active: readonly ActiveFilter[]; className?: string }) {
  const { t } = useTranslation('listing');
  return (
    <ul className={className ? `${styles.chips} ${className}` : styles.chips} aria-label={t('filters.active')}>
      {active.map((filter) => (
        <li key={filter.key}>
          <AppLink href={filter.href} className={styles.chip} aria-label={t('filters.remove', { label: filter.label })}>
            {filter.label}
            <span aria-hidden="true">×</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The chosen filters of a listing as removable chips, for above the product grid: each is a link
 * to the listing without that value (page 1), so it works without JavaScript. Nothing when no
 * filter is chosen.
 */
export function FilterChips({ listing, criteria, currency = 'CHF', className }: FilterChipsProps) {
  const active = useActiveFilters(listing, criteria, currency);
  return active.length > 0 ? <ActiveFilterList active={active} className={className} /> : null;
}
