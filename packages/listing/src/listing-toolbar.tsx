import type { ChangeEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { ListingCriteria, Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { Button, Select, useHydrated } from '@gipfel/ui';
import { getListingCriteria, listingQueryEntries } from './listing-url';
import * as styles from './listing-toolbar.css';

export interface ListingToolbarProps {
  listing: Pick<Schemas['ProductListingResult'], 'total' | 'sorting' | 'availableSortings'> &
    Partial<Pick<Schemas['ProductListingResult'], 'currentFilters'>>;
  /** The criteria of the current URL (`parseListingQuery`); default: read from the listing. */
  criteria?: ListingCriteria;
  /** Where the GET form goes (default: the current URL). */
  action?: string;
  /** With JavaScript: called with the chosen sorting instead of submitting the form. */
  onSortChange?: (order: string) => void;
  className?: string;
}

/**
 * Result count and sorting. The sorting is a GET form that keeps the other filters as hidden
 * inputs and starts again at page 1; with JavaScript choosing a sorting applies it at once (once
 * hydrated), without it an "apply" button submits the form.
 */
export function ListingToolbar({ listing, criteria, action, onSortChange, className }: ListingToolbarProps) {
  const { t } = useTranslation('listing');
  const hydrated = useHydrated();
  const current = criteria ?? getListingCriteria(listing);
  const sortings = listing.availableSortings ?? [];
  const selected = current.order ?? listing.sorting ?? sortings[0]?.key ?? '';

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    if (onSortChange) onSortChange(event.currentTarget.value);
    else event.currentTarget.form?.requestSubmit();
  }

  return (
    <div className={className ? `${styles.toolbar} ${className}` : styles.toolbar}>
      <p className={styles.count} role="status">
        {t('toolbar.count', { count: listing.total ?? 0 })}
      </p>
      {sortings.length > 1 ? (
        <form method="get" action={action} className={styles.form}>
          {listingQueryEntries(current, ['order', 'p']).map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <Select
            name="order"
            label={t('toolbar.sort')}
            className={styles.select}
            // Uncontrolled, so the browser keeps the choice while the next page loads.
            key={selected}
            defaultValue={selected}
            onChange={hydrated ? handleChange : undefined}
            options={sortings.map((sorting) => ({ value: sorting.key, label: translatedText(sorting, 'label') || sorting.key }))}
          />
          {/* Only without JavaScript: a button that appears or goes at hydration would shift the
              products below it (CLS). With JavaScript the choice applies itself. */}
          <noscript>
            <Button type="submit" variant="secondary">
              {t('toolbar.apply')}
            </Button>
          </noscript>
        </form>
      ) : null}
    </div>
  );
}
